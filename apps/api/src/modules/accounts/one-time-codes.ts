import { accountMessages } from '@homebid/contracts/accounts';
import { type Database, rows } from '@homebid/db/client';
import { oneTimeCodes } from '@homebid/db/schema';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError, tooManyRequests } from '../../lib/errors';
import {
  generateOneTimeCode,
  hashOneTimeCode,
  isOneTimeCodeMatch,
  type OneTimeCodePurpose,
} from '../../lib/one-time-code';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type CodeSettings = Config['otp'];

export interface IssueCodeOptions {
  purpose: OneTimeCodePurpose;
  /** The e-mail or mobile number the code goes to (e-mails lower-cased). */
  target: string;
  /** The account the code belongs to; null for an address that has none (nothing is sent then). */
  userId: number | null;
}

export interface IssuedCode {
  id: number;
  /** The plain code, to send after the transaction commits; only its hash is stored. */
  code: string;
}

/**
 * Creates a code inside the caller's transaction: refuses (429, Retry-After the seconds left) when
 * the last code for the same purpose and address is younger than OTP_RESEND_SECONDS, and supersedes
 * every older one.
 */
export async function issueOneTimeCode(
  tx: Executor,
  settings: CodeSettings,
  { purpose, target, userId }: IssueCodeOptions,
): Promise<IssuedCode> {
  // Two requests for the same address take turns, so the resend rule holds on a PostgreSQL pool too.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${purpose}:${target}`}))`);
  const now = new Date();
  const [latest] = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const pauseLeftMs = latest ? latest.createdAt.getTime() + settings.resendSeconds * 1000 - now.getTime() : 0;
  if (pauseLeftMs > 0) throw tooManyRequests(pauseLeftMs / 1000, accountMessages.otpResendTooSoon);
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)));
  // The row id is part of the hashed message, so it is drawn before the insert.
  const [{ id }] = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('one_time_codes', 'id'))::int as id`,
  );
  const code = generateOneTimeCode();
  await tx.insert(oneTimeCodes).values({
    id,
    purpose,
    target,
    userId,
    codeHash: hashOneTimeCode(code, id, settings.secret),
    expiresAt: new Date(now.getTime() + settings.ttlMinutes * 60_000),
    createdAt: now,
  });
  return { id, code };
}

export interface CheckCodeOptions {
  purpose: OneTimeCodePurpose;
  target: string;
  code: string;
  /** Only a code issued to this account counts (e-mail and mobile changes, registrations). */
  userId?: number;
  /**
   * 'consume' spends the code; 'verify' only marks it verified (the password reset spends it when
   * the new password is set).
   */
  mode?: 'consume' | 'verify';
}

export type CodeCheck = { ok: true; id: number; userId: number | null } | { ok: false; error: AppError };

/**
 * Checks a typed code against the newest live code for the purpose and address. A wrong code
 * counts an attempt; at OTP_MAX_ATTEMPTS the code is dead. Answers rather than throws, so the
 * caller's transaction commits the counted attempt; the caller throws `error` after it.
 */
export async function checkOneTimeCode(
  tx: Executor,
  settings: CodeSettings,
  { purpose, target, code, userId, mode = 'consume' }: CheckCodeOptions,
): Promise<CodeCheck> {
  const now = new Date();
  const conditions: SQL[] = [
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.target, target),
    isNull(oneTimeCodes.consumedAt),
    isNull(oneTimeCodes.verifiedAt),
  ];
  if (userId !== undefined) conditions.push(eq(oneTimeCodes.userId, userId));
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(...conditions))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt.getTime() <= now.getTime()) return failed(accountMessages.otpInvalid);
  if (row.attempts >= settings.maxAttempts) return failed(accountMessages.otpTooManyAttempts);
  if (!isOneTimeCodeMatch(code, row.id, row.codeHash, settings.secret)) {
    const attempts = row.attempts + 1;
    await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
    return failed(attempts >= settings.maxAttempts ? accountMessages.otpTooManyAttempts : accountMessages.otpInvalid);
  }
  await tx
    .update(oneTimeCodes)
    .set(mode === 'verify' ? { verifiedAt: now } : { consumedAt: now })
    .where(eq(oneTimeCodes.id, row.id));
  return { ok: true, id: row.id, userId: row.userId };
}

/** Forgets a code whose message could not be delivered, so asking again is not held back 30 s. */
export async function discardOneTimeCode(db: Executor, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

const failed = (message: string): CodeCheck => ({ ok: false, error: new AppError('invalid', message) });
