// One card operation of a provider at a time (charge, record, refund), across every API process and
// the upkeep jobs: a card_operation_locks row taken by one conditional upsert (its own short
// transaction) before the processor is called, and deleted after. The caller re-checks under it that
// the operation is still wanted (not already subscribed, lead not already bought), so a refused
// duplicate never reaches the card. No database transaction stays open across the processor call.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { walletMessages } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** A holder whose process died frees the provider after this (longer than a processor call's retries). */
const LEASE_SECONDS = 180;
/** How long a request waits for the provider's previous card operation before answering 409. */
const WAIT_MS = 30_000;

export interface CardOperationOptions {
  db: Database;
  providerId: number;
  /** What holds the lock, for whoever looks at the table. */
  operation: string;
  /** 0: one try (the upkeep jobs skip a busy provider). */
  waitMs?: number;
}

async function take(db: Database, providerId: number, operation: string, token: string): Promise<boolean> {
  const [taken] = await rows<{ token: string }>(
    db,
    sql`insert into card_operation_locks (provider_id, operation, token, locked_until)
        values (${providerId}, ${operation}, ${token}, now() + make_interval(secs => ${LEASE_SECONDS}))
        on conflict (provider_id) do update set operation = excluded.operation, token = excluded.token,
          locked_until = excluded.locked_until, created_at = now()
          where card_operation_locks.locked_until < now()
        returning token`,
  );
  return taken?.token === token;
}

/** Runs `run` holding the provider's card lock; 409 when another operation keeps it past the wait. */
export async function withCardOperation<T>(options: CardOperationOptions, run: () => Promise<T>): Promise<T> {
  const result = await tryCardOperation(options, run);
  if (!result.ran) throw new AppError('conflict', walletMessages.cardOperationBusy);
  return result.value;
}

/** Like withCardOperation, but answers { ran: false } instead of refusing when the lock stays busy. */
export async function tryCardOperation<T>(
  { db, providerId, operation, waitMs = WAIT_MS }: CardOperationOptions,
  run: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  let pause = 10;
  while (!(await take(db, providerId, operation, token))) {
    if (Date.now() + pause > deadline) return { ran: false };
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
  try {
    return { ran: true, value: await run() };
  } finally {
    await db.execute(sql`delete from card_operation_locks where provider_id = ${providerId} and token = ${token}`);
  }
}
