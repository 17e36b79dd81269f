import { chatTexts, QUICK_REPLY_MAX_COUNT, type TQuickReply } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { chatQuickReplies, providers } from '@homebid/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';

// Quick-reply templates: texts a provider saves and inserts into a message with one click. Each
// provider sees and changes only its own; another's id answers 404.

const quickReplyNotFound = () => new AppError('not_found', chatTexts.quickReplyNotFound);

const json = (row: typeof chatQuickReplies.$inferSelect): TQuickReply => ({
  id: row.id,
  text: row.body,
  created_at: row.createdAt.toISOString(),
});

export async function listQuickReplies({ db, providerId }: { db: Database; providerId: number }) {
  const rows = await db
    .select()
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.providerId, providerId))
    .orderBy(asc(chatQuickReplies.id));
  return rows.map(json);
}

export async function createQuickReply({ db, providerId, text }: { db: Database; providerId: number; text: string }) {
  return db.transaction(async (tx) => {
    // Serialises one provider's creations, so the limit holds under concurrent requests.
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    const [{ total }] = await tx
      .select({ total: count() })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.providerId, providerId));
    if (total >= QUICK_REPLY_MAX_COUNT) throw invalid(chatTexts.quickReplyLimit);
    const [row] = await tx.insert(chatQuickReplies).values({ providerId, body: text }).returning();
    return json(row);
  });
}

export async function updateQuickReply({
  db,
  providerId,
  id,
  text,
}: {
  db: Database;
  providerId: number;
  id: number;
  text: string;
}) {
  const [row] = await db
    .update(chatQuickReplies)
    .set({ body: text, updatedAt: new Date() })
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.providerId, providerId)))
    .returning();
  if (!row) throw quickReplyNotFound();
  return json(row);
}

export async function deleteQuickReply({ db, providerId, id }: { db: Database; providerId: number; id: number }) {
  const [row] = await db
    .delete(chatQuickReplies)
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.providerId, providerId)))
    .returning({ id: chatQuickReplies.id });
  if (!row) throw quickReplyNotFound();
  return { id: row.id };
}
