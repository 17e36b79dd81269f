import type { FastifyInstance } from 'fastify';
import { runsBackgroundWork } from '../lib/config';
import { seedDemo } from './demo';

/**
 * What a start adds to the database once the app is built, before it is readied: with DEMO on, the
 * demo marketplace. Before `ready`, because the notification dispatcher starts then, and by then the
 * story's notifications are dated in the past and go out live only (as old notifications do), not
 * as e-mails and texts. A process that does background work runs it (PROCESS_ROLE all or worker):
 * the web processes serve at once, and of a deployment's processes the worker is the one doing
 * the heavy lifting that start-up needs (pictures, password hashes).
 */
export async function runStartSeeds(app: FastifyInstance): Promise<void> {
  if (!app.config.demo || !runsBackgroundWork(app.config)) return;
  await seedDemo({ db: app.db, store: app.storage, config: app.config, mailer: app.mailer, log: app.log });
}
