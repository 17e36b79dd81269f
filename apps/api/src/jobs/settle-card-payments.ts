import type { FastifyInstance } from 'fastify';
import { settleOwedCardRefunds, settleStuckLeadPayments } from '../modules/leads';
import type { SettleCounts, SettleOptions } from '../modules/payments';
import { settleStuckSubscriptionCharges } from '../modules/subscriptions';
import { forgetOldIdempotencyKeys, settleStuckTopUps } from '../modules/wallet';
import type { ScheduledJob } from './scheduler';

/**
 * Card payments' upkeep: every card payment a crash or an outage left half-done (top-ups, lead
 * payments, Pro+ charges) ends charged-and-recorded, refunded, or never charged; never charged
 * without its record. A refund owed to a card (a lead whose customer hired another pro) that was not
 * sent after its commit is sent again with its key. Then day-old idempotency keys go.
 */
export async function settleCardPayments(options: SettleOptions): Promise<SettleCounts> {
  const total: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  for (const settle of [
    settleStuckTopUps,
    settleStuckLeadPayments,
    settleStuckSubscriptionCharges,
    settleOwedCardRefunds,
  ]) {
    const counts = await settle(options);
    total.recorded += counts.recorded;
    total.refunded += counts.refunded;
    total.failed += counts.failed;
  }
  await forgetOldIdempotencyKeys(options.db);
  return total;
}

/** Every 15 minutes, through the app's card processor (the jobs plugin names the payments plugin as a dependency). */
export function settleCardPaymentsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'settle-card-payments',
    everyMs: 15 * 60_000,
    run: () => settleCardPayments({ db: app.db, processor: app.payments, log: app.log }),
  };
}
