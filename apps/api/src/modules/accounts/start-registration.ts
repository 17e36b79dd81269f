import { createHash, randomBytes } from 'node:crypto';
import { accountMessages, type TRegistrationStarted } from '@homebid/contracts/accounts';
import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import { providers, users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { issueOneTimeCode } from './one-time-codes';
import { emailIs, isMobileTakenByOther, isPendingRegistration, isUniqueViolation } from './users-lookup';

export interface StartRegistrationOptions {
  ctx: AccountsContext;
  name: string;
  email: string;
  mobileNumber: string;
  /** The chosen password, hashed (Argon2id) only once the limits let the request through; null for a Google sign-up. */
  password: string | null;
  userType: 1 | 2;
  social?: { type: 'google'; id: string };
}

/** The confirmation_token is a bearer secret of the unconfirmed registration: only its hash is stored. */
export const hashConfirmationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Registration step one (provider basic-info, customer sign-up, Google sign-up): creates the
 * unconfirmed account and texts a code to its mobile. An unconfirmed registration with the same
 * e-mail is replaced (it never proved anything); a confirmed one answers emailTaken.
 */
export async function startRegistration(options: StartRegistrationOptions): Promise<TRegistrationStarted> {
  return options.ctx.limitCodes(options.mobileNumber, () => register(options));
}

async function register(options: StartRegistrationOptions): Promise<TRegistrationStarted> {
  const { ctx, name, email, mobileNumber, password, userType, social } = options;
  const passwordHash = password === null ? null : await hashPassword(password);
  const confirmationToken = randomBytes(32).toString('base64url');
  const { userId, issued } = await ctx.db
    .transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(emailIs(email)).limit(1).for('update');
      if (existing && !isPendingRegistration(existing)) throw invalid(accountMessages.emailTaken);
      if (existing) await tx.delete(users).where(eq(users.id, existing.id));
      if (social) {
        const [linked] = await tx
          .select()
          .from(users)
          .where(and(eq(users.socialType, social.type), eq(users.socialId, social.id)))
          .limit(1);
        if (linked && !isPendingRegistration(linked)) throw invalid(accountMessages.emailTaken);
        if (linked) await tx.delete(users).where(eq(users.id, linked.id));
      }
      if (await isMobileTakenByOther(tx, mobileNumber, userType)) throw invalid(accountMessages.mobileTaken);
      const [user] = await tx
        .insert(users)
        .values({
          userType,
          name,
          email,
          mobileNumber,
          passwordHash,
          signupStatus: SIGNUP_STATUS.verification,
          confirmationTokenHash: hashConfirmationToken(confirmationToken),
          socialType: social?.type ?? null,
          socialId: social?.id ?? null,
        })
        .returning({ id: users.id });
      if (userType === USER_TYPE.provider) await tx.insert(providers).values({ userId: user.id });
      const code = await issueOneTimeCode(tx, ctx.config.otp, {
        purpose: 'registration',
        target: mobileNumber,
        userId: user.id,
      });
      return { userId: user.id, issued: code };
    })
    .catch((error: unknown) => {
      // Two registrations of one e-mail at the same moment: the second meets the unique index.
      if (isUniqueViolation(error)) throw invalid(accountMessages.emailTaken);
      throw error;
    });
  await deliverCode(ctx, { issued, purpose: 'registration', mobile: mobileNumber });
  return { confirmation_token: confirmationToken, user_id: userId, email, mobile_number: mobileNumber };
}
