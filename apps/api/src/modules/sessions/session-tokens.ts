import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import { authTokens, providerListChanges, providerListRevisions, providers, users } from '@homebid/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Principal, SessionCredentials } from './principal';

export interface IssuedSession {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(24).toString('base64url');

/** Signs a user in on one more device: a new client with its own token. */
export async function issueSession(db: Database, userId: number, ttlMs: number): Promise<IssuedSession> {
  const accessToken = randomToken();
  const client = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(authTokens).values({ userId, client, tokenHash: hashToken(accessToken), expiresAt });
  return { accessToken, client, expiresAt };
}

/** Every signed-in call runs this: prepared once per connection, then only executed. */
const principalByClient = preparedRead<{
  token_id: number;
  token_hash: string;
  expires_ms: number;
  is_stale: boolean;
  user_id: number;
  user_type: 1 | 2;
  email: string;
  provider_id: number | null;
  profile_revision: number | null;
  list_revision: string | null;
}>({
  name: 'session_principal',
  params: 1,
  build: (client) => sql`
    select ${authTokens.id} as token_id, ${authTokens.tokenHash} as token_hash,
      (extract(epoch from ${authTokens.expiresAt}) * 1000)::float8 as expires_ms,
      ${authTokens.lastUsedAt} < now() - interval '1 minute' as is_stale,
      ${users.id} as user_id, ${users.userType} as user_type, ${users.email} as email, ${providers.id} as provider_id,
      ${providers.profileRevision} as profile_revision,
      coalesce(${providerListRevisions.revision}, 0) + (select count(*) from ${providerListChanges}
        where ${providerListChanges.providerId} = ${providers.id}) as list_revision
    from ${authTokens}
    join ${users} on ${users.id} = ${authTokens.userId}
    left join ${providers} on ${providers.userId} = ${users.id}
    left join ${providerListRevisions} on ${providerListRevisions.providerId} = ${providers.id}
    where ${authTokens.client} = ${client} and ${authTokens.expiresAt} > now()`,
});

/**
 * The principal behind a device's credentials, in one indexed query (the client's unique index),
 * or null when any part is wrong or expired. `last_used_at` is written at most once a minute.
 */
export async function findPrincipal(db: Database, { accessToken, client, uid }: SessionCredentials) {
  const [row] = await principalByClient.rows(db, [client]);
  if (!row || row.email.toLowerCase() !== uid.toLowerCase()) return null;
  const expected = Buffer.from(row.token_hash, 'hex');
  const given = Buffer.from(hashToken(accessToken), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const tokenId = row.token_id;
  if (row.is_stale) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(authTokens.id, tokenId), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`)));
  }
  const principal: Principal = {
    tokenId,
    sessionExpiresAt: new Date(row.expires_ms),
    userId: row.user_id,
    userType: row.user_type,
    email: row.email,
    ...(row.provider_id === null
      ? {}
      : {
          providerId: row.provider_id,
          profileRevision: row.profile_revision ?? 0,
          // A bigint read by raw SQL arrives as text.
          listRevision: row.list_revision ?? '0',
        }),
  };
  return principal;
}

/**
 * Ends one device's session, leaving the user's other devices signed in. The caller then ends its
 * live sockets: `app.live.endSessions([tokenId])`.
 */
export async function revokeSession(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/**
 * Ends every session of a user (e.g. a password reset), inside the caller's transaction; answers the
 * ended sessions' ids for `app.live.endSessions` once the transaction committed.
 */
export async function revokeUserSessions(db: Pick<Database, 'delete'>, userId: number): Promise<number[]> {
  const ended = await db.delete(authTokens).where(eq(authTokens.userId, userId)).returning({ id: authTokens.id });
  return ended.map((row) => row.id);
}
