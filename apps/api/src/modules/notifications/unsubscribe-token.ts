import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type TNotificationType } from '@homebid/contracts/notifications';
import { pageUrl } from '@homebid/contracts/routes';

/** The key when OTP_SECRET is unset (never in production, where config.ts requires it). */
const BUILT_IN_KEY = 'homebid-email-unsubscribe';
const TYPES: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

function signature(secret: string | undefined, userId: number, type: TNotificationType) {
  // The purpose is part of what is signed: no other signed value of the app can pass for this one.
  return createHmac('sha256', secret ?? BUILT_IN_KEY)
    .update(`email-unsubscribe:${userId}:${type}`)
    .digest('base64url');
}

/** The token of an e-mail's unsubscribe link: one user, one notification type, signed with OTP_SECRET. */
export function unsubscribeToken(secret: string | undefined, userId: number, type: TNotificationType): string {
  return `${userId}.${type}.${signature(secret, userId, type)}`;
}

/** What a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: string | undefined,
  token: string,
): { userId: number; type: TNotificationType } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, type, given] = match as unknown as [string, string, string, string];
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647 || !TYPES.has(type)) return null;
  const expected = Buffer.from(signature(secret, userId, type as TNotificationType));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, type: type as TNotificationType };
}

/** The absolute unsubscribe address of an e-mail's List-Unsubscribe (GET reads it, a one-click POST acts on it). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** The web page the e-mail's footer links: it names the type and offers the same switch as a button. */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${pageUrl('unsubscribe')}?token=${encodeURIComponent(token)}`;
