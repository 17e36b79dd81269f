import { accountMessages, type TMobileUpdateConfirmParsed } from '@homebid/contracts/accounts';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';
import { checkOneTimeCode } from './one-time-codes';
import { isMobileTakenByOther, isUniqueViolation } from './users-lookup';

export type ConfirmMobileChangeOptions = TMobileUpdateConfirmParsed & {
  ctx: AccountsContext;
  userId: number;
  userType: number;
};

/** Mobile change, step two: the code texted to the new number makes it the account's number. */
export async function confirmMobileChange({ ctx, userId, userType, mobile_number, otp }: ConfirmMobileChangeOptions) {
  const mobileNumber = mobile_number;
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const check = await checkOneTimeCode(tx, ctx.config.otp, {
        purpose: 'mobile_change',
        target: mobileNumber,
        code: otp,
        userId,
      });
      if (!check.ok) return check;
      if (await isMobileTakenByOther(tx, mobileNumber, userType, userId)) {
        return { ok: false as const, error: invalid(accountMessages.mobileTaken) };
      }
      await tx.update(users).set({ mobileNumber, updatedAt: new Date() }).where(eq(users.id, userId));
      return { ok: true as const };
    })
    .catch((error: unknown) => {
      // Two accounts taking one number at the same moment: the second meets the unique index.
      if (isUniqueViolation(error)) throw invalid(accountMessages.mobileTaken);
      throw error;
    });
  if (!outcome.ok) throw outcome.error;
  return loadSessionUser(ctx.db, userId);
}
