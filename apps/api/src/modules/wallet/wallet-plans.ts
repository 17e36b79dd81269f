import { centsToDollars, type TWalletPlan, walletMessages } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { walletPlans } from '@homebid/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** GET /v2/providers/wallet_plans: the top-up amounts offered, in order. */
export async function listWalletPlans(db: Database): Promise<TWalletPlan[]> {
  const list = await db
    .select({ id: walletPlans.id, amountCents: walletPlans.amountCents })
    .from(walletPlans)
    .where(eq(walletPlans.isActive, true))
    .orderBy(asc(walletPlans.position), asc(walletPlans.amountCents));
  return list.map((row) => ({ id: row.id, amount: centsToDollars(row.amountCents) }));
}

/** One offered plan's amount in cents, or 422 when it is not (or no longer) offered. */
export async function walletPlanCents(db: Database, planId: number): Promise<number> {
  const [plan] = await db
    .select({ amountCents: walletPlans.amountCents })
    .from(walletPlans)
    .where(and(eq(walletPlans.id, planId), eq(walletPlans.isActive, true)));
  if (!plan) throw new AppError('invalid', walletMessages.planNotFound);
  return plan.amountCents;
}
