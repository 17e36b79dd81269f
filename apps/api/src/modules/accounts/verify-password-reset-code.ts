import { accountMessages, type TValidatePasswordOtpParsed } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { checkOneTimeCode } from './one-time-codes';

export type VerifyPasswordResetCodeOptions = TValidatePasswordOtpParsed & { ctx: AccountsContext };

/**
 * Forgot password, step two: marks the e-mail's code verified; update_user_password spends it.
 * Answers the verified row's id, which the browser's grant names.
 */
export async function verifyPasswordResetCode({ ctx, email, otp }: VerifyPasswordResetCodeOptions) {
  const check = await ctx.db.transaction((tx) =>
    checkOneTimeCode(tx, ctx.config.otp, { purpose: 'password_reset', target: email, code: otp, mode: 'verify' }),
  );
  if (!check.ok) throw check.error;
  // An e-mail without an account never received its code; guessing it right changes nothing.
  if (check.userId === null) throw invalid(accountMessages.otpInvalid);
  return { codeId: check.id };
}
