import { spendMessages } from '@homebid/contracts/spend-control';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** bigint and sum() values arrive as text from node-postgres. */
type Cents = string | number;

const toCents = (value: Cents | null) => (value === null ? null : Number(value));

/**
 * What counts against the caps: lead purchases (wallet or card) in the last 24 hours and the last
 * 7 days, less those refunded. Read with the wallet row locked when `lock` is set, so two purchases
 * of one provider are checked one after the other (the second sees the first).
 */
export async function readSpendState(db: Executor, providerId: number, lock: boolean) {
  // The lock is its own statement: under READ COMMITTED the next statement then sees every purchase
  // committed while it waited (one statement would keep the snapshot taken before the wait).
  if (lock) await db.execute(sql`select id from wallets where provider_id = ${providerId} for update`);
  const [row] = await rows<{
    daily_cap_cents: Cents | null;
    weekly_cap_cents: Cents | null;
    per_lead_max_cents: Cents | null;
    spent_day: Cents;
    spent_week: Cents;
  }>(
    db,
    sql`with caps as (
          select daily_cap_cents, weekly_cap_cents, per_lead_max_cents
          from wallets where provider_id = ${providerId}
        )
        select c.daily_cap_cents, c.weekly_cap_cents, c.per_lead_max_cents,
          coalesce((select sum(lp.paid_cents) from lead_purchases lp
            where lp.provider_id = ${providerId} and lp.created_at > now() - interval '24 hours'
              and lp.refund_status is distinct from 'refunded'), 0) as spent_day,
          coalesce((select sum(lp.paid_cents) from lead_purchases lp
            where lp.provider_id = ${providerId} and lp.created_at > now() - interval '7 days'
              and lp.refund_status is distinct from 'refunded'), 0) as spent_week
        from (select 1) one left join caps c on true`,
  );
  return {
    dailyCapCents: toCents(row?.daily_cap_cents ?? null),
    weeklyCapCents: toCents(row?.weekly_cap_cents ?? null),
    perLeadMaxCents: toCents(row?.per_lead_max_cents ?? null),
    spentDayCents: Number(row?.spent_day ?? 0),
    spentWeekCents: Number(row?.spent_week ?? 0),
  };
}

/**
 * Refuses (422, with the cap and what is left) a lead purchase of `amountCents` that would go over
 * the provider's per-lead maximum, daily cap or weekly cap. Call it inside the purchase's
 * transaction, before the money moves: it locks the provider's wallet row, so concurrent purchases
 * of one provider are checked in turn. Without caps it changes nothing.
 */
export async function assertWithinSpendCaps(db: Executor, providerId: number, amountCents: number): Promise<void> {
  if (amountCents <= 0) return;
  const state = await readSpendState(db, providerId, true);
  const refusal = spendCapRefusal(state, amountCents);
  if (refusal) throw new AppError('invalid', refusal);
}

/** The refusal text for a purchase of `amountCents`, or null when every cap allows it. */
export function spendCapRefusal(state: Awaited<ReturnType<typeof readSpendState>>, amountCents: number) {
  const { perLeadMaxCents, dailyCapCents, weeklyCapCents, spentDayCents, spentWeekCents } = state;
  if (perLeadMaxCents !== null && amountCents > perLeadMaxCents)
    return spendMessages.overPerLead(amountCents, perLeadMaxCents);
  if (dailyCapCents !== null && spentDayCents + amountCents > dailyCapCents)
    return spendMessages.overDaily(amountCents, dailyCapCents, Math.max(0, dailyCapCents - spentDayCents));
  if (weeklyCapCents !== null && spentWeekCents + amountCents > weeklyCapCents)
    return spendMessages.overWeekly(amountCents, weeklyCapCents, Math.max(0, weeklyCapCents - spentWeekCents));
  return null;
}
