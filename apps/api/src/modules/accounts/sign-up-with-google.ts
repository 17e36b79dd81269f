import { accountMessages, type TRegistrationStarted, type TSocialSignUpParsed } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { startRegistration } from './start-registration';
import { verifyGoogleIdToken } from './verify-google-id-token';

export type SignUpWithGoogleOptions = TSocialSignUpParsed & { ctx: AccountsContext };

/**
 * Registration with Google: the ID token proves the e-mail (it must be verified by Google and be
 * the e-mail given); then it goes on like basic-info without a password (code to the mobile).
 */
export async function signUpWithGoogle(options: SignUpWithGoogleOptions): Promise<TRegistrationStarted> {
  const { ctx, id_token, name, email, mobile_number } = options;
  const identity = await verifyGoogleIdToken(ctx.config, id_token);
  if (!identity.emailVerified || identity.email !== email) throw invalid(accountMessages.socialEmailMismatch);
  return startRegistration({
    ctx,
    name,
    email,
    mobileNumber: mobile_number,
    password: null,
    userType: 2,
    social: { type: 'google', id: identity.sub },
  });
}
