import { isIP } from 'node:net';
import { notificationMessages } from '@homebid/contracts/notifications';
import type { Config } from '../../lib/config';

/**
 * The browsers' push services, as host names that also cover their subdomains: Chrome, Edge on
 * Android, Opera, Samsung Internet and Brave (Firebase Cloud Messaging), Firefox (Mozilla autopush),
 * Edge on Windows (WNS, `wns2-….notify.windows.com`), Safari on macOS and iOS (`web.push.apple.com`).
 * An operator adds others with WEB_PUSH_HOSTS.
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export interface PushEndpointPolicy {
  hosts: readonly string[];
  /** A local stand-in push service (development and tests; the config refuses it in production). */
  allowPrivateAddresses: boolean;
}

export function pushEndpointPolicy(config: Pick<Config, 'webPush'>): PushEndpointPolicy {
  return {
    hosts: [...BROWSER_PUSH_HOSTS, ...config.webPush.extraHosts],
    allowPrivateAddresses: config.webPush.allowPrivateAddresses,
  };
}

export type PushEndpointCheck = { url: URL; refusal?: undefined } | { url?: undefined; refusal: string };

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Whether the server may POST to a subscription's endpoint, judged on the URL alone (the address
 * it resolves to is checked when sending): https to a push service's host, never an
 * IP address (the URL parser has already turned 127.1, 2130706433 or 0x7f.1 into 127.0.0.1),
 * never localhost. A local stand-in may be plain http, and on localhost.
 */
export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): PushEndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { refusal: notificationMessages.pushEndpointInvalid };
  }
  if (url.username || url.password) return { refusal: notificationMessages.pushEndpointInvalid };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) return { refusal: notificationMessages.pushEndpointAddress };
  if (isLocalName(host) && !policy.allowPrivateAddresses) return { refusal: notificationMessages.pushEndpointAddress };
  const isStandIn = policy.allowPrivateAddresses && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !isStandIn) return { refusal: notificationMessages.pushEndpointNotHttps };
  const isPushService = policy.hosts.some((known) => host === known || host.endsWith(`.${known}`));
  if (!isPushService) return { refusal: notificationMessages.pushEndpointNotPushService };
  return { url };
}
