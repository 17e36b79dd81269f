import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runsBackgroundWork } from '../lib/config';
import { foldListChanges } from './fold-list-changes';
import { maskProjectTextsJob } from './mask-project-texts';
import { pruneAuthTokens } from './prune-auth-tokens';
import { pruneOneTimeCodes } from './prune-one-time-codes';
import { remindToBidJob } from './remind-to-bid';
import { renewSubscriptionsJob } from './renew-subscriptions';
import { createScheduler, type ScheduledJob, type Scheduler } from './scheduler';
import { settleCardPaymentsJob } from './settle-card-payments';
import { sweepOrphanFiles } from './sweep-orphan-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs of this process (README "Scheduled jobs"). */
    scheduler: Scheduler;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The portal's scheduled jobs, bound to the app's database, storage and settings. */
export function portalJobs(app: FastifyInstance): ScheduledJob[] {
  return [
    { name: 'prune-auth-tokens', everyMs: HOUR, run: () => pruneAuthTokens({ db: app.db }) },
    { name: 'prune-one-time-codes', everyMs: HOUR, run: () => pruneOneTimeCodes({ db: app.db, otp: app.config.otp }) },
    {
      name: 'sweep-orphan-files',
      everyMs: HOUR,
      run: () => sweepOrphanFiles({ db: app.db, store: app.storage, log: app.log }),
    },
    { name: 'fold-list-changes', everyMs: MINUTE, run: () => foldListChanges(app.db) },
    remindToBidJob(app),
    maskProjectTextsJob(app),
    renewSubscriptionsJob(app),
    settleCardPaymentsJob(app),
  ];
}

export interface JobsPluginOptions {
  /** How often this process looks for due jobs; a minute when unset. */
  tickMs?: number;
}

/**
 * Starts the scheduler once the app is ready (the first look a tick later) and stops it before
 * the app closes its database. Every process that runs background work (PROCESS_ROLE all or worker)
 * runs one; each due job runs in one of them. A `web` process has a scheduler without jobs, never started.
 */
export default fp<JobsPluginOptions>(
  async (app, options) => {
    const runsJobs = runsBackgroundWork(app.config);
    const jobs = runsJobs ? portalJobs(app) : [];
    app.metrics.declareJobs(jobs.map((job) => job.name));
    const scheduler = createScheduler({
      db: app.db,
      jobs,
      log: app.log,
      tickMs: options.tickMs,
      onRun: (job, seconds, failed) => app.metrics.jobRan(job, seconds, failed),
    });
    app.decorate('scheduler', scheduler);
    if (!runsJobs) return;
    app.addHook('onReady', () => scheduler.start());
    app.addHook('preClose', () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['config', 'metrics', 'database', 'storage', 'payments'] },
);
