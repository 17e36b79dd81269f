import { centsToDollars, type TWalletPlan, walletMessages } from '@homebid/contracts/wallet';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** GET /v2/providers/wallet_plans: the top-up amounts offered, in order. */
export async function listWalletPlans(db: Executor): Promise<TWalletPlan[]> {
  const list = await rows<{ id: number; amount_cents: number }>(
    db,
    sql`select id, amount_cents from wallet_plans where is_active order by position, amount_cents`,
  );
  return list.map((row) => ({ id: row.id, amount: centsToDollars(Number(row.amount_cents)) }));
}

/** One offered plan's amount in cents, or 422 when it is not (or no longer) offered. */
export async function walletPlanCents(db: Executor, planId: number): Promise<number> {
  const [plan] = await rows<{ amount_cents: number }>(
    db,
    sql`select amount_cents from wallet_plans where id = ${planId} and is_active`,
  );
  if (!plan) throw new AppError('invalid', walletMessages.planNotFound);
  return Number(plan.amount_cents);
}
