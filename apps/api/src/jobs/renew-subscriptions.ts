import type { FastifyInstance } from 'fastify';
import { chargerOf, renewSubscriptions } from '../modules/subscriptions';
import type { ScheduledJob } from './scheduler';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Pro+ renewals on their date: charges due subscriptions once per period (a refused card is tried
 * again each run for the grace days), expires cancelled ones at their period's end, and keeps
 * providers.is_pro_provider in step. Charges go through the app's card processor (`app.payments`,
 * from the payments plugin, which the jobs plugin names as a dependency so it is registered first).
 */
export function renewSubscriptionsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'renew-subscriptions',
    everyMs: FIFTEEN_MINUTES,
    run: () => renewSubscriptions({ db: app.db, charger: chargerOf(app.db, app.payments) }),
  };
}
