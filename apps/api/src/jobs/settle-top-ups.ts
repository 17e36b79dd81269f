import type { FastifyInstance } from 'fastify';
import { settleStuckTopUps } from '../modules/wallet';
import type { ScheduledJob } from './scheduler';

/**
 * Wallet upkeep every 15 minutes: top-ups left 'processing' are charged again with their own
 * processor key (answered with the first result) and credited once; day-old idempotency keys go.
 * The processor is read when the job runs (the payments plugin registers after the scheduler).
 */
export function settleTopUpsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'settle-top-ups',
    everyMs: 15 * 60_000,
    run: () => settleStuckTopUps({ db: app.db, processor: app.payments, log: app.log }),
  };
}
