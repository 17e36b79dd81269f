import { spendMessages, type TSpendControls } from '@homebid/contracts/spend-control';
import type { Database } from '@homebid/db/client';
import { wallets } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { readSpendState } from './assert-within-spend-caps';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** The caps in dollars and what counts against them now. */
export async function getSpendControls({
  db,
  providerId,
}: {
  db: Database;
  providerId: number;
}): Promise<TSpendControls> {
  const state = await readSpendState(db, providerId, false);
  const remaining = [
    state.dailyCapCents === null ? null : Math.max(0, state.dailyCapCents - state.spentDayCents),
    state.weeklyCapCents === null ? null : Math.max(0, state.weeklyCapCents - state.spentWeekCents),
  ].filter((value): value is number => value !== null);
  return {
    daily_cap: dollars(state.dailyCapCents),
    weekly_cap: dollars(state.weeklyCapCents),
    per_lead_max: dollars(state.perLeadMaxCents),
    spent_last_24_hours: state.spentDayCents / 100,
    spent_last_7_days: state.spentWeekCents / 100,
    remaining_now: remaining.length ? Math.min(...remaining) / 100 : null,
  };
}

export interface SaveSpendControlsOptions {
  db: Database;
  providerId: number;
  /** In cents; undefined keeps the current value, null removes the cap. */
  changes: { daily_cap?: number | null; weekly_cap?: number | null; per_lead_max?: number | null };
}

/** Sets or removes the caps on the provider's wallet (created empty when it does not exist yet). */
export async function saveSpendControls({ db, providerId, changes }: SaveSpendControlsOptions) {
  await db.transaction(async (tx) => {
    await tx.insert(wallets).values({ providerId }).onConflictDoNothing({ target: wallets.providerId });
    const current = await readSpendState(tx, providerId, true);
    const daily = changes.daily_cap === undefined ? current.dailyCapCents : changes.daily_cap;
    const weekly = changes.weekly_cap === undefined ? current.weeklyCapCents : changes.weekly_cap;
    const perLead = changes.per_lead_max === undefined ? current.perLeadMaxCents : changes.per_lead_max;
    if (daily !== null && weekly !== null && weekly < daily)
      throw new AppError('invalid', spendMessages.weeklyBelowDaily);
    await tx
      .update(wallets)
      .set({ dailyCapCents: daily, weeklyCapCents: weekly, perLeadMaxCents: perLead, updatedAt: new Date() })
      .where(eq(wallets.providerId, providerId));
  });
  return getSpendControls({ db, providerId });
}
