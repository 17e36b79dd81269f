import { accountMessages, type TMobileUpdateRequestParsed } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { issueOneTimeCode } from './one-time-codes';
import { findUserById, isMobileTakenByOther } from './users-lookup';

export type RequestMobileChangeOptions = TMobileUpdateRequestParsed & { ctx: AccountsContext; userId: number };

/** Mobile change, step one (and its Resend): a code texted to the NEW number. */
export async function requestMobileChange({ ctx, userId, mobile_number }: RequestMobileChangeOptions) {
  const user = await findUserById(ctx.db, userId);
  if (user.mobileNumber === mobile_number) throw invalid(accountMessages.mobileUnchanged);
  if (await isMobileTakenByOther(ctx.db, mobile_number, user.userType, user.id)) {
    throw invalid(accountMessages.mobileTaken);
  }
  await ctx.limitCodes(mobile_number, async () => {
    const issued = await ctx.db.transaction((tx) =>
      issueOneTimeCode(tx, ctx.config.otp, { purpose: 'mobile_change', target: mobile_number, userId: user.id }),
    );
    await deliverCode(ctx, { issued, purpose: 'mobile_change', mobile: mobile_number });
  });
}
