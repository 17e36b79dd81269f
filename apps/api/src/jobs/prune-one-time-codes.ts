import type { Database } from '@homebid/db/client';
import { oneTimeCodes } from '@homebid/db/schema';
import { lt, or } from 'drizzle-orm';
import type { Config } from '../lib/config';

/** A dead code is kept this long at least, for support questions ("was a code sent?"). */
export const CODE_RETENTION_MS = 24 * 60 * 60_000;

export interface PruneOneTimeCodesOptions {
  db: Database;
  otp: Pick<Config['otp'], 'ttlMinutes' | 'resendSeconds'>;
  now?: Date;
}

/**
 * Deletes one-time codes that were spent or expired before the cutoff; answers how many. The
 * cutoff lies further back than anything that still reads a dead code: the resend pause (the
 * newest code's age) and the password reset, which takes a verified code for OTP_TTL_MINUTES
 * after its verification (and a code is verified before it expires).
 */
export async function pruneOneTimeCodes({ db, otp, now = new Date() }: PruneOneTimeCodesOptions): Promise<number> {
  const keepMs = Math.max(CODE_RETENTION_MS, otp.ttlMinutes * 60_000, otp.resendSeconds * 1000);
  const cutoff = new Date(now.getTime() - keepMs);
  const removed = await db
    .delete(oneTimeCodes)
    .where(or(lt(oneTimeCodes.consumedAt, cutoff), lt(oneTimeCodes.expiresAt, cutoff)))
    .returning({ id: oneTimeCodes.id });
  return removed.length;
}
