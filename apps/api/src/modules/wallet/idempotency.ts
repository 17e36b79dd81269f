// Idempotency-Key (the issue: a retried request with the same key does not charge or debit twice).
// The first request under a key runs and its answer (success or 4xx) is stored; a retry with the
// same key and the same request gets that answer again without running; the same key on a different
// request is refused; a retry while the first still runs answers 409. A 5xx or an unexpected error
// stores nothing, so the retry runs again (money-moving services are themselves safe to re-run:
// the processor dedupes by the key derived from it, the ledger by unique references).
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, walletMessages } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { idempotencyKeys } from '@homebid/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, invalid } from '../../lib/errors';

/** How long a started request holds its key before a retry may take over (its process died). */
const LOCK_SECONDS = 120;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'invalid',
};

/** The request's Idempotency-Key header, validated; undefined when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw invalid(walletMessages.idempotencyKeyInvalid);
  return value;
}

type Stored = { ok: true; body: unknown } | { ok: false; status: number; errors: string[] };

export interface WithIdempotencyOptions<T> {
  db: Database;
  providerId: number;
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  /** What identifies the request: its route and body. */
  request: { method: string; path: string; body: unknown };
  run: () => Promise<T>;
}

export async function withIdempotency<T>({ db, providerId, key, request, run }: WithIdempotencyOptions<T>): Promise<T> {
  if (key === undefined) return run();
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.method, request.path, request.body ?? null]))
    .digest('hex');
  const lockedUntil = sql`now() + make_interval(secs => ${LOCK_SECONDS})`;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ providerId, key, requestHash, lockedUntil })
    .onConflictDoNothing({ target: [idempotencyKeys.providerId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  let id = claimed?.id;
  if (id === undefined) {
    const [existing] = await db
      .select({
        id: idempotencyKeys.id,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.providerId, providerId), eq(idempotencyKeys.key, key)));
    if (!existing) return run();
    if (existing.requestHash !== requestHash) throw invalid(walletMessages.idempotencyKeyReused);
    if (existing.status === 'completed' && existing.responseBody) {
      const stored = (
        typeof existing.responseBody === 'string' ? JSON.parse(existing.responseBody) : existing.responseBody
      ) as Stored;
      if (stored.ok) return stored.body as T;
      throw new AppError(CODE_BY_STATUS[stored.status] ?? 'invalid', stored.errors);
    }
    // Started: still running elsewhere, unless its lock ran out (that process died): then take over.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil })
      .where(
        and(
          eq(idempotencyKeys.id, existing.id),
          eq(idempotencyKeys.status, 'started'),
          lt(idempotencyKeys.lockedUntil, sql`now()`),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (!taken) throw new AppError('conflict', walletMessages.idempotencyInProgress);
    id = taken.id;
  }
  const keyId = id;
  const settle = (stored: Stored) =>
    db
      .update(idempotencyKeys)
      .set({ status: 'completed', responseStatus: stored.ok ? 200 : stored.status, responseBody: stored })
      .where(eq(idempotencyKeys.id, keyId));
  try {
    const body = await run();
    await settle({ ok: true, body });
    return body;
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
      await settle({ ok: false, status: error.statusCode, errors: error.errors });
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, keyId));
    }
    throw error;
  }
}

/** Upkeep: keys older than a day are forgotten (a retry that late is a new request). */
export async function forgetOldIdempotencyKeys(db: Database): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where created_at < now() - interval '1 day'`);
}
