import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);
// web-push's own encryption library (RFC 8188), to open what the server sent as a browser would.
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

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
  device(name: string): TestDevice;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a browser vendor's push service. */
export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusFor.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    received,
    statusFor,
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
