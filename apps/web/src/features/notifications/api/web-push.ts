import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** The service worker (apps/web/public/sw.js): shows pushes, opens their link on a click. */
export const SERVICE_WORKER_URL = '/sw.js';

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The VAPID application server key, base64url, as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Turns web push on for this device: asks the permission (call it from a click or a key press only),
 * registers the service worker, subscribes with the server's VAPID key (GET /api/web_push/vapid_public_key)
 * and stores the subscription (POST /api/web_push/subscribe). Answers the permission it ended with.
 */
export async function enablePush(): Promise<PushSupport> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const { data } = await apiCall(endpoints.getVapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.public_key),
    }));
  const json = subscription.toJSON();
  await apiCall(endpoints.subscribePush, {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'granted';
}

/** Whether this device already has a push subscription. */
export async function isPushSubscribed(): Promise<boolean> {
  if (pushSupport() === 'unsupported') return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}
