import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);
// web-push's own encryption library (RFC 8188), to open what the server sent as a browser would.
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** The settings under which the app may reach the stand-in (development and tests only). */
export const STAND_IN_PUSH_ENV = { WEB_PUSH_HOSTS: 'localhost', WEB_PUSH_ALLOW_PRIVATE_ADDRESSES: '1' } as const;

/** One POST as the stand-in push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of one subscription: the keys it gives the server, and the means to read a push. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The pushes that reached this device's endpoint. */
  pushes(): ReceivedPush[];
  /** Decrypts a push's body with the device's private key (aes128gcm), as the browser would. */
  open(push: ReceivedPush): unknown;
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  /** The status answered per path (201 by default), e.g. 410 for a subscription that is gone. */
  statusFor: Map<string, number>;
  /** Paths answered `302 Found` to the given location. */
  redirectFor: Map<string, string>;
  device(name: string): TestDevice;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for a browser vendor's push service, at http://localhost:<port>:
 * the app under test needs WEB_PUSH_HOSTS=localhost and WEB_PUSH_ALLOW_PRIVATE_ADDRESSES=1
 * (STAND_IN_PUSH_ENV) to reach it.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const redirectFor = new Map<string, string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const location = redirectFor.get(path);
      if (location) response.setHeader('location', location);
      response.statusCode = location ? 302 : (statusFor.get(path) ?? 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  return {
    url,
    received,
    statusFor,
    redirectFor,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${name}`;
      return {
        endpoint: `${url}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        pushes: () => received.filter((push) => push.path === path),
        open: (push) =>
          JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString()),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
