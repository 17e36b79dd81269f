import { accountMessages } from '@homebid/contracts/accounts';
import type { TLoginWithOtpParsed } from '@homebid/contracts/auth';
import { invalid } from '../../lib/errors';
import { type AccountsContext, checkOneTimeCode, findUserByEmail } from '../accounts';
import { issueSession, loadSessionUser } from '../sessions';
import { WrongDoorError } from './wrong-door';

export type SignInWithCodeOptions = TLoginWithOtpParsed & { ctx: AccountsContext };

/**
 * Login by one-time code, step two: spends the code and opens a device session like sign_in.json.
 * The right code of an account of the other role (asked for at its own door) is told its door
 * (403 WrongDoorError) and stays unspent, so it still works there; a wrong one counts as ever.
 */
export async function signInWithCode({ ctx, email, otp, user_type }: SignInWithCodeOptions) {
  const account = await findUserByEmail(ctx.db, email);
  const check = await ctx.db.transaction(async (tx) => {
    const result = await checkOneTimeCode(tx, ctx.config.otp, { purpose: 'login', target: email, code: otp });
    if (result.ok && account && account.userType !== user_type && result.userId === account.id) {
      // Thrown inside the transaction: the code is not spent.
      throw new WrongDoorError(account.userType === 1 ? 1 : 2);
    }
    return result;
  });
  if (!check.ok) throw check.error;
  if (!account || account.userType !== user_type || check.userId !== account.id) {
    throw invalid(accountMessages.otpInvalid);
  }
  const session = await issueSession(ctx.db, account.id, ctx.config.sessionTtlMs);
  return { session, user: await loadSessionUser(ctx.db, account.id) };
}
