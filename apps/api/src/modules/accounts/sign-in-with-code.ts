import { accountMessages } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import { issueSession, loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';
import { checkOneTimeCode } from './one-time-codes';
import { findUserByEmail } from './users-lookup';

export interface SignInWithCodeOptions {
  ctx: AccountsContext;
  email: string;
  otp: string;
  userType: 1 | 2;
}

/** Login by one-time code, step two: spends the code and opens a device session like sign_in.json. */
export async function signInWithCode({ ctx, email, otp, userType }: SignInWithCodeOptions) {
  const user = await findUserByEmail(ctx.db, email, userType);
  const check = await ctx.db.transaction((tx) =>
    checkOneTimeCode(tx, ctx.config.otp, { purpose: 'login', target: email, code: otp }),
  );
  if (!check.ok) throw check.error;
  if (!user || check.userId !== user.id) throw invalid(accountMessages.otpInvalid);
  const session = await issueSession(ctx.db, user.id, ctx.config.sessionTtlMs);
  return { session, user: await loadSessionUser(ctx.db, user.id) };
}
