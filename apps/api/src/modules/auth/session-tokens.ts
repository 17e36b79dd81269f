import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@homebid/db/client';
import { authTokens, users } from '@homebid/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';

export interface IssuedSession {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(24).toString('base64url');

/** Signs a user in on one more device: a new client with its own token. */
export async function issueSessionToken(db: Database, userId: number, ttlMs: number): Promise<IssuedSession> {
  const accessToken = randomToken();
  const client = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(authTokens).values({ userId, client, tokenHash: hashToken(accessToken), expiresAt });
  return { accessToken, client, expiresAt };
}

export interface SessionLookup {
  accessToken: string;
  client: string;
  uid: string;
}

/** The user behind a device's headers, or null when any part is wrong or expired. */
export async function findSessionUser(db: Database, { accessToken, client, uid }: SessionLookup) {
  const [row] = await db
    .select({ tokenId: authTokens.id, tokenHash: authTokens.tokenHash, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.client, client),
        gt(authTokens.expiresAt, new Date()),
        eq(sql`lower(${users.email})`, uid.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(hashToken(accessToken), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { tokenId: row.tokenId, client, user: row.user };
}

/** Ends one device's session, leaving the user's other devices signed in. */
export async function revokeSessionToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
