import type { Database } from '@homebid/db/client';
import { authTokens } from '@homebid/db/schema';
import { lte } from 'drizzle-orm';

export interface PruneAuthTokensOptions {
  db: Database;
  now?: Date;
}

/** Deletes the sessions of devices whose token has expired (the session lookup never accepts them); answers how many. */
export async function pruneAuthTokens({ db, now = new Date() }: PruneAuthTokensOptions): Promise<number> {
  const removed = await db.delete(authTokens).where(lte(authTokens.expiresAt, now)).returning({ id: authTokens.id });
  return removed.length;
}
