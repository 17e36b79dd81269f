import { accountMessages, type TUpdateMobileWithoutLoginParsed } from '@homebid/contracts/accounts';
import { oneTimeCodes, users } from '@homebid/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { findPendingRegistration } from './find-pending-registration';
import { issueOneTimeCode } from './one-time-codes';
import { isMobileTakenByOther } from './users-lookup';

export type ChangeRegistrationMobileOptions = TUpdateMobileWithoutLoginParsed & { ctx: AccountsContext };

/**
 * The registration's "Edit mobile number": only while unconfirmed and with its confirmation_token.
 * Codes sent to the old number stop working; a fresh one goes to the new number.
 */
export async function changeRegistrationMobile(options: ChangeRegistrationMobileOptions) {
  const { ctx, user_id: userId, confirmation_token: confirmationToken, mobile_number: mobileNumber } = options;
  await findPendingRegistration(ctx.db, confirmationToken, userId);
  await ctx.limitCodes(mobileNumber, () => sendToNewNumber(options));
  return { user_id: userId, mobile_number: mobileNumber };
}

async function sendToNewNumber(options: ChangeRegistrationMobileOptions) {
  const { ctx, user_id: userId, confirmation_token: confirmationToken, mobile_number: mobileNumber } = options;
  const issued = await ctx.db.transaction(async (tx) => {
    const user = await findPendingRegistration(tx, confirmationToken, userId, true);
    if (await isMobileTakenByOther(tx, mobileNumber, user.userType, user.id)) {
      throw invalid(accountMessages.mobileTaken);
    }
    const now = new Date();
    await tx.update(users).set({ mobileNumber, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, user.id),
          eq(oneTimeCodes.purpose, 'registration'),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    return issueOneTimeCode(tx, ctx.config.otp, { purpose: 'registration', target: mobileNumber, userId: user.id });
  });
  await deliverCode(ctx, { issued, purpose: 'registration', mobile: mobileNumber });
}
