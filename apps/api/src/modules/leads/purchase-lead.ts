// Buying a lead (spec §4 purchase flow; the issue's rules): only a project available to the
// provider, once per provider (a refunded lead cannot be bought again), at most LEAD_UNLOCK_CAP
// providers per lead, at the server's price. The project row is locked, the wallet debited with a
// conditional UPDATE, the purchase and provider_projects.lead_purchased_at written, all in one
// transaction: either everything happens or nothing does.
import { LEAD_UNLOCK_CAP, leadMessages, type TLeadPurchase, type TRefundStatus } from '@homebid/contracts/leads';
import { LEDGER_CATEGORY } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { leadPurchases, projects, providerProjects } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { findProviderProject, projectNotFound } from '../projects';
import { assertWithinSpendCaps } from '../spend-control';
import { debitWallet, type LedgerRow } from '../wallet';
import { liveUnlocks } from './lead-card';
import { type LeadPrice, leadPriceFor } from './lead-price';

/** One lead_purchases row. */
export type LeadPurchaseRow = typeof leadPurchases.$inferSelect;

export function leadPurchaseJson(row: LeadPurchaseRow): TLeadPurchase {
  return {
    id: row.id,
    project_id: row.projectId,
    provider_project_id: row.providerProjectId,
    wallet_history_id: row.walletTransactionId,
    price: row.priceCents / 100,
    discount: row.discountPercent,
    amount_paid: row.paidCents / 100,
    payment_method: row.paymentMethod as TLeadPurchase['payment_method'],
    refund_status: row.refundStatus as TRefundStatus | null,
    purchased_at: row.createdAt.toISOString(),
  };
}

export async function findLeadPurchase(
  db: Database,
  providerId: number,
  projectId: number,
): Promise<LeadPurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.providerId, providerId), eq(leadPurchases.projectId, projectId)));
  return row;
}

/**
 * Whether the provider may buy this lead now, and at what price; throws the answer otherwise.
 * Inside a transaction with `lock`, the project row stays locked until it ends, so the checks hold.
 */
export async function assertLeadPurchasable(
  db: Database,
  providerId: number,
  projectId: number,
  { lock = false } = {},
): Promise<LeadPrice> {
  const project = await findProviderProject(db, providerId, projectId, { lock });
  if (!project) throw projectNotFound();
  const existing = await findLeadPurchase(db, providerId, projectId);
  if (existing?.refundStatus === 'refunded') throw invalid(leadMessages.alreadyRefunded);
  if (existing) throw new AppError('conflict', leadMessages.leadAlreadyPurchased);
  if (!project.is_available) throw invalid(leadMessages.leadNotAvailable);
  const [unlocks] = await rows<{ count: number }>(db, sql`select ${liveUnlocks(projectId)} as count`);
  if ((unlocks?.count ?? 0) >= LEAD_UNLOCK_CAP) throw new AppError('conflict', leadMessages.leadSoldOut);
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
  tx: Database,
  { providerId, projectId, payment }: { providerId: number; projectId: number; payment: LeadPayment },
): Promise<RecordLeadPurchaseResult> {
  const price = await assertLeadPurchasable(tx, providerId, projectId, { lock: true });
  const paidCents = payment.kind === 'card' ? payment.paidCents : price.paidCents;
  // Spend control: a purchase over the provider's per-lead maximum, daily or weekly cap is refused, with
  // the wallet row locked so a provider's purchases are checked one after the other.
  await assertWithinSpendCaps(tx, providerId, paidCents);
  const [title] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId));
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
  const [providerProject] = await tx
    .insert(providerProjects)
    .values({ providerId, projectId, leadPurchasedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [providerProjects.providerId, providerProjects.projectId],
      set: { leadPurchasedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ id: providerProjects.id });
  if (!providerProject) throw new Error('provider project missing');
  const [purchase] = await tx
    .insert(leadPurchases)
    .values({
      providerId,
      projectId,
      providerProjectId: providerProject.id,
      priceCents: price.priceCents,
      discountPercent: price.discountPercent,
      paidCents,
      paymentMethod: payment.kind,
      walletTransactionId: ledger?.id ?? null,
      cardPaymentId: payment.kind === 'card' ? payment.cardPaymentId : null,
    })
    .returning();
  if (!purchase) throw new Error('lead purchase missing');
  return { purchase, ledger };
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
