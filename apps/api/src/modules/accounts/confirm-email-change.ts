import { accountMessages, type TEmailUpdateConfirmParsed } from '@homebid/contracts/accounts';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';
import { checkOneTimeCode } from './one-time-codes';
import { isEmailTakenByOther, isUniqueViolation } from './users-lookup';

export type ConfirmEmailChangeOptions = TEmailUpdateConfirmParsed & { ctx: AccountsContext; userId: number };

/**
 * E-mail change, step two: the code sent to the new address makes it the account's e-mail (and
 * the session's `uid`; other devices, still sending the old uid, are signed out).
 */
export async function confirmEmailChange({ ctx, userId, email, otp }: ConfirmEmailChangeOptions) {
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const check = await checkOneTimeCode(tx, ctx.config.otp, {
        purpose: 'email_change',
        target: email,
        code: otp,
        userId,
      });
      if (!check.ok) return check;
      if (await isEmailTakenByOther(tx, email, userId)) {
        return { ok: false as const, error: invalid(accountMessages.emailTaken) };
      }
      await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
      return { ok: true as const };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return { ok: false as const, error: invalid(accountMessages.emailTaken) };
      throw error;
    });
  if (!outcome.ok) throw outcome.error;
  return loadSessionUser(ctx.db, userId);
}
