import type { TPerformance, TPerformanceFigures } from '@homebid/contracts/performance';
import { type Database, rows } from '@homebid/db/client';
import { projectSubTypes, projects } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { firstAnswerMinutes } from '../pros';

/** The raw counts one month or one service gathers before the ratios are worked out. */
interface Tally {
  leads: number;
  spendCents: number;
  bids: number;
  hires: number;
  revenueCents: number;
  answerMinutes: number[];
}

const emptyTally = (): Tally => ({ leads: 0, spendCents: 0, bids: 0, hires: 0, revenueCents: 0, answerMinutes: [] });

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(value);
}

const ratio = (top: number, bottom: number, digits: number) =>
  bottom > 0 ? Math.round((top / bottom) * 10 ** digits) / 10 ** digits : null;

function figuresOf(tally: Tally): TPerformanceFigures {
  return {
    leads_bought: tally.leads,
    spend: tally.spendCents / 100,
    cost_per_lead: tally.leads > 0 ? Math.round(tally.spendCents / tally.leads) / 100 : null,
    response_minutes: median(tally.answerMinutes),
    bids: tally.bids,
    hires: tally.hires,
    win_rate: ratio(tally.hires, tally.bids, 4),
    revenue_won: Math.round(tally.revenueCents) / 100,
    return_on_spend: ratio(tally.revenueCents, tally.spendCents, 2),
  };
}

/** The period's months, oldest first, as YYYY-MM (UTC), ending with the current month. */
function monthsOfPeriod(months: number, now = new Date()): string[] {
  const list: string[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    list.push(day.toISOString().slice(0, 7));
  }
  return list;
}

/**
 * The provider's performance over the last `months` calendar months (UTC), from the ledger and the
 * recorded events. Leads and spend count in the month of the purchase (what the wallet debit or the
 * card charge paid, less the approved refund); bids, hires and revenue won in the month of the bid
 * (a hire is the customer hiring the provider on the bid's project; revenue is the bid's total,
 * rate × hours for an hourly one); response times, measured as on the public profile (the minutes
 * from a project's posting to the provider's first bid or message), by the month of the posting.
 */
export async function getPerformance({
  db,
  providerId,
  months,
}: {
  db: Database;
  providerId: number;
  months: number;
}): Promise<TPerformance> {
  const since = sql`(date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${months - 1}::int)) at time zone 'UTC'`;
  const monthOf = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`);
  // node-postgres hands bigint and numeric back as text.
  type Num = number | string;
  const firstAnswers = firstAnswerMinutes(db, [providerId], since);
  const [purchases, bidRows, answers] = await Promise.all([
    rows<{ month: string; sub_type_id: Num; name: string; spend_cents: Num }>(
      db,
      sql`select ${monthOf('lp.created_at')} as month, p.project_sub_type_id as sub_type_id, st.name,
            coalesce(wt.amount_cents, cp.amount_cents, lp.paid_cents) - coalesce(rr.amount_cents, 0) as spend_cents
          from lead_purchases lp
          join projects p on p.id = lp.project_id
          join project_sub_types st on st.id = p.project_sub_type_id
          left join wallet_transactions wt on wt.id = lp.wallet_transaction_id and wt.direction = 'debit'
          left join card_payments cp on cp.id = lp.card_payment_id and cp.status in ('succeeded', 'refunded')
          left join refund_requests rr on rr.lead_purchase_id = lp.id and rr.status = 'approved'
          where lp.provider_id = ${providerId} and lp.created_at >= ${since}`,
    ),
    rows<{ month: string; sub_type_id: Num; name: string; hired: boolean; total_cents: Num }>(
      db,
      sql`select ${monthOf('b.created_at')} as month, p.project_sub_type_id as sub_type_id, st.name,
            coalesce(p.hired_provider_id = b.provider_id, false) as hired,
            case when b.bid_type = 1 then b.amount_cents * b.hours else b.amount_cents end as total_cents
          from bids b
          join projects p on p.id = b.project_id
          join project_sub_types st on st.id = p.project_sub_type_id
          where b.provider_id = ${providerId} and b.created_at >= ${since}`,
    ),
    db
      .select({
        month: sql<string>`to_char(date_trunc('month', ${projects.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
        sub_type_id: projects.projectSubTypeId,
        name: projectSubTypes.name,
        minutes: firstAnswers.minutes,
      })
      .from(firstAnswers)
      .innerJoin(projects, eq(projects.id, firstAnswers.projectId))
      .innerJoin(projectSubTypes, eq(projectSubTypes.id, projects.projectSubTypeId)),
  ]);

  const period = monthsOfPeriod(months);
  const byMonth = new Map(period.map((month) => [month, emptyTally()]));
  const byService = new Map<number, { name: string; tally: Tally }>();
  const total = emptyTally();
  const tallies = (row: { month: string; sub_type_id: Num; name: string }): Tally[] => {
    const id = Number(row.sub_type_id);
    let service = byService.get(id);
    if (!service) {
      service = { name: row.name, tally: emptyTally() };
      byService.set(id, service);
    }
    const month = byMonth.get(row.month);
    return month ? [month, service.tally, total] : [service.tally, total];
  };
  for (const row of purchases) {
    for (const tally of tallies(row)) {
      tally.leads += 1;
      tally.spendCents += Number(row.spend_cents);
    }
  }
  for (const row of bidRows) {
    for (const tally of tallies(row)) {
      tally.bids += 1;
      if (row.hired) {
        tally.hires += 1;
        tally.revenueCents += Number(row.total_cents);
      }
    }
  }
  for (const row of answers) {
    for (const tally of tallies(row)) tally.answerMinutes.push(Number(row.minutes));
  }
  return {
    months: period.map((month) => ({ month, ...figuresOf(byMonth.get(month) as Tally) })),
    services: [...byService.entries()]
      .map(([id, service]) => ({ sub_type_id: id, name: service.name, ...figuresOf(service.tally) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    totals: figuresOf(total),
  };
}
