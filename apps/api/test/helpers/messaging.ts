import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';

// Fakes for the outside services, speaking their real protocols (SMTP, HTTP), for API tests.

/** One e-mail as the SMTP server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** While true, every recipient is refused (550), as a broken mail server would. */
  isRefusing: boolean;
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const fake = {
    url: '',
    mails,
    isRefusing: false,
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!fake.isRefusing) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...parseMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  fake.url = `smtp://127.0.0.1:${port}`;
  return fake;
}

/** The text and HTML parts of a nodemailer message (multipart/alternative, 7bit / QP / base64). */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitPart(raw);
  const parts: Array<{ type: string; content: string }> = [];
  collectParts(headers, body, parts);
  return {
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

/** One header of a received message, unfolded (undefined when absent). */
export function headerOf(mail: Pick<ReceivedMail, 'raw'>, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name.toLowerCase()) {
      return line.slice(colon + 1).trim();
    }
  }
  return undefined;
}

function splitPart(raw: string) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, out: Array<{ type: string; content: string }>) {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let content = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    content = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    content = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  out.push({ type, content: content.replace(/\r\n/g, '\n') });
}

/** The six-digit code standing alone in a message (its own line in e-mails, a word in SMS). */
export function codeIn(text: string): string {
  const match = /(?:^|\s)(\d{6})(?=[\s.,]|$)/m.exec(text);
  if (!match) throw new Error(`no six-digit code in: ${text.slice(0, 200)}`);
  return match[1];
}

export interface ReceivedSms {
  to: string;
  body: string;
}

interface TestHttpServer<T> {
  url: string;
  received: T[];
  /** The HTTP status the fake answers (200/201 by default). */
  status: number;
  close(): Promise<void>;
}

export type TestSmsGateway = TestHttpServer<ReceivedSms> & { textsTo(number: string): ReceivedSms[] };

/** The SMS_WEBHOOK_URL receiver: keeps every `{to, body}` POSTed to it. */
export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const fake = await startTestHttpServer<ReceivedSms>(200, async (request, body) => {
    if (request.method !== 'POST' || request.headers['content-type'] !== 'application/json') return undefined;
    return JSON.parse(body) as ReceivedSms;
  });
  return Object.assign(fake, { textsTo: (number: string) => fake.received.filter((s) => s.to === number) });
}

export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** Answers like Twilio's Messages API (201 with a message sid) and keeps each request. */
export async function startTestTwilio(): Promise<TestHttpServer<TwilioRequest>> {
  return startTestHttpServer<TwilioRequest>(
    201,
    async (request, body) => ({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    }),
    (status) =>
      status < 300
        ? { sid: 'SM00000000000000000000000000000001', status: 'queued' }
        : { code: 21211, message: "The 'To' number is not a valid phone number.", status },
  );
}

async function startTestHttpServer<T>(
  okStatus: number,
  read: (request: IncomingMessage, body: string) => Promise<T | undefined>,
  answer: (status: number) => unknown = () => ({ ok: true }),
): Promise<TestHttpServer<T>> {
  const received: T[] = [];
  const fake: TestHttpServer<T> = {
    url: '',
    received,
    status: okStatus,
    close: () => closeServer(server),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const item = await read(request, Buffer.concat(chunks).toString('utf8')).catch(() => undefined);
      if (item !== undefined && fake.status < 300) received.push(item);
      response.writeHead(fake.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(fake.status)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function closeServer(server: Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export interface TestGoogle {
  /** GOOGLE_JWKS_URL */
  jwksUrl: string;
  clientId: string;
  /** An ID token as Google would sign it; `claims` override the defaults. */
  idToken(
    claims?: JWTPayload,
    options?: { expiresIn?: string | number; otherKey?: boolean; kid?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

/** Google's key set over local HTTP, and ID tokens signed with its RS256 key. */
export async function startTestGoogle(): Promise<TestGoogle> {
  const clientId = 'homebid-test.apps.googleusercontent.com';
  const kid = 'test-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/oauth2/v3/certs' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    jwksUrl: `${base}/oauth2/v3/certs`,
    clientId,
    async idToken(claims = {}, options = {}) {
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: '109876543210987654321',
        email: 'google.user@example.com',
        email_verified: true,
        name: 'Gina Google',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.otherKey ? other.privateKey : privateKey);
    },
    close: () => closeServer(server),
  };
}

/** Limits high enough that a test file's many calls from 127.0.0.1 are never held back. */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '10000',
  RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '10000',
};
