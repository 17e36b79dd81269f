import type { Database } from '@homebid/db/client';
import { scheduledJobs } from '@homebid/db/schema';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** A piece of work that runs every `everyMs`, once across every process on the database. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** How long a run may take before another process may take it over (a crashed run); 10 minutes when unset. */
  timeoutMs?: number;
  run(): Promise<unknown>;
}

export interface SchedulerOptions {
  db: Database;
  jobs: readonly ScheduledJob[];
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often the process looks for due jobs; a minute when unset. */
  tickMs?: number;
  /** Told of each run this process made: the job, how long it took, and whether it failed (metrics). */
  onRun?: (job: string, seconds: number, failed: boolean) => void;
}

export interface Scheduler {
  /** Adds the jobs' rows (due at once when new) and starts looking for due jobs every tick. */
  start(): Promise<void>;
  /** Runs every due job this process can claim; answers the names of those it ran. */
  tick(): Promise<string[]>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * Runs scheduled jobs from the `scheduled_jobs` table. Claiming a job is one conditional UPDATE
 * (due, and not locked by a live run) that moves `next_run_at` on: of several processes ticking
 * at once, exactly one gets the row back. The state lives in the database, so the schedule holds
 * across restarts, on PGlite and PostgreSQL alike.
 */
export function createScheduler({ db, jobs, log, tickMs = 60_000, onRun }: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  async function claim(job: ScheduledJob): Promise<boolean> {
    const claimed = await db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() + ${interval(job.everyMs)}`,
        lockedUntil: sql`now() + ${interval(job.timeoutMs ?? DEFAULT_TIMEOUT_MS)}`,
        lastStartedAt: sql`now()`,
      })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.nextRunAt, sql`now()`),
          or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  async function runClaimed(job: ScheduledJob): Promise<void> {
    let lastError: string | null = null;
    const started = performance.now();
    try {
      const result = await job.run();
      log.info({ job: job.name, result }, 'scheduled job done');
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    onRun?.(job.name, (performance.now() - started) / 1000, lastError !== null);
    await db
      .update(scheduledJobs)
      .set({ lockedUntil: null, lastFinishedAt: sql`now()`, lastError })
      .where(eq(scheduledJobs.name, job.name));
  }

  async function runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      await runClaimed(job);
      ran.push(job.name);
    }
    return ran;
  }

  function tick(): Promise<string[]> {
    // One pass at a time in this process; a tick during a long run waits for it.
    running ??= runDueJobs().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async start() {
      if (jobs.length) {
        await db
          .insert(scheduledJobs)
          .values(jobs.map((job) => ({ name: job.name, nextRunAt: sql`now()` })))
          .onConflictDoNothing();
      }
      timer ??= setInterval(() => {
        tick().catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
      }, tickMs);
      timer.unref();
    },
    tick,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
