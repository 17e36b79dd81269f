import type { Database } from '@homebid/db/client';
import { notifications } from '@homebid/db/schema';
import { and, count, eq, isNull } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;

/** How many of the user's notifications are unread (the header badge, NotificationChannel's count). */
export async function countUnread(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
