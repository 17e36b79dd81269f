// Saved cards (spec §7: wallet_get_provider_card_details, add_card_to_stripe, destroy_provider_card).
// Only the processor's payment method id, brand, last four and expiry are stored; never the number.
import { CARD_BRAND_LABEL, type TCard, type TCardBrand, walletMessages } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { paymentCards } from '@homebid/db/schema';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { type CardProcessor, callProcessor, ensureCustomer, isExpired } from '../payments';

/** One payment_cards row. */
export type CardRow = typeof paymentCards.$inferSelect;

export const cardNotFound = () => new AppError('not_found', walletMessages.cardNotFound);

export function cardJson(row: CardRow): TCard {
  const brand = row.brand as TCardBrand;
  return {
    id: row.paymentMethodId,
    brand,
    card_icon: brand,
    last4_digit: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    created_at: row.createdAt.toISOString(),
  };
}

/** 'Visa •••• 4242': how a card names itself in the history. */
export const cardLabel = (row: Pick<CardRow, 'brand' | 'last4'>) =>
  `${CARD_BRAND_LABEL[row.brand as TCardBrand] ?? 'Card'} •••• ${row.last4}`;

/** The provider's live cards of the current processor. */
const liveCardsOf = (processor: CardProcessor, providerId: number) =>
  and(
    eq(paymentCards.providerId, providerId),
    eq(paymentCards.processor, processor.name),
    isNull(paymentCards.deletedAt),
  );

/** The provider's saved cards of the current processor, newest first. */
export function listCards(db: Database, processor: CardProcessor, providerId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(liveCardsOf(processor, providerId))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
}

/** One of the provider's saved cards by its payment method id, or 404 (another provider's too). */
export async function findCard(
  db: Database,
  processor: CardProcessor,
  providerId: number,
  paymentMethodId: string,
): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(liveCardsOf(processor, providerId), eq(paymentCards.paymentMethodId, paymentMethodId)));
  if (!row) throw cardNotFound();
  return row;
}

export interface AddCardOptions {
  db: Database;
  processor: CardProcessor;
  providerId: number;
  paymentMethodId: string;
}

/** Attaches the payment method to the provider's customer at the processor and saves the card. */
export async function addCard({ db, processor, providerId, paymentMethodId }: AddCardOptions): Promise<CardRow> {
  const customerId = await ensureCustomer(db, processor, providerId);
  const card = await callProcessor(() => processor.attachPaymentMethod({ customerId, paymentMethodId }));
  if (isExpired(card.expMonth, card.expYear)) throw invalid(walletMessages.cardExpired);
  const [row] = await db
    .insert(paymentCards)
    .values({
      providerId,
      processor: processor.name,
      paymentMethodId: card.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    // A card removed by its provider comes back when added again; another provider's is refused.
    .onConflictDoUpdate({
      target: [paymentCards.processor, paymentCards.paymentMethodId],
      set: { deletedAt: null },
      setWhere: sql`payment_cards.provider_id = excluded.provider_id`,
    })
    .returning();
  if (!row) throw invalid(walletMessages.paymentMethodInvalid);
  return row;
}

/** Detaches the card at the processor, then removes it from the provider's list (payments keep referring to it). */
export async function destroyCard({ db, processor, providerId, paymentMethodId }: AddCardOptions): Promise<void> {
  const card = await findCard(db, processor, providerId, paymentMethodId);
  await callProcessor(() => processor.detachPaymentMethod(card.paymentMethodId));
  await db
    .update(paymentCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(paymentCards.id, card.id), isNull(paymentCards.deletedAt)));
}
