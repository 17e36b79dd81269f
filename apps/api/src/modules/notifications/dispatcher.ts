import { rows } from '@homebid/db/client';
import { notificationOutbox } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { type DeliveryDeps, deliverNotification } from './deliver-notification';
import { onNotificationWritten } from './wake';

export interface DispatcherOptions extends DeliveryDeps {
  /** How often to look for due outbox rows when not woken; a second when unset. */
  pollMs?: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /** Told of each notification given up on after its last try (metrics). */
  onGivenUp?: () => void;
}

export interface Dispatcher {
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
  /** One pass: claims due rows and delivers them; answers how many it handled. */
  runOnce(): Promise<number>;
}

/** A claimed row may be taken by another process after this (its process died mid-delivery). */
const LEASE_MS = 60_000;
/** After this many tries a notification is given up on (it stays in the list; only the failing channels miss it). */
export const MAX_ATTEMPTS = 6;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);
const ms = (n: number) => sql`${`${Math.round(n)} milliseconds`}::interval`;

/**
 * The outbox's dispatcher: one per process. Each pass claims up to `batchSize` due rows in one
 * statement (`FOR UPDATE SKIP LOCKED`, so processes on one PostgreSQL never take the same row; the
 * claim moves `available_at` a lease ahead), delivers them, then deletes each row, or, when a
 * channel failed, puts it back after a back-off. A row whose process died becomes due again when
 * its lease runs out. Woken by notify() in this process, and polling every second for the others.
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, log, pollMs = 1000, batchSize = 10 } = options;
  let timer: NodeJS.Timeout | undefined;
  let followUp: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let unsubscribe: (() => void) | undefined;

  async function claim(): Promise<{ id: number; attempts: number }[]> {
    const claimed = await rows<{ id: number | string; attempts: number }>(
      db,
      sql`
      update notification_outbox o
      set available_at = now() + ${ms(LEASE_MS)}, attempts = o.attempts + 1
      where o.notification_id in (
        select notification_id from notification_outbox
        where available_at <= now()
        order by available_at, notification_id
        limit ${batchSize}
        for update skip locked
      )
      returning o.notification_id as id, o.attempts as attempts
    `,
    );
    // A bigint read by raw SQL arrives as text from node-postgres.
    return claimed.map((r) => ({ id: Number(r.id), attempts: r.attempts }));
  }

  async function settle(id: number, attempts: number, outcome: 'done' | 'retry'): Promise<void> {
    if (outcome === 'done' || attempts >= MAX_ATTEMPTS) {
      if (outcome === 'retry') {
        log.error({ notificationId: id, attempts }, 'notification delivery given up');
        options.onGivenUp?.();
      }
      await db.delete(notificationOutbox).where(eq(notificationOutbox.notificationId, id));
      return;
    }
    await db
      .update(notificationOutbox)
      .set({ availableAt: sql`now() + ${ms(backoffMs(attempts))}` })
      .where(eq(notificationOutbox.notificationId, id));
  }

  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) break;
      await Promise.all(
        batch.map(async ({ id, attempts }) => {
          let outcome: 'done' | 'retry';
          try {
            outcome = await deliverNotification(options, id);
          } catch (error) {
            log.error({ err: error, notificationId: id }, 'notification delivery failed');
            options.onChannelFailed?.('dispatcher');
            outcome = 'retry';
          }
          await settle(id, attempts, outcome);
        }),
      );
      handled += batch.length;
      if (batch.length < batchSize || stopped) break;
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error) => {
        log.error({ err: error }, 'notification dispatcher pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function wake() {
    if (stopped) return;
    void runOnce();
    // The writer's transaction may not have committed yet: look once more shortly after.
    clearTimeout(followUp);
    followUp = setTimeout(() => void runOnce(), 150);
    followUp.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onNotificationWritten(wake);
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearInterval(timer);
      clearTimeout(followUp);
      await running;
    },
    runOnce,
  };
}
