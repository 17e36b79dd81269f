import type { TReturnOnSpend, TReturnOnSpendMonth } from '@homebid/contracts/spend-control';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';

function monthOf(leads: number, spendCents: number, hires: number): Omit<TReturnOnSpendMonth, 'month'> {
  return {
    leads_bought: leads,
    lead_spend: spendCents / 100,
    hires_won: hires,
    cost_per_hire: hires > 0 ? Math.round(spendCents / hires) / 100 : null,
  };
}

/**
 * Per calendar month (UTC) of the last `months`: the leads the provider bought (by wallet, from the
 * ledger's 'Lead Contact Purchase' debits, or by card), what they cost less the refunds credited
 * back, how many of them the provider was hired on, and the cost per hire.
 */
export async function getReturnOnSpend({
  db,
  providerId,
  months,
}: {
  db: Database;
  providerId: number;
  months: number;
}): Promise<TReturnOnSpend> {
  // count() and sum() arrive as text from node-postgres.
  const found = await rows<{
    month: string;
    leads_bought: number | string;
    spend_cents: number | string;
    hires_won: number | string;
  }>(
    db,
    sql`select to_char(date_trunc('month', lp.created_at at time zone 'UTC'), 'YYYY-MM') as month,
          count(*) as leads_bought,
          coalesce(sum(coalesce(wt.amount_cents, cp.amount_cents, lp.paid_cents)), 0)
            - coalesce(sum(rr.amount_cents), 0) as spend_cents,
          count(*) filter (where p.hired_provider_id = lp.provider_id) as hires_won
        from lead_purchases lp
        join projects p on p.id = lp.project_id
        left join wallet_transactions wt on wt.id = lp.wallet_transaction_id and wt.direction = 'debit'
        left join card_payments cp on cp.id = lp.card_payment_id and cp.status = 'succeeded'
        left join refund_requests rr on rr.lead_purchase_id = lp.id and rr.status = 'approved'
        where lp.provider_id = ${providerId}
          and lp.created_at >= (date_trunc('month', now() at time zone 'UTC')
            - make_interval(months => ${months - 1}::int)) at time zone 'UTC'
        group by 1
        order by 1 desc`,
  );
  const list = found.map((row) => ({
    month: row.month,
    ...monthOf(Number(row.leads_bought), Number(row.spend_cents), Number(row.hires_won)),
  }));
  const total = (key: 'leads_bought' | 'hires_won') => list.reduce((sum, month) => sum + month[key], 0);
  const spendCents = found.reduce((sum, row) => sum + Number(row.spend_cents), 0);
  return { months: list, totals: monthOf(total('leads_bought'), spendCents, total('hires_won')) };
}
