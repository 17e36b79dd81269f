import { accountMessages } from '@homebid/contracts/accounts';
import { authTokens, oneTimeCodes, users } from '@homebid/db/schema';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { isOneTimeCodeMatch } from '../../lib/one-time-code';
import { hashPassword } from '../../lib/passwords';
import type { AccountsContext } from './accounts-context';

export interface ResetPasswordOptions {
  ctx: AccountsContext;
  email: string;
  /** The code verified in the step before: only whoever holds it may set the password. */
  otp: string;
  password: string;
}

/**
 * Forgot password, step three: allowed once, for the e-mail whose code was verified within
 * OTP_TTL_MINUTES, and only with that same code. Sets the new password and ends every session of
 * the account. A wrong code counts an attempt like any other code check.
 */
export async function resetPassword({ ctx, email, otp, password }: ResetPasswordOptions): Promise<void> {
  const passwordHash = await hashPassword(password);
  const isDone = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const verifiedSince = new Date(now.getTime() - ctx.config.otp.ttlMinutes * 60_000);
    const [code] = await tx
      .select({
        id: oneTimeCodes.id,
        userId: oneTimeCodes.userId,
        codeHash: oneTimeCodes.codeHash,
        attempts: oneTimeCodes.attempts,
      })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, 'password_reset'),
          eq(oneTimeCodes.target, email),
          isNotNull(oneTimeCodes.userId),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.verifiedAt, verifiedSince),
        ),
      )
      .orderBy(desc(oneTimeCodes.verifiedAt))
      .limit(1)
      .for('update');
    if (!code?.userId) return false;
    if (!isOneTimeCodeMatch(otp, code.id, code.codeHash, ctx.config.otp.secret)) {
      const attempts = code.attempts + 1;
      const isDead = attempts >= ctx.config.otp.maxAttempts;
      await tx
        .update(oneTimeCodes)
        .set(isDead ? { attempts, consumedAt: now } : { attempts })
        .where(eq(oneTimeCodes.id, code.id));
      return false;
    }
    // Spent only if still unspent: a second request racing this one finds nothing to spend.
    const spent = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, code.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (spent.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, code.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, code.userId));
    return true;
  });
  // Thrown after the commit, so a wrong code's counted attempt is kept.
  if (!isDone) throw invalid(accountMessages.passwordResetNotVerified);
}
