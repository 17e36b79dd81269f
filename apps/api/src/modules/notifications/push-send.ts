import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { TPushPayload } from '@homebid/contracts/notifications';
import webpush from 'web-push';
import { isPublicAddress } from '../../lib/public-address';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an undelivered push (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** The subscription can never be delivered: the push service said it is gone, or its endpoint is refused. */
export class PushGoneError extends Error {
  constructor(readonly reason: string) {
    super(`the subscription is gone: ${reason}`);
  }
}

/**
 * dns.lookup that refuses a name any of whose addresses is not public (DNS may have changed since
 * the subscription was checked), and hands the connection exactly the addresses it checked: no
 * second lookup between the check and the connect.
 */
function checkedLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivateAddresses ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        const reason = refused ? `${hostname} resolves to ${refused.address}, not a public address` : 'no address';
        return callback(Object.assign(new Error(reason), { code: 'EPUSHADDRESS' }), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** One POST, no redirect followed (node:http never follows one); answers the status. */
function post(url: URL, headers: Record<string, string>, body: Buffer | null, lookupFn: LookupFunction) {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', headers, lookup: lookupFn, agent: false, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * Sends one web push: the `web-push` package encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request goes out only to an endpoint the policy still accepts (push-endpoint.ts), to a
 * public address (checked at connect time), without following redirects. 404 and 410 mean the
 * subscription is gone, and so does an endpoint the policy refuses (PushGoneError); a redirect or
 * any other failure may be retried.
 */
export async function sendPush(
  target: PushTarget,
  payload: TPushPayload,
  keys: VapidKeys,
  subject: string,
  policy: PushEndpointPolicy,
): Promise<void> {
  const checked = checkPushEndpoint(target.endpoint, policy);
  if (!checked.url) throw new PushGoneError(checked.refusal);
  const details = webpush.generateRequestDetails(
    { endpoint: checked.url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const status = await post(
    checked.url,
    details.headers as Record<string, string>,
    details.body ?? null,
    checkedLookup(policy.allowPrivateAddresses),
  );
  if (status === 404 || status === 410) throw new PushGoneError(`the push service answered ${status}`);
  if (status < 200 || status >= 300)
    throw new Error(`the push service answered ${status} (redirects are not followed)`);
}
