import {
  accountMessages,
  PASSWORD_RESET_GRANT_MINUTES,
  type TUpdateUserPasswordParsed,
} from '@homebid/contracts/accounts';
import { oneTimeCodes, users } from '@homebid/db/schema';
import { and, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { isOneTimeCodeMatch } from '../../lib/one-time-code';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../sessions';
import type { AccountsContext } from './accounts-context';
import { grantedCodeId } from './password-reset-grant';

export type ResetPasswordOptions = TUpdateUserPasswordParsed & {
  ctx: AccountsContext;
  /** The grant cookie validate_password_otp gave this browser, if it sent one. */
  grant?: string;
};

/**
 * Forgot password, step three (spec §7: `password, email`): allowed once, for the e-mail whose code
 * was verified within PASSWORD_RESET_GRANT_MINUTES, proven either by the grant validate_password_otp
 * gave this browser or by that same code in `otp` (a wrong one counts an attempt like any other
 * code check). Sets the new password and ends every session of the account (answers their ids, for
 * the live sockets to be disconnected). The password is hashed only once the proof holds.
 */
export async function resetPassword({ ctx, email, password, otp, grant }: ResetPasswordOptions): Promise<number[]> {
  const proven = await findProvenCode(ctx, email, otp, grant);
  if (!proven) throw invalid(accountMessages.passwordResetNotVerified);
  const passwordHash = await hashPassword(password);
  const endedSessions = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Spent only if still unspent: a second request racing this one finds nothing to spend.
    const spent = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, proven.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (spent.length === 0) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, proven.userId));
    return revokeUserSessions(tx, proven.userId);
  });
  if (!endedSessions) throw invalid(accountMessages.passwordResetNotVerified);
  return endedSessions;
}

/**
 * The verified, unspent code row of `email` the request proves it may use: the one the grant names,
 * or the newest one when `otp` matches it. A wrong `otp` counts an attempt (committed here, before
 * the caller answers 422); at OTP_MAX_ATTEMPTS the code is spent.
 */
async function findProvenCode(ctx: AccountsContext, email: string, otp: string | undefined, grant: string | undefined) {
  const grantedId = otp === undefined ? grantedCodeId(ctx.config, grant, email) : null;
  if (otp === undefined && grantedId === null) return null;
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const verifiedSince = new Date(now.getTime() - PASSWORD_RESET_GRANT_MINUTES * 60_000);
    const conditions: SQL[] = [
      eq(oneTimeCodes.purpose, 'password_reset'),
      eq(oneTimeCodes.target, email),
      isNotNull(oneTimeCodes.userId),
      isNull(oneTimeCodes.consumedAt),
      gt(oneTimeCodes.verifiedAt, verifiedSince),
    ];
    if (grantedId !== null) conditions.push(eq(oneTimeCodes.id, grantedId));
    const [code] = await tx
      .select({
        id: oneTimeCodes.id,
        userId: oneTimeCodes.userId,
        codeHash: oneTimeCodes.codeHash,
        attempts: oneTimeCodes.attempts,
      })
      .from(oneTimeCodes)
      .where(and(...conditions))
      .orderBy(desc(oneTimeCodes.verifiedAt))
      .limit(1)
      .for('update');
    if (!code?.userId) return null;
    if (otp !== undefined && !isOneTimeCodeMatch(otp, code.id, code.codeHash, ctx.config.otp.secret)) {
      const attempts = code.attempts + 1;
      const isDead = attempts >= ctx.config.otp.maxAttempts;
      await tx
        .update(oneTimeCodes)
        .set(isDead ? { attempts, consumedAt: now } : { attempts })
        .where(eq(oneTimeCodes.id, code.id));
      return null;
    }
    return { id: code.id, userId: code.userId };
  });
}
