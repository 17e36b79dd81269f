import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { findPendingRegistration } from './find-pending-registration';
import { issueOneTimeCode } from './one-time-codes';

export interface ResendRegistrationCodeOptions {
  ctx: AccountsContext;
  confirmationToken: string;
  limitAddress: (address: string) => Promise<void>;
}

/** A fresh registration code to the registration's mobile (the older one stops working). */
export async function resendRegistrationCode({ ctx, confirmationToken, limitAddress }: ResendRegistrationCodeOptions) {
  const user = await findPendingRegistration(ctx.db, confirmationToken);
  const mobileNumber = user.mobileNumber ?? '';
  await limitAddress(mobileNumber);
  const issued = await ctx.db.transaction((tx) =>
    issueOneTimeCode(tx, ctx.config.otp, { purpose: 'registration', target: mobileNumber, userId: user.id }),
  );
  await deliverCode(ctx, { issued, purpose: 'registration', mobile: mobileNumber });
  return { user_id: user.id, mobile_number: mobileNumber };
}
