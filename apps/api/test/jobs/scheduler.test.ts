import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { scheduledJobs } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler, type ScheduledJob, type Scheduler } from '../../src/jobs/scheduler';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';

const silent = { info: () => {}, error: () => {} };
const HOUR = 60 * 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects())('the job scheduler on %s', (dialect) => {
  let t: TestApp;
  /** A second connection pool on the same database, as another process would have (PostgreSQL). */
  let other: DatabaseHandle;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    other = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 2 }) : t.database;
  });
  afterAll(async () => {
    if (other && other !== t.database) await other.close();
    await t?.close();
  });

  const jobRow = async (name: string) => {
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
    return row;
  };
  const makeDue = (name: string) =>
    t.db.update(scheduledJobs).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(scheduledJobs.name, name));

  /** A job that counts its runs and takes a moment, so two processes' runs would overlap. */
  const countingJob = (name: string, runs: { count: number }, work = async () => {}): ScheduledJob => ({
    name,
    everyMs: HOUR,
    run: async () => {
      runs.count++;
      await pause(50);
      await work();
    },
  });

  const started: Scheduler[] = [];
  afterAll(async () => {
    for (const scheduler of started) await scheduler.stop();
  });
  const startScheduler = async (handle: DatabaseHandle, jobs: ScheduledJob[]) => {
    const scheduler = createScheduler({ db: handle.db, jobs, log: silent });
    await scheduler.start();
    started.push(scheduler);
    return scheduler;
  };

  it('runs a due job exactly once when two processes tick at the same moment', async () => {
    const name = `once-${dialect}`;
    const runs = { count: 0 };
    const first = await startScheduler(t.database, [countingJob(name, runs)]);
    const second = await startScheduler(other, [countingJob(name, runs)]);

    const ran = await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(runs.count).toBe(1);
    expect(ran.flat()).toContain(name);

    const row = await jobRow(name);
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toBeNull();
    expect(row.lastFinishedAt).toBeInstanceOf(Date);
    // The next run is an hour on, whoever ran it.
    expect(row.nextRunAt.getTime() - (row.lastStartedAt as Date).getTime()).toBe(HOUR);
  });

  it('keeps its schedule across a restart: a new process does not run a job that is not due', async () => {
    const name = `restart-${dialect}`;
    const runs = { count: 0 };
    const before = await startScheduler(t.database, [countingJob(name, runs)]);
    expect(await before.tick()).toEqual([name]);
    await before.stop();

    const after = await startScheduler(other, [countingJob(name, runs)]);
    expect(await after.tick()).toEqual([]);
    expect(runs.count).toBe(1);
    await makeDue(name);
    expect(await after.tick()).toEqual([name]);
    expect(runs.count).toBe(2);
  });

  it('records a failed run, releases the job and waits for its next time', async () => {
    const name = `failing-${dialect}`;
    const runs = { count: 0 };
    const scheduler = await startScheduler(t.database, [
      countingJob(name, runs, async () => {
        throw new Error('storage unreachable');
      }),
    ]);
    expect(await scheduler.tick()).toEqual([name]);
    const row = await jobRow(name);
    expect(row).toMatchObject({ lastError: 'storage unreachable', lockedUntil: null });
    expect(await scheduler.tick()).toEqual([]);
    expect(runs.count).toBe(1);
  });

  it('tells each run it made, with its time and whether it failed (the metrics count them)', async () => {
    const [good, bad] = [`told-ok-${dialect}`, `told-failing-${dialect}`];
    const runs = { count: 0 };
    const told: Array<{ job: string; seconds: number; failed: boolean }> = [];
    const scheduler = createScheduler({
      db: t.db,
      log: silent,
      jobs: [
        countingJob(good, runs),
        countingJob(bad, runs, async () => {
          throw new Error('mail server down');
        }),
      ],
      onRun: (job, seconds, failed) => told.push({ job, seconds, failed }),
    });
    await scheduler.start();
    started.push(scheduler);
    expect((await scheduler.tick()).sort()).toEqual([bad, good].sort());
    expect(told.map(({ job, failed }) => ({ job, failed })).sort((a, b) => a.job.localeCompare(b.job))).toEqual(
      [
        { job: bad, failed: true },
        { job: good, failed: false },
      ].sort((a, b) => a.job.localeCompare(b.job)),
    );
    // Each job pauses 50 ms: the time is the run's, in seconds.
    for (const { seconds } of told) expect(seconds).toBeGreaterThanOrEqual(0.045);
    for (const { seconds } of told) expect(seconds).toBeLessThan(10);
    // Not due again: no run, nothing told.
    expect(await scheduler.tick()).toEqual([]);
    expect(told).toHaveLength(2);
  });

  it('takes over a run whose process died once its lock has passed, never before', async () => {
    const name = `crashed-${dialect}`;
    const runs = { count: 0 };
    const scheduler = await startScheduler(t.database, [countingJob(name, runs)]);
    // A process claimed it and died: due again, but still locked.
    await t.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'`, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(scheduledJobs.name, name));
    expect(await scheduler.tick()).toEqual([]);
    await t.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, name));
    expect(await scheduler.tick()).toEqual([name]);
    expect(runs.count).toBe(1);
  });

  it('runs the portal jobs from the app, and stops with it', async () => {
    const app = await buildTestApp({ dialect, database: t.database });
    try {
      const names = [
        'fold-list-changes',
        'mask-project-texts',
        'prune-auth-tokens',
        'prune-one-time-codes',
        'remind-to-bid',
        'renew-subscriptions',
        'settle-card-payments',
        'sweep-orphan-files',
      ];
      for (const name of names) expect(await jobRow(name), name).toBeDefined();
      await t.db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(sql`${scheduledJobs.name} in ${names}`);
      expect((await app.app.scheduler.tick()).sort()).toEqual(names);
      for (const name of names) expect((await jobRow(name)).lastError, name).toBeNull();
    } finally {
      await app.close();
    }
    // Closed: the scheduler's rows are released and nothing is left running.
    for (const row of await t.db.select().from(scheduledJobs)) expect(row.lockedUntil, row.name).toBeNull();
  });
});
