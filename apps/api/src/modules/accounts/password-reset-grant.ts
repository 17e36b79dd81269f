import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET_GRANT_MINUTES } from '@homebid/contracts/accounts';
import type { Config } from '../../lib/config';

/**
 * The grant validate_password_otp gives the browser that verified the code (spec §7 sends only
 * `password, email` to update_user_password): an HttpOnly, SameSite=Strict cookie sent to that one
 * path, naming the verified code row and the e-mail, signed with OTP_SECRET. It is short-lived (its
 * own expiry, and the row's verified_at must be younger than PASSWORD_RESET_GRANT_MINUTES) and
 * single-use (setting the password spends the row; a newer code supersedes it).
 */
export const PASSWORD_RESET_GRANT_COOKIE = 'homebid_password_reset';
const COOKIE_PATH = '/api/update_user_password';
const GRANT_SECONDS = PASSWORD_RESET_GRANT_MINUTES * 60;
/** The key when OTP_SECRET is unset (never in production, where config.ts requires it). */
const BUILT_IN_KEY = 'homebid-password-reset-grant';

function signature(secret: string | undefined, payload: string, email: string) {
  return createHmac('sha256', secret ?? BUILT_IN_KEY)
    .update(`password-reset-grant:${payload}:${email}`)
    .digest('base64url');
}

/** The Set-Cookie value giving this browser the grant for `codeId` (the row just verified for `email`). */
export function passwordResetGrantCookie(config: Config, codeId: number, email: string, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + GRANT_SECONDS;
  const payload = `${codeId}.${expiresAt}`;
  const value = `${payload}.${signature(config.otp.secret, payload, email)}`;
  return cookie(config, value, GRANT_SECONDS);
}

/** The Set-Cookie value that takes the grant back (after it was used). */
export function clearedPasswordResetGrantCookie(config: Config): string {
  return cookie(config, '', 0);
}

function cookie(config: Config, value: string, maxAge: number) {
  // Secure whenever the portal is served over https, however PUBLIC_URL was spelled.
  const secure = new URL(config.publicUrl).protocol === 'https:' ? '; Secure' : '';
  return `${PASSWORD_RESET_GRANT_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** The grant cookie's value in a Cookie header, if any. */
export function grantFromCookieHeader(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PASSWORD_RESET_GRANT_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/** The code row a grant names, when it is genuine, unexpired and was given for `email`; null otherwise. */
export function grantedCodeId(
  config: Config,
  grant: string | undefined,
  email: string,
  now = new Date(),
): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant ?? '');
  if (!match) return null;
  const [, codeId, expiresAt, given] = match;
  if (Number(expiresAt) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(config.otp.secret, `${codeId}.${expiresAt}`, email));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return Number(codeId);
}
