import type { TSessionUser, TSignInResponse, TSignupStatus } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './session-tokens';

/** The signed-in user as every sign-in answers it. */
export async function loadSessionUser(db: Pick<Database, 'select'>, userId: number): Promise<TSessionUser> {
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(eq(users.id, userId));
  return {
    id: row.user.id,
    provider_id: row.provider?.id ?? null,
    name: row.user.name,
    email: row.user.email,
    mobile_number: row.user.mobileNumber,
    user_type: row.user.userType as 1 | 2,
    is_pro_provider: row.provider?.isProProvider ?? false,
    signup_status: row.user.signupStatus as TSignupStatus,
  };
}

/**
 * The one signed-in answer (sign-in by password, code or Google, registration's verification):
 * CONTRACT §4's session headers on the reply, and the user with its sign-up status in the body.
 */
export function signedInAnswer(
  reply: FastifyReply,
  { session, user }: { session: IssuedSession; user: TSessionUser },
  message: string = apiMessages.signedIn,
): TSignInResponse {
  reply.headers({
    'access-token': session.accessToken,
    client: session.client,
    uid: user.email,
    expiry: String(Math.floor(session.expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  });
  return { code: 200, message, signup_status: user.signup_status, data: user };
}
