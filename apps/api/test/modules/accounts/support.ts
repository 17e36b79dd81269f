import type { Database } from '@homebid/db/client';
import { oneTimeCodes } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';

/** Moves every code sent to `target` back in time, as if `seconds` had passed (the 30-second rule). */
export async function ageCodes(db: Database, target: string, seconds: number) {
  await db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.target, target));
}

/** Lets every code sent to `target` run out (expires_at in the past). */
export async function expireCodes(db: Database, target: string) {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeCodes.target, target));
}

export async function codeRows(db: Database, target: string) {
  return db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target)).orderBy(oneTimeCodes.id);
}

/** A wrong code for `code` (same length, never equal). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A fresh 10-digit US mobile number (unique within a test file, whose database is its own). */
let mobileCounter = 0;
export const freshMobile = () => `312555${String(++mobileCounter).padStart(4, '0')}`;

let emailCounter = 0;
export const freshEmail = (label = 'person') => `${label}.${++emailCounter}@example.com`;
