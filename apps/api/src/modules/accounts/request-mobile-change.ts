import { accountMessages } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { issueOneTimeCode } from './one-time-codes';
import { findUserById, isMobileTakenByOther } from './users-lookup';

export interface RequestMobileChangeOptions {
  ctx: AccountsContext;
  userId: number;
  mobileNumber: string;
  limitAddress: (address: string) => Promise<void>;
}

/** Mobile change, step one (and its Resend): a code texted to the NEW number. */
export async function requestMobileChange({ ctx, userId, mobileNumber, limitAddress }: RequestMobileChangeOptions) {
  const user = await findUserById(ctx.db, userId);
  if (user.mobileNumber === mobileNumber) throw invalid(accountMessages.mobileUnchanged);
  if (await isMobileTakenByOther(ctx.db, mobileNumber, user.userType, user.id)) {
    throw invalid(accountMessages.mobileTaken);
  }
  await limitAddress(mobileNumber);
  const issued = await ctx.db.transaction((tx) =>
    issueOneTimeCode(tx, ctx.config.otp, { purpose: 'mobile_change', target: mobileNumber, userId: user.id }),
  );
  await deliverCode(ctx, { issued, purpose: 'mobile_change', mobile: mobileNumber });
}
