import { authMessages, type TSocialSignInParsed } from '@homebid/contracts/auth';
import { users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type AccountsContext, verifyGoogleIdToken } from '../accounts';
import { issueSession, loadSessionUser } from '../sessions';

export type SignInWithGoogleOptions = TSocialSignInParsed & { ctx: AccountsContext };

/** Sign-in with a Google ID token, for an account registered with that Google account; 404 otherwise. */
export async function signInWithGoogle({ ctx, id_token, user_type }: SignInWithGoogleOptions) {
  const identity = await verifyGoogleIdToken(ctx.config, id_token);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.socialType, 'google'), eq(users.socialId, identity.sub), eq(users.userType, user_type)))
    .limit(1);
  if (!user) throw new AppError('not_found', authMessages.socialAccountNotFound);
  const session = await issueSession(ctx.db, user.id, ctx.config.sessionTtlMs);
  return { session, user: await loadSessionUser(ctx.db, user.id) };
}
