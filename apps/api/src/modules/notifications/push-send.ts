import type { TPushPayload } from '@homebid/contracts/notifications';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an undelivered push (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export class PushGoneError extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}: the subscription is gone`);
  }
}

/**
 * Sends one web push: the `web-push` package encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request is sent with fetch so that a local http stand-in works as well as a browser's
 * https push service. 404 and 410 mean the subscription is gone (PushGoneError).
 */
export async function sendPush(
  target: PushTarget,
  payload: TPushPayload,
  keys: VapidKeys,
  subject: string,
): Promise<void> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ?? undefined,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) throw new PushGoneError(response.status);
  if (!response.ok) throw new Error(`the push service answered ${response.status}`);
}
