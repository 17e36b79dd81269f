import {
  billingChargeId,
  billingRefundId,
  billingTexts,
  type TBillingEntry,
  type TBillingKind,
  type TBillingStatus,
} from '@homebid/contracts/billing';
import { centsToDollars } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { cardPayments, cardRefunds, paymentCards, projects, proPlans, providerSubscriptions } from '@homebid/db/schema';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

/** Charges that went through: paid, or paid and later refunded. Failed and unanswered ones never billed. */
const BILLED_STATUSES = ['succeeded', 'refunded'];

/** What every row of the history is read with: the charge, its card, its project or its plan. */
const chargeColumns = {
  chargeId: cardPayments.id,
  purpose: cardPayments.purpose,
  chargeStatus: cardPayments.status,
  chargeCents: cardPayments.amountCents,
  chargedAt: cardPayments.createdAt,
  processorPaymentId: cardPayments.processorPaymentId,
  brand: paymentCards.brand,
  last4: paymentCards.last4,
  projectTitle: projects.title,
  planTitle: proPlans.title,
  cycle: sql<string | null>`coalesce(${cardPayments.cycle}, ${providerSubscriptions.cycle})`,
};

/** The charge's card, project, subscription and plan, joined onto a select of card_payments. */
function selectCharges<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...chargeColumns, ...extra })
    .from(cardPayments)
    .leftJoin(paymentCards, eq(paymentCards.id, cardPayments.cardId))
    .leftJoin(projects, eq(projects.id, cardPayments.projectId))
    .leftJoin(providerSubscriptions, eq(providerSubscriptions.id, cardPayments.subscriptionId))
    .leftJoin(proPlans, eq(proPlans.id, sql`coalesce(${cardPayments.proPlanId}, ${providerSubscriptions.proPlanId})`));
}

/** A charge as read with its card, project and plan. */
type ChargeRow = Awaited<ReturnType<typeof selectCharges<Record<never, never>>>>[number];
/** A refund as read with the charge it gives back. */
type RefundRow = ChargeRow & {
  refundId: number;
  refundStatus: string;
  refundCents: number;
  refundedAt: Date;
};

function chargeDescription(row: ChargeRow): { kind: TBillingKind; description: string } {
  if (row.purpose === 'lead_purchase') return { kind: 'lead', description: billingTexts.lead(row.projectTitle ?? '') };
  if (row.purpose === 'subscription') {
    return { kind: 'pro_plus', description: billingTexts.proPlus(row.planTitle ?? '', row.cycle) };
  }
  return { kind: 'top_up', description: billingTexts.topUp };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function chargeEntry(row: ChargeRow): TBillingEntry {
  const { kind, description } = chargeDescription(row);
  return {
    id: billingChargeId(row.chargeId),
    kind,
    description,
    card_brand: row.brand,
    card_last4: row.last4,
    amount: centsToDollars(Number(row.chargeCents)),
    status: (row.chargeStatus === 'refunded' ? 'refunded' : 'paid') satisfies TBillingStatus,
    processor_reference: row.processorPaymentId,
    created_at: iso(row.chargedAt),
  };
}

export function refundEntry(row: RefundRow): TBillingEntry {
  return {
    id: billingRefundId(row.refundId),
    kind: 'refund',
    description: billingTexts.refundOf(chargeDescription(row).description),
    card_brand: row.brand,
    card_last4: row.last4,
    amount: -centsToDollars(Number(row.refundCents)),
    status: row.refundStatus === 'refunded' ? 'refunded' : 'refund_pending',
    processor_reference: row.processorPaymentId,
    created_at: iso(row.refundedAt),
  };
}

const ofProviderCharges = (providerId: number, where?: SQL) =>
  and(eq(cardPayments.providerId, providerId), inArray(cardPayments.status, BILLED_STATUSES), where);

/** The provider's billed charges, newest first: the first `limit`, or the one of `chargeId`. */
export async function readCharges(db: Database, providerId: number, options: { limit?: number; chargeId?: number }) {
  const query = selectCharges(db, {})
    .where(ofProviderCharges(providerId, options.chargeId ? eq(cardPayments.id, options.chargeId) : undefined))
    .orderBy(desc(cardPayments.createdAt), desc(cardPayments.id));
  const list = options.limit === undefined ? await query : await query.limit(options.limit);
  return list.map(chargeEntry);
}

/** The provider's refunds to a card, newest first: the first `limit`, or the one of `refundId`. */
export async function readRefunds(db: Database, providerId: number, options: { limit?: number; refundId?: number }) {
  const query = selectCharges(db, {
    refundId: cardRefunds.id,
    refundStatus: cardRefunds.status,
    refundCents: cardRefunds.amountCents,
    refundedAt: cardRefunds.createdAt,
  })
    .innerJoin(cardRefunds, eq(cardRefunds.cardPaymentId, cardPayments.id))
    .where(
      and(
        eq(cardRefunds.providerId, providerId),
        eq(cardPayments.providerId, providerId),
        options.refundId ? eq(cardRefunds.id, options.refundId) : undefined,
      ),
    )
    .orderBy(desc(cardRefunds.createdAt), desc(cardRefunds.id));
  const list = options.limit === undefined ? await query : await query.limit(options.limit);
  return list.map(refundEntry);
}

/** How many rows the provider's history has: billed charges plus refunds. */
export async function countBilling(db: Database, providerId: number): Promise<number> {
  const [[charges], [refunds]] = await Promise.all([
    db.select({ total: count() }).from(cardPayments).where(ofProviderCharges(providerId)),
    db.select({ total: count() }).from(cardRefunds).where(eq(cardRefunds.providerId, providerId)),
  ]);
  return Number(charges?.total ?? 0) + Number(refunds?.total ?? 0);
}
