import type { TQuote, TQuoteStatus } from '@homebid/contracts/quotes';
import { centsToDollars } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { chatMessages, quoteLineItems, quotes } from '@homebid/db/schema';
import { and, asc, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';

/**
 * The earliest date still "today" somewhere on Earth (UTC−12): a quote is valid through its
 * valid_until day anywhere, so it expires once this date has passed it (quoteDateBounds in the
 * contracts lets no quote be sent already expired).
 */
export const EARLIEST_TODAY = sql`((now() - interval '12 hours') at time zone 'UTC')::date`;

/** A pending quote past its last day reads as expired; the stored status says what the customer answered. */
export const quoteStatusSql = sql<TQuoteStatus>`case when ${quotes.status} = 'pending' and ${quotes.validUntil} < ${EARLIEST_TODAY} then 'expired' else ${quotes.status} end`;

/**
 * The quote cards matching `where`, newest first, with their lines in the pro's order. Only quotes
 * whose message is shown in the conversation: a withdrawn (deleted) one is gone.
 */
export async function loadQuoteCards(db: Database, where: SQL | undefined): Promise<TQuote[]> {
  const found = await db
    .select({
      id: quotes.id,
      messageId: quotes.chatMessageId,
      projectId: quotes.projectId,
      providerId: quotes.providerId,
      totalCents: quotes.totalCents,
      validUntil: quotes.validUntil,
      status: quoteStatusSql,
      answeredAt: quotes.answeredAt,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(chatMessages, eq(chatMessages.id, quotes.chatMessageId))
    .where(and(where, isNull(chatMessages.deletedAt), not(chatMessages.sensitiveInfo)))
    .orderBy(desc(quotes.id));
  if (found.length === 0) return [];
  const lines = await db
    .select({
      quoteId: quoteLineItems.quoteId,
      description: quoteLineItems.description,
      quantity: quoteLineItems.quantity,
      unitPriceCents: quoteLineItems.unitPriceCents,
    })
    .from(quoteLineItems)
    .where(
      inArray(
        quoteLineItems.quoteId,
        found.map((quote) => quote.id),
      ),
    )
    .orderBy(asc(quoteLineItems.quoteId), asc(quoteLineItems.position));
  return found.map((quote) => ({
    id: quote.id,
    message_id: quote.messageId,
    project_id: quote.projectId,
    provider_id: quote.providerId,
    line_items: lines
      .filter((line) => line.quoteId === quote.id)
      .map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit_price: centsToDollars(line.unitPriceCents),
        amount: centsToDollars(line.unitPriceCents * line.quantity),
      })),
    total: centsToDollars(quote.totalCents),
    valid_until: quote.validUntil,
    status: quote.status,
    answered_at: quote.answeredAt?.toISOString() ?? null,
    created_at: quote.createdAt.toISOString(),
  }));
}

/** The quote cards of these chat messages, by message id. */
export async function loadQuotesOfMessages(db: Database, messageIds: number[]): Promise<Map<number, TQuote>> {
  if (messageIds.length === 0) return new Map();
  const cards = await loadQuoteCards(db, inArray(quotes.chatMessageId, messageIds));
  return new Map(cards.map((card) => [card.message_id, card]));
}

/** One quote's card, or null (unknown, or its message withdrawn). */
export async function loadQuoteCard(db: Database, quoteId: number): Promise<TQuote | null> {
  const [card] = await loadQuoteCards(db, eq(quotes.id, quoteId));
  return card ?? null;
}
