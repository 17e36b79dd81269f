import { accountMessages } from '@homebid/contracts/accounts';
import type { TLoginWithOtpParsed } from '@homebid/contracts/auth';
import { invalid } from '../../lib/errors';
import { type AccountsContext, checkOneTimeCode, findUserByEmail } from '../accounts';
import { issueSession, loadSessionUser } from '../sessions';

export type SignInWithCodeOptions = TLoginWithOtpParsed & { ctx: AccountsContext };

/** Login by one-time code, step two: spends the code and opens a device session like sign_in.json. */
export async function signInWithCode({ ctx, email, otp, user_type }: SignInWithCodeOptions) {
  const user = await findUserByEmail(ctx.db, email, user_type);
  const check = await ctx.db.transaction((tx) =>
    checkOneTimeCode(tx, ctx.config.otp, { purpose: 'login', target: email, code: otp }),
  );
  if (!check.ok) throw check.error;
  if (!user || check.userId !== user.id) throw invalid(accountMessages.otpInvalid);
  const session = await issueSession(ctx.db, user.id, ctx.config.sessionTtlMs);
  return { session, user: await loadSessionUser(ctx.db, user.id) };
}
