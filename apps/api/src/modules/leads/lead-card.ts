// The lead card on the project detail (spec §2, §3; the issue: price and competition before
// purchase): the price and how it was computed, unlocks out of the cap, the lead's age, whether the
// customer's phone was verified, and the provider's own purchase and refund state.
import {
  LEAD_UNLOCK_CAP,
  leadMessages,
  leadOutcome,
  REFUND_RULES,
  type TProjectLeadFields,
  type TRefundRule,
  type TRefundStatus,
} from '@homebid/contracts/leads';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { leadPriceFor, leadPriceJson } from './lead-price';

/**
 * How many pros hold a project's lead now, for the cap of LEAD_UNLOCK_CAP: a refunded purchase gives
 * its place back (a refund approved for a sold-out lead makes it available again).
 */
export const liveUnlocks = (projectId: number) =>
  sql`(select count(*)::int from lead_purchases x where x.project_id = ${projectId} and x.refund_status is distinct from 'refunded')`;
export interface LoadLeadCardOptions {
  db: Executor;
  providerId: number;
  projectId: number;
  /** The project is open and in the provider's areas and services (projects module). */
  isAvailable: boolean;
  postedAt: string | Date;
  isPhoneVerified: boolean;
  providerProjectId: number | null;
  /** The customer hired another provider. */
  isHiredAnother?: boolean;
}

export async function loadLeadCard({
  db,
  providerId,
  projectId,
  isAvailable,
  postedAt,
  isPhoneVerified,
  providerProjectId,
  isHiredAnother = false,
}: LoadLeadCardOptions): Promise<TProjectLeadFields> {
  const [price, [state]] = await Promise.all([
    leadPriceFor(db, providerId, projectId),
    rows<{
      unlocks: number;
      purchased_at: string | Date | null;
      wallet_transaction_id: number | string | null;
      refund_status: TRefundStatus | null;
      rule: TRefundRule | null;
      refunded_cents: number | string | null;
      is_refunded_to_card: boolean | null;
    }>(
      db,
      sql`select ${liveUnlocks(projectId)} as unlocks,
            lp.created_at as purchased_at, lp.wallet_transaction_id, lp.refund_status, rr.rule, rr.amount_cents as refunded_cents,
            exists (select 1 from card_refunds cr where cr.refund_request_id = rr.id) as is_refunded_to_card
          from (select 1) one
          left join lead_purchases lp on lp.provider_id = ${providerId} and lp.project_id = ${projectId}
          left join refund_requests rr on rr.lead_purchase_id = lp.id`,
    ),
  ]);
  const unlocks = state?.unlocks ?? 0;
  const isPurchased = Boolean(state?.purchased_at);
  const refundStatus = state?.refund_status ?? null;
  const reason = isPurchased
    ? refundStatus === 'refunded'
      ? leadMessages.alreadyRefunded
      : leadMessages.leadAlreadyPurchased
    : !isAvailable
      ? leadMessages.leadNotAvailable
      : unlocks >= LEAD_UNLOCK_CAP
        ? leadMessages.leadSoldOut
        : null;
  const posted = new Date(postedAt);
  const priceJson = leadPriceJson(price);
  return {
    lead_fee: priceJson.price,
    discounted_price: priceJson.discounted_price,
    discount: priceJson.discount,
    refund_status: refundStatus,
    provider_project_id: providerProjectId,
    lead: {
      ...priceJson,
      is_purchased: isPurchased,
      can_purchase: reason === null,
      unavailable_reason: reason,
      unlock_count: unlocks,
      unlock_cap: LEAD_UNLOCK_CAP,
      posted_at: posted.toISOString(),
      age_seconds: Math.max(0, Math.floor((Date.now() - posted.getTime()) / 1000)),
      phone_verified: isPhoneVerified,
      purchased_at: state?.purchased_at ? new Date(state.purchased_at).toISOString() : null,
      wallet_history_id: state?.wallet_transaction_id ? Number(state.wallet_transaction_id) : null,
      refund_status: refundStatus,
      refund_rule: state?.rule ? REFUND_RULES[state.rule] : null,
      outcome: isPurchased
        ? leadOutcome({
            refundStatus,
            rule: state?.rule ?? null,
            refundedCents: Number(state?.refunded_cents ?? 0),
            isRefundedToCard: Boolean(state?.is_refunded_to_card),
            isHiredAnother,
          })
        : null,
    },
  };
}
