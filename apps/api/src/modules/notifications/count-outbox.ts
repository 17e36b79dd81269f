import type { Database } from '@homebid/db/client';
import { notificationOutbox } from '@homebid/db/schema';
import { count } from 'drizzle-orm';

/** Notifications waiting in the outbox, due or backing off after a failure: the metrics' outbox depth. */
export async function countOutbox(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ depth: count() }).from(notificationOutbox);
  return row?.depth ?? 0;
}
