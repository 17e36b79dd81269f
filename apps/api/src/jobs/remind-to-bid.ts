import type { FastifyInstance } from 'fastify';
import { remindToBid } from '../modules/notifications';
import type { ScheduledJob } from './scheduler';

/**
 * RemainderToBid (spec §3): every hour, providers are reminded once of each project in their area
 * and services that is still without their bid a day after it was posted.
 */
export function remindToBidJob(app: FastifyInstance): ScheduledJob {
  return { name: 'remind-to-bid', everyMs: 60 * 60_000, run: () => remindToBid({ db: app.db }) };
}
