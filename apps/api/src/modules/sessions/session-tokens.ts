import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@homebid/db/client';
import { authTokens, providers, users } from '@homebid/db/schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Principal, SessionCredentials } from './principal';

export interface IssuedSession {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(24).toString('base64url');

/** `last_used_at` is written at most this often per device, so reads do not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Signs a user in on one more device: a new client with its own token. */
export async function issueSession(db: Database, userId: number, ttlMs: number): Promise<IssuedSession> {
  const accessToken = randomToken();
  const client = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(authTokens).values({ userId, client, tokenHash: hashToken(accessToken), expiresAt });
  return { accessToken, client, expiresAt };
}

/**
 * The principal behind a device's credentials, in one indexed query (the client's unique index),
 * or null when any part is wrong or expired.
 */
export async function findPrincipal(db: Database, { accessToken, client, uid }: SessionCredentials) {
  const now = new Date();
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      tokenHash: authTokens.tokenHash,
      lastUsedAt: authTokens.lastUsedAt,
      userId: users.id,
      userType: users.userType,
      email: users.email,
      providerId: providers.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(and(eq(authTokens.client, client), gt(authTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.email.toLowerCase() !== uid.toLowerCase()) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(hashToken(accessToken), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(authTokens.id, row.tokenId), lt(authTokens.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
      );
  }
  const principal: Principal = {
    tokenId: row.tokenId,
    userId: row.userId,
    userType: row.userType as Principal['userType'],
    email: row.email,
    ...(row.providerId === null ? {} : { providerId: row.providerId }),
  };
  return principal;
}

/** Ends one device's session, leaving the user's other devices signed in. */
export async function revokeSession(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
