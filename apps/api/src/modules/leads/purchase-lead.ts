// Buying a lead (spec §4 purchase flow; the issue's rules): only a project available to the
// provider, once per provider (a refunded lead cannot be bought again), at most LEAD_UNLOCK_CAP
// providers per lead, at the server's price. The project row is locked, the wallet debited with a
// conditional UPDATE, the purchase and provider_projects.lead_purchased_at written, all in one
// transaction: either everything happens or nothing does.
import { LEAD_UNLOCK_CAP, leadMessages, type TLeadPurchase, type TRefundStatus } from '@homebid/contracts/leads';
import { LEDGER_CATEGORY } from '@homebid/contracts/wallet';
import { type Database, type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { findProviderProject, projectNotFound } from '../projects';
import { assertWithinSpendCaps } from '../spend-control';
import { debitWallet, type LedgerRow } from '../wallet';
import { liveUnlocks } from './lead-card';
import { type LeadPrice, leadPriceFor } from './lead-price';

export interface LeadPurchaseRow {
  id: number;
  provider_id: number;
  project_id: number;
  provider_project_id: number;
  price_cents: number;
  discount_percent: number;
  paid_cents: number;
  payment_method: 'wallet' | 'card';
  wallet_transaction_id: number | null;
  card_payment_id: number | null;
  refund_status: TRefundStatus | null;
  created_at: string | Date;
}

export function normalisePurchase(row: LeadPurchaseRow): LeadPurchaseRow {
  return {
    ...row,
    id: Number(row.id),
    project_id: Number(row.project_id),
    provider_project_id: Number(row.provider_project_id),
    price_cents: Number(row.price_cents),
    paid_cents: Number(row.paid_cents),
    wallet_transaction_id: row.wallet_transaction_id === null ? null : Number(row.wallet_transaction_id),
    card_payment_id: row.card_payment_id === null ? null : Number(row.card_payment_id),
  };
}

export function leadPurchaseJson(row: LeadPurchaseRow): TLeadPurchase {
  return {
    id: row.id,
    project_id: row.project_id,
    provider_project_id: row.provider_project_id,
    wallet_history_id: row.wallet_transaction_id,
    price: row.price_cents / 100,
    discount: row.discount_percent,
    amount_paid: row.paid_cents / 100,
    payment_method: row.payment_method,
    refund_status: row.refund_status,
    purchased_at: new Date(row.created_at).toISOString(),
  };
}

export async function findLeadPurchase(
  db: Executor,
  providerId: number,
  projectId: number,
): Promise<LeadPurchaseRow | undefined> {
  const [row] = await rows<LeadPurchaseRow>(
    db,
    sql`select * from lead_purchases where provider_id = ${providerId} and project_id = ${projectId}`,
  );
  return row ? normalisePurchase(row) : undefined;
}

/**
 * Whether the provider may buy this lead now, and at what price; throws the answer otherwise.
 * Inside a transaction with `lock`, the project row stays locked until it ends, so the checks hold.
 */
export async function assertLeadPurchasable(
  db: Executor,
  providerId: number,
  projectId: number,
  { lock = false } = {},
): Promise<LeadPrice> {
  const project = await findProviderProject(db, providerId, projectId, { lock });
  if (!project) throw projectNotFound();
  const existing = await findLeadPurchase(db, providerId, projectId);
  if (existing?.refund_status === 'refunded') throw invalid(leadMessages.alreadyRefunded);
  if (existing) throw new AppError('conflict', leadMessages.leadAlreadyPurchased);
  if (!project.is_available) throw invalid(leadMessages.leadNotAvailable);
  const [unlocks] = await rows<{ count: number }>(db, sql`select ${liveUnlocks(projectId)} as count`);
  if (Number(unlocks?.count ?? 0) >= LEAD_UNLOCK_CAP) throw new AppError('conflict', leadMessages.leadSoldOut);
  return leadPriceFor(db, providerId, projectId);
}

export type LeadPayment =
  | { kind: 'wallet' }
  /** Paid by card on the lead payment page: the succeeded card payment and the amount it charged. */
  | { kind: 'card'; cardPaymentId: number; paidCents: number };

export interface RecordLeadPurchaseResult {
  purchase: LeadPurchaseRow;
  ledger: LedgerRow | null;
}

/**
 * Records a lead purchase inside the caller's transaction: checks (project locked), debit from the
 * wallet or a card payment already charged, provider_projects.lead_purchased_at, the purchase row.
 */
export async function recordLeadPurchase(
  tx: Executor,
  { providerId, projectId, payment }: { providerId: number; projectId: number; payment: LeadPayment },
): Promise<RecordLeadPurchaseResult> {
  const price = await assertLeadPurchasable(tx, providerId, projectId, { lock: true });
  const paidCents = payment.kind === 'card' ? payment.paidCents : price.paidCents;
  // Spend control: a purchase over the provider's per-lead maximum, daily or weekly cap is refused, with
  // the wallet row locked so a provider's purchases are checked one after the other.
  await assertWithinSpendCaps(tx, providerId, paidCents);
  const [title] = await rows<{ title: string }>(tx, sql`select title from projects where id = ${projectId}`);
  const ledger =
    payment.kind === 'wallet' && paidCents > 0
      ? await debitWallet(tx, {
          providerId,
          amountCents: paidCents,
          category: LEDGER_CATEGORY.leadPurchase,
          label: `${LEDGER_CATEGORY.leadPurchase}: ${title?.title ?? `project ${projectId}`}`,
          projectId,
        })
      : null;
  const [providerProject] = await rows<{ id: number }>(
    tx,
    sql`insert into provider_projects (provider_id, project_id, lead_purchased_at) values (${providerId}, ${projectId}, now())
        on conflict (provider_id, project_id) do update set lead_purchased_at = now(), updated_at = now()
        returning id`,
  );
  const [purchase] = await rows<LeadPurchaseRow>(
    tx,
    sql`insert into lead_purchases (provider_id, project_id, provider_project_id, price_cents, discount_percent, paid_cents,
          payment_method, wallet_transaction_id, card_payment_id)
        values (${providerId}, ${projectId}, ${Number(providerProject?.id)}, ${price.priceCents}, ${price.discountPercent},
          ${paidCents}, ${payment.kind}, ${ledger?.id ?? null}, ${payment.kind === 'card' ? payment.cardPaymentId : null})
        returning *`,
  );
  return { purchase: normalisePurchase(purchase as LeadPurchaseRow), ledger };
}

/** Buys the lead from the wallet in one transaction. */
export async function purchaseLeadFromWallet({
  db,
  providerId,
  projectId,
}: {
  db: Database;
  providerId: number;
  projectId: number;
}): Promise<RecordLeadPurchaseResult> {
  return db.transaction((tx) => recordLeadPurchase(tx, { providerId, projectId, payment: { kind: 'wallet' } }));
}
