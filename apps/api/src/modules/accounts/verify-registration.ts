import { accountMessages, type TValidateUserParsed } from '@homebid/contracts/accounts';
import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { issueSession, loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';
import { findPendingRegistration } from './find-pending-registration';
import { checkOneTimeCode } from './one-time-codes';
import { isMobileTakenByOther, isUniqueViolation } from './users-lookup';

export type VerifyRegistrationOptions = TValidateUserParsed & { ctx: AccountsContext };

/**
 * Registration step two: the code texted to the mobile confirms the account. A provider moves on
 * to 'business-info', a customer is 'completed'; either way a device session opens.
 */
export async function verifyRegistration({ ctx, confirmation_token, otp }: VerifyRegistrationOptions) {
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const user = await findPendingRegistration(tx, confirmation_token, undefined, true);
      const mobileNumber = user.mobileNumber ?? '';
      const check = await checkOneTimeCode(tx, ctx.config.otp, {
        purpose: 'registration',
        target: mobileNumber,
        code: otp,
        userId: user.id,
      });
      if (!check.ok) return check;
      // Another registration may have confirmed the same number meanwhile.
      if (await isMobileTakenByOther(tx, mobileNumber, user.userType, user.id)) {
        return { ok: false as const, error: invalid(accountMessages.mobileTaken) };
      }
      const now = new Date();
      await tx
        .update(users)
        .set({
          confirmedAt: now,
          confirmationTokenHash: null,
          signupStatus: user.userType === USER_TYPE.provider ? SIGNUP_STATUS.businessInfo : SIGNUP_STATUS.completed,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return { ok: true as const, userId: user.id };
    })
    .catch((error: unknown) => {
      // Two registrations confirming one number at the same moment: the second meets the unique index.
      if (isUniqueViolation(error)) throw invalid(accountMessages.mobileTaken);
      throw error;
    });
  if (!outcome.ok) throw outcome.error;
  const session = await issueSession(ctx.db, outcome.userId, ctx.config.sessionTtlMs);
  return { session, user: await loadSessionUser(ctx.db, outcome.userId) };
}
