import { accountMessages, type TRegistrationStarted } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { startRegistration } from './start-registration';
import { verifyGoogleIdToken } from './verify-google-id-token';

export interface SignUpWithGoogleOptions {
  ctx: AccountsContext;
  idToken: string;
  name: string;
  email: string;
  mobileNumber: string;
  limitAddress: (address: string) => Promise<void>;
}

/**
 * Registration with Google: the ID token proves the e-mail (it must be verified by Google and be
 * the e-mail given); then it goes on like basic-info without a password (code to the mobile).
 */
export async function signUpWithGoogle(options: SignUpWithGoogleOptions): Promise<TRegistrationStarted> {
  const { ctx, idToken, name, email, mobileNumber, limitAddress } = options;
  const identity = await verifyGoogleIdToken(ctx.config, idToken);
  if (!identity.emailVerified || identity.email !== email) throw invalid(accountMessages.socialEmailMismatch);
  return startRegistration({
    ctx,
    name,
    email,
    mobileNumber,
    passwordHash: null,
    userType: 2,
    social: { type: 'google', id: identity.sub },
    limitAddress,
  });
}
