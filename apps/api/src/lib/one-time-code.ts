import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const ONE_TIME_CODE_LENGTH = 6;

/** What a code proves: stored in one_time_codes.purpose, and chooses the e-mail's wording. */
export type OneTimeCodePurpose = 'login' | 'registration' | 'password_reset' | 'email_change' | 'mobile_change';

/**
 * The key when OTP_SECRET is unset. The hash then still differs per row (the row id is part of the
 * message), but only OTP_SECRET keeps a leaked `one_time_codes` table from being brute-forced offline.
 */
const BUILT_IN_KEY = 'homebid-one-time-code';

/** Six digits from the operating system's CSPRNG, leading zeros kept ("004521"). */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

/** HMAC-SHA256 over "<row id>:<code>" keyed with OTP_SECRET (or the built-in key), as 64 hex digits. */
export function hashOneTimeCode(code: string, rowId: number, secret: string | undefined): string {
  return createHmac('sha256', secret ?? BUILT_IN_KEY)
    .update(`${rowId}:${code}`)
    .digest('hex');
}

/** Compares a typed code with the stored hash in constant time. */
export function isOneTimeCodeMatch(code: string, rowId: number, storedHash: string, secret: string | undefined) {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashOneTimeCode(code, rowId, secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
