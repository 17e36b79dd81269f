/** The PostgreSQL error under a failed query (drizzle wraps it in `cause`; PGlite and pg both carry `code`). */
export interface PgError {
  code: string;
  constraint?: string;
}

/** Awaits `work`, expecting it to fail in the database, and answers the database's error. */
export async function pgErrorOf(work: Promise<unknown>): Promise<PgError> {
  let failure: unknown;
  try {
    await work;
  } catch (error) {
    failure = error;
  }
  for (let e = failure, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  throw new Error(`expected a database error, got ${failure === undefined ? 'success' : String(failure)}`);
}

export const CHECK_VIOLATION = '23514';
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
