import type { TResendOtpParsed } from '@homebid/contracts/accounts';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { findPendingRegistration } from './find-pending-registration';
import { issueOneTimeCode } from './one-time-codes';

export type ResendRegistrationCodeOptions = TResendOtpParsed & { ctx: AccountsContext };

/** A fresh registration code to the registration's mobile (the older one stops working). */
export async function resendRegistrationCode({ ctx, confirmation_token }: ResendRegistrationCodeOptions) {
  const user = await findPendingRegistration(ctx.db, confirmation_token);
  const mobileNumber = user.mobileNumber ?? '';
  await ctx.limitCodes(mobileNumber, async () => {
    const issued = await ctx.db.transaction((tx) =>
      issueOneTimeCode(tx, ctx.config.otp, { purpose: 'registration', target: mobileNumber, userId: user.id }),
    );
    await deliverCode(ctx, { issued, purpose: 'registration', mobile: mobileNumber });
  });
  return { user_id: user.id, mobile_number: mobileNumber };
}
