// Saved cards (spec §7: wallet_get_provider_card_details, add_card_to_stripe, destroy_provider_card).
// Only the processor's payment method id, brand, last four and expiry are stored; never the number.
import { CARD_BRAND_LABEL, type TCard, type TCardBrand, walletMessages } from '@homebid/contracts/wallet';
import { type Database, type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { type CardProcessor, callProcessor, ensureCustomer, isExpired } from '../payments';

export interface CardRow {
  id: number;
  provider_id: number;
  processor: 'sandbox' | 'stripe';
  payment_method_id: string;
  brand: TCardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string | Date;
}

export const cardNotFound = () => new AppError('not_found', walletMessages.cardNotFound);

export function cardJson(row: CardRow): TCard {
  return {
    id: row.payment_method_id,
    brand: row.brand,
    card_icon: row.brand,
    last4_digit: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** 'Visa •••• 4242': how a card names itself in the history. */
export const cardLabel = (row: Pick<CardRow, 'brand' | 'last4'>) =>
  `${CARD_BRAND_LABEL[row.brand] ?? 'Card'} •••• ${row.last4}`;

/** The provider's saved cards of the current processor, newest first. */
export async function listCards(db: Executor, processor: CardProcessor, providerId: number): Promise<CardRow[]> {
  const list = await rows<CardRow>(
    db,
    sql`select * from payment_cards where provider_id = ${providerId} and processor = ${processor.name} and deleted_at is null
        order by created_at desc, id desc`,
  );
  return list.map((row) => ({ ...row, id: Number(row.id) }));
}

/** One of the provider's saved cards by its payment method id, or 404 (another provider's too). */
export async function findCard(
  db: Executor,
  processor: CardProcessor,
  providerId: number,
  paymentMethodId: string,
): Promise<CardRow> {
  const [row] = await rows<CardRow>(
    db,
    sql`select * from payment_cards where provider_id = ${providerId} and processor = ${processor.name}
        and payment_method_id = ${paymentMethodId} and deleted_at is null`,
  );
  if (!row) throw cardNotFound();
  return { ...row, id: Number(row.id) };
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
  const [row] = await rows<CardRow>(
    db,
    sql`insert into payment_cards (provider_id, processor, payment_method_id, brand, last4, exp_month, exp_year)
        values (${providerId}, ${processor.name}, ${card.paymentMethodId}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear})
        on conflict (processor, payment_method_id) do update set deleted_at = null
          where payment_cards.provider_id = excluded.provider_id
        returning *`,
  );
  if (!row) throw invalid(walletMessages.paymentMethodInvalid);
  return { ...row, id: Number(row.id) };
}

/** Detaches the card at the processor, then removes it from the provider's list (payments keep referring to it). */
export async function destroyCard({ db, processor, providerId, paymentMethodId }: AddCardOptions): Promise<void> {
  const card = await findCard(db, processor, providerId, paymentMethodId);
  await callProcessor(() => processor.detachPaymentMethod(card.payment_method_id));
  await db.execute(sql`update payment_cards set deleted_at = now() where id = ${card.id} and deleted_at is null`);
}
