import { notificationDeliveries, notificationOutbox } from '@homebid/db/schema';
import { and, eq, gte, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildTestApp, type Dialect, type TestApp } from '../../helpers/build-test-app';
import {
  RELAXED_LIMITS,
  startTestSmsGateway,
  startTestSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from '../../helpers/messaging';
import type { SessionHeaders } from '../../helpers/users';

export interface MessagingApp {
  t: TestApp;
  sms: TestSmsGateway;
  smtp: TestSmtpServer;
  /** Closes the app, then the two servers. */
  close(): Promise<void>;
}

/** An app on `dialect` whose SMS and e-mail reach an SMS gateway and an SMTP server of its own. */
export async function buildMessagingApp(dialect: Dialect): Promise<MessagingApp> {
  const [sms, smtp] = await Promise.all([startTestSmsGateway(), startTestSmtpServer()]);
  const closeServers = () => Promise.all([sms.close(), smtp.close()]).then(() => undefined);
  try {
    const t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url, SMTP_URL: smtp.url } });
    return { t, sms, smtp, close: () => t.close().finally(closeServers) };
  } catch (error) {
    await closeServers();
    throw error;
  }
}

/** Polls `check` until it answers true (or throws after `timeoutMs`). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the dispatcher has finished with the notification (its outbox row is gone). */
export async function delivered(t: TestApp, notificationId: number) {
  await until(
    async () =>
      (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, notificationId)))
        .length === 0,
    15_000,
    `notification ${notificationId} to be dispatched`,
  );
}

/** Waits until a delivery of the notification failed and was put back for a retry (after its back-off). */
export async function settledForRetry(t: TestApp, notificationId: number) {
  await until(
    async () => {
      const [row] = await t.db
        .select({ isBackingOff: sql<boolean>`${notificationOutbox.availableAt} < now() + interval '45 seconds'` })
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.notificationId, notificationId), gte(notificationOutbox.attempts, 1)));
      return Boolean(row?.isBackingOff);
    },
    15_000,
    `notification ${notificationId} to be put back for a retry`,
  );
}

/** The channels a notification went out on, sorted ('email', 'live', 'push:…', 'sms'). */
export async function channelsOf(t: TestApp, notificationId: number): Promise<string[]> {
  const rows = await t.db
    .select({ channel: notificationDeliveries.channel, target: notificationDeliveries.target })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return rows.map((r) => (r.channel === 'push' ? r.target : r.channel)).sort();
}

let mobileCounter = 0;
/** A 10-digit mobile number of this test process (starts with 5: other helpers' numbers start with 2). */
export const uniqueMobile = () =>
  `5${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(6, '0')}`;

/** A socket speaking the Action Cable protocol to /cable, keeping every message it receives. */
export interface CableClient {
  messages: Array<Record<string, unknown>>;
  subscribe(identifier: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): void;
}

export async function openCable(baseUrl: string, headers: SessionHeaders): Promise<CableClient> {
  const query = new URLSearchParams({
    'access-token': headers['access-token'],
    client: headers.client,
    uid: headers.uid,
  });
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/cable?${query}`, ['actioncable-v1-json']);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    if (message.type !== 'ping') messages.push(message);
  });
  await until(() => messages.some((m) => m.type === 'welcome'), 10_000, 'welcome');
  return {
    messages,
    async subscribe(identifier) {
      const id = JSON.stringify(identifier);
      socket.send(JSON.stringify({ command: 'subscribe', identifier: id }));
      await until(
        () => messages.some((m) => m.identifier === id && /_subscription$/.test(String(m.type))),
        10_000,
        'subscription answer',
      );
      return messages.find((m) => m.identifier === id && /_subscription$/.test(String(m.type))) as Record<
        string,
        unknown
      >;
    },
    close: () => socket.close(),
  };
}
