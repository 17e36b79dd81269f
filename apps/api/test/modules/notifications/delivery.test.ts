import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_TASK,
  notificationDeliveryTexts,
  notificationMessages,
  notificationTitle,
  type TKnownTaskName,
  type TPushPayload,
} from '@homebid/contracts/notifications';
import { PRO_TASK } from '@homebid/contracts/subscriptions';
import { notificationOutbox, notifications, webPushSubscriptions } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, notifyMany } from '../../../src/modules/notifications';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createProject, twoSubTypes } from '../../helpers/marketplace';
import {
  RELAXED_LIMITS,
  startTestSmsGateway,
  startTestSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from '../../helpers/messaging';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { STAND_IN_PUSH_ENV, startTestPushService, type TestDevice, type TestPushService } from './push-receiver';
import { channelsOf, delivered, openCable, settledForRetry, uniqueMobile, until } from './support';

interface Person {
  user: CreatedUser;
  headers: SessionHeaders;
  mobile: string;
  device: TestDevice;
}

describe.each(dialects())('notification delivery on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let sms: TestSmsGateway;
  let push: TestPushService;
  let baseUrl: string;
  let counter = 0;

  beforeAll(async () => {
    [smtp, sms, push] = await Promise.all([startTestSmtpServer(), startTestSmsGateway(), startTestPushService()]);
    t = await buildTestApp({
      dialect,
      env: {
        ...RELAXED_LIMITS,
        ...STAND_IN_PUSH_ENV,
        SMTP_URL: smtp.url,
        SMS_WEBHOOK_URL: sms.url,
        PUBLIC_URL: 'https://pro.homebid.test',
      },
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), sms?.close(), push?.close()]);
  });

  /** A provider with a confirmed mobile number and one subscribed browser. */
  async function person(): Promise<Person> {
    const mobile = uniqueMobile();
    const user = await createUser(t.db, { role: 'provider', name: 'Pat Provider', mobileNumber: mobile });
    const headers = await signIn(t.app, user);
    const device = push.device(`device-${++counter}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web_push/subscribe',
      headers,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { user, headers, mobile, device };
  }

  const post = (url: string, headers: SessionHeaders, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

  /** notify() inside a transaction, as an event does; answers the notification's id. */
  async function event(userId: number, taskName: TKnownTaskName, text: string, projectId?: number) {
    const row = await t.db.transaction((tx) => notify(tx, { userId, taskName, text, projectId }));
    return row.id;
  }

  it('delivers live, by e-mail, by SMS and by web push when every switch is on', async () => {
    const pat = await person();
    const cable = await openCable(baseUrl, pat.headers);
    const identifier = JSON.stringify({ channel: NOTIFICATION_CHANNEL });
    try {
      expect((await cable.subscribe({ channel: NOTIFICATION_CHANNEL })).type).toBe('confirm_subscription');
      const id = await event(pat.user.id, 'You are Hired!', 'You are hired for Fix the roof');
      await delivered(t, id);
      expect(await channelsOf(t, id)).toEqual(['email', 'live', `push:${await subscriptionId(pat)}`, 'sms']);

      // Live: CONTRACT §6's message with the unread count.
      await until(() => cable.messages.some((m) => m.identifier === identifier && m.message), 5000, 'live message');
      const live = cable.messages.find((m) => m.identifier === identifier && m.message)?.message as {
        type: string;
        data: Record<string, unknown>;
        count: number;
      };
      expect(live.type).toBe('notification');
      expect(live.count).toBe(1);
      expect(live.data).toMatchObject({
        id,
        task_name: 'You are Hired!',
        notification: 'You are hired for Fix the roof',
        icon: 'hired',
        read: false,
      });

      // E-mail through the SMTP server, from HomeBid, the readable title as subject, with the text and the link.
      const [mail] = smtp.mailsTo(pat.user.email);
      expect(mail.subject).toBe(notificationDeliveryTexts.emailSubject('You are Hired!'));
      expect(mail.subject).toBe('You are Hired!');
      expect(mail.raw).toMatch(/^From: HomeBid </m);
      expect(mail.text).toContain('You are hired for Fix the roof');
      expect(mail.text).toContain('https://pro.homebid.test/notifications');
      expect(mail.html).toContain('You are hired for Fix the roof');

      // SMS through the webhook, as CONTRACT §2 says: {to, body}.
      expect(sms.textsTo(pat.mobile)).toEqual([
        { to: pat.mobile, body: 'HomeBid: You are hired for Fix the roof https://pro.homebid.test/notifications' },
      ]);

      // Web push: an encrypted POST with a TTL and a VAPID signature, that the browser can open.
      const [received] = pat.device.pushes();
      expect(received.headers.ttl).toBe('86400');
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      const publicKey = (
        await t.app.inject({ method: 'GET', url: '/api/web_push/vapid_public_key', headers: pat.headers })
      ).json().data.public_key;
      expect(received.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(received.body.includes(Buffer.from('Fix the roof'))).toBe(false);
      expect(pat.device.open(received)).toEqual({
        title: 'You are Hired!',
        body: 'You are hired for Fix the roof',
        url: '/notifications',
        tag: `notification-${id}`,
        notification_id: id,
      });
    } finally {
      cable.close();
    }
  });

  it('names each notification by its title, never its task name, in the e-mail and the push, and links where it acts', async () => {
    const pat = await person();
    const customer = await createUser(t.db, { role: 'customer' });
    const [subType] = await twoSubTypes(t.db);
    const project = await createProject(t.db, { customerUserId: customer.id, subType });
    const cases: Array<{ taskName: TKnownTaskName; projectId?: number; title: string; path: string }> = [
      {
        taskName: NOTIFICATION_TASK.contacted,
        projectId: project.id,
        title: 'New message from a customer',
        path: `/project-detail/${project.id}/my_projects?chat=1`,
      },
      {
        taskName: NOTIFICATION_TASK.remainderToBid,
        projectId: project.id,
        title: 'Reminder: place your bid',
        path: `/project-detail/${project.id}/lead_projects`,
      },
      { taskName: PRO_TASK, title: 'Your Pro+ subscription', path: '/pro-plus' },
    ];
    for (const [index, { taskName, projectId, title, path }] of cases.entries()) {
      expect(notificationTitle(taskName)).toBe(title);
      const id = await event(pat.user.id, taskName, `Notice number ${index}`, projectId);
      await delivered(t, id);
      const mail = smtp.mailsTo(pat.user.email).find((m) => m.text.includes(`Notice number ${index}`));
      expect(mail?.subject).toBe(title);
      expect(mail?.text).toContain(`\n${title}\n`);
      expect(mail?.text).toContain(`https://pro.homebid.test${path}`);
      expect(mail?.html).toContain(`>${title}</h1>`);
      const opened = pat.device.pushes().map((received) => pat.device.open(received)) as TPushPayload[];
      expect(opened.find((p) => p.notification_id === id)).toMatchObject({ title, url: path });
    }
    // No internal name anywhere in what reached the person (the texts name none either).
    const everything = JSON.stringify([
      smtp.mailsTo(pat.user.email),
      sms.textsTo(pat.mobile),
      pat.device.pushes().map((received) => pat.device.open(received)),
    ]);
    for (const internal of ['ProjectContacted', 'RemainderToBid']) expect(everything).not.toContain(internal);
  });

  it('sends nothing on a channel switched off in Alert types', async () => {
    const pat = await person();
    const saved = await post('/all_notifications_settings', pat.headers, {
      sms_notification: false,
      push_notification: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await event(pat.user.id, 'You are Hired!', 'Hired, e-mail only');
    await delivered(t, id);
    expect(await channelsOf(t, id)).toEqual(['email', 'live']);
    expect(smtp.mailsTo(pat.user.email)).toHaveLength(1);
    expect(sms.textsTo(pat.mobile)).toEqual([]);
    expect(pat.device.pushes()).toEqual([]);

    await post('/all_notifications_settings', pat.headers, { email_notification: false });
    const silent = await event(pat.user.id, 'You are Hired!', 'Hired, nothing but live');
    await delivered(t, silent);
    expect(await channelsOf(t, silent)).toEqual(['live']);
    expect(smtp.mailsTo(pat.user.email)).toHaveLength(1);
    // It is still in the list.
    const list = (await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: pat.headers })).json();
    expect(list.data.notifications[0].notification).toBe('Hired, nothing but live');
  });

  it("sends nothing on a channel switched off in the type's row, and follows each type's own row", async () => {
    const pat = await person();
    const rows = (await t.app.inject({ method: 'GET', url: '/api/notification_settings', headers: pat.headers })).json()
      .data.notification_settings as Array<{ id: number; notification_type: string }>;
    const hired = rows.find((r) => r.notification_type === 'hired');
    const saved = await post('/notification_settings', pat.headers, {
      notification_settings: [{ id: hired?.id, email_notification: false, push_notification: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const hiredId = await event(pat.user.id, 'You are Hired!', 'Hired by text only');
    const projectId = await event(pat.user.id, 'New Project Available for Bidding', 'A new roof nearby');
    // Project updates: SMS is off by default.
    const updateId = await event(pat.user.id, 'Project Updates', 'Awarded to another pro');
    await Promise.all([delivered(t, hiredId), delivered(t, projectId), delivered(t, updateId)]);
    const subscription = `push:${await subscriptionId(pat)}`;
    expect(await channelsOf(t, hiredId)).toEqual(['live', 'sms']);
    expect(await channelsOf(t, projectId)).toEqual(['email', 'live', subscription, 'sms']);
    expect(await channelsOf(t, updateId)).toEqual(['email', 'live', subscription]);
    expect(sms.textsTo(pat.mobile).map((s) => s.body.split(' https')[0])).toEqual(
      expect.arrayContaining(['HomeBid: Hired by text only', 'HomeBid: A new roof nearby']),
    );
    expect(sms.textsTo(pat.mobile)).toHaveLength(2);
    expect(
      smtp
        .mailsTo(pat.user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['New Project Available for Bidding', 'Project Updates']);
    expect(pat.device.pushes()).toHaveLength(2);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const pat = await person();
    push.statusFor.set(new URL(pat.device.endpoint).pathname, 410);
    const id = await event(pat.user.id, 'Project Reviewed', 'Casey gave you 5 stars');
    await delivered(t, id);
    expect(pat.device.pushes()).toHaveLength(1);
    expect(await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, pat.user.id))).toEqual(
      [],
    );
    expect(await channelsOf(t, id)).toEqual(['email', 'live']);
  });

  it('follows no redirect from a push service: the push fails and is retried later', async () => {
    const pat = await person();
    const elsewhere = await startTestPushService();
    const path = new URL(pat.device.endpoint).pathname;
    let id = 0;
    try {
      push.redirectFor.set(path, elsewhere.device('inside').endpoint);
      id = await event(pat.user.id, 'Project Reviewed', 'Redirected push');
      await settledForRetry(t, id);
      expect(pat.device.pushes()).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      expect(await channelsOf(t, id)).toEqual(['email', 'live']);
    } finally {
      push.redirectFor.delete(path);
      // The retry is not waited for: later tests expect an empty outbox.
      await t.db.delete(notificationOutbox).where(eq(notificationOutbox.notificationId, id));
      await elsewhere.close();
    }
  });

  it('refuses IP addresses even for the local stand-in (only its configured host name)', async () => {
    const pat = await person();
    const keys = pat.device.keys;
    const port = new URL(push.url).port;
    for (const endpoint of [
      `http://127.0.0.1:${port}/push/x`,
      `http://[::1]:${port}/push/x`,
      `http://127.1:${port}/x`,
    ]) {
      const refused = await post('/web_push/subscribe', pat.headers, { endpoint, keys });
      expect(refused.statusCode, endpoint).toBe(422);
      expect(refused.json().message).toBe(notificationMessages.pushEndpointAddress);
    }
  });

  it('pushes nothing to a device whose session ended (signed out)', async () => {
    const pat = await person();
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: pat.headers });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const id = await event(pat.user.id, 'You are Hired!', 'Hired after signing out');
    await delivered(t, id);
    expect(await channelsOf(t, id)).toEqual(['email', 'live', 'sms']);
    expect(pat.device.pushes()).toEqual([]);
  });

  it("tells the user's sockets the unread count when a list page is read", async () => {
    const pat = await person();
    const cable = await openCable(baseUrl, pat.headers);
    // A user id in the identifier is ignored: the stream is always the signed-in user's own.
    const identifier = JSON.stringify({ channel: NOTIFICATION_CHANNEL, user_id: 1 });
    try {
      await cable.subscribe({ channel: NOTIFICATION_CHANNEL, user_id: 1 });
      const ids = [
        await event(pat.user.id, 'Project Updates', 'First'),
        await event(pat.user.id, 'Project Updates', 'Second'),
      ];
      await Promise.all(ids.map((id) => delivered(t, id)));
      await until(() => cable.messages.filter((m) => m.identifier === identifier && m.message).length === 2);
      const counts = cable.messages
        .filter((m) => m.identifier === identifier && m.message)
        .map((m) => (m.message as { count: number }).count)
        .sort();
      // Each carries the unread count when it went out (both may go out after both were written).
      expect(counts.at(-1)).toBe(2);
      expect(counts[0]).toBeGreaterThanOrEqual(1);
      const list = await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: pat.headers });
      expect(list.json().data.count).toBe(0);
      await until(() =>
        cable.messages.some((m) => m.identifier === identifier && (m.message as { type?: string })?.type === 'count'),
      );
      expect(cable.messages.at(-1)).toEqual({ identifier, message: { type: 'count', count: 0 } });
    } finally {
      cable.close();
    }
  });

  it('retries a channel that failed, without repeating the channels that worked', async () => {
    const pat = await person();
    // The metrics count each failed channel (notification_delivery_failures_total).
    const emailFailures = async () => {
      const metric = t.app.metrics.registry.getSingleMetric('notification_delivery_failures_total');
      const values = (await metric?.get())?.values ?? [];
      return values.find((value) => value.labels.channel === 'email')?.value ?? -1;
    };
    const failuresBefore = await emailFailures();
    smtp.isRefusing = true;
    let id: number;
    try {
      id = await event(pat.user.id, 'You are Hired!', 'Hired while the mail server is down');
      await until(async () => (await channelsOf(t, id)).includes('sms'), 15_000, 'the SMS');
      await until(
        async () => {
          const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, id));
          // Put back after the first back-off (30 s), not merely claimed (the lease is 60 s).
          const wait = row ? row.availableAt.getTime() - Date.now() : 0;
          return row?.attempts === 1 && wait > 5000 && wait < 45_000;
        },
        15_000,
        'the retry to be scheduled',
      );
      expect(smtp.mailsTo(pat.user.email)).toEqual([]);
      expect(await emailFailures()).toBe(failuresBefore + 1);
    } finally {
      smtp.isRefusing = false;
    }
    // Due again now (instead of after the back-off).
    await t.db
      .update(notificationOutbox)
      .set({ availableAt: sql`now()` })
      .where(eq(notificationOutbox.notificationId, id));
    await delivered(t, id);
    expect(smtp.mailsTo(pat.user.email)).toHaveLength(1);
    expect(sms.textsTo(pat.mobile)).toHaveLength(1);
    expect(pat.device.pushes()).toHaveLength(1);
    expect(await channelsOf(t, id)).toEqual(['email', 'live', `push:${await subscriptionId(pat)}`, 'sms']);
  });

  it("leaves a row another process has claimed until its lease runs out, then delivers it (a dead process's work is not lost)", async () => {
    const pat = await person();
    // Written and claimed at once, as by a process that died before delivering (its lease still runs).
    const id = await t.db.transaction(async (tx) => {
      const row = await notify(tx, {
        userId: pat.user.id,
        taskName: 'You are Hired!',
        text: 'Claimed by a dead process',
      });
      await tx
        .update(notificationOutbox)
        .set({ availableAt: sql`now() + interval '1 hour'`, attempts: 1 })
        .where(eq(notificationOutbox.notificationId, row.id));
      return row.id;
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await channelsOf(t, id)).toEqual([]);
    expect(sms.textsTo(pat.mobile)).toEqual([]);
    // The lease runs out.
    await t.db
      .update(notificationOutbox)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(notificationOutbox.notificationId, id));
    await delivered(t, id);
    expect(await channelsOf(t, id)).toEqual(['email', 'live', `push:${await subscriptionId(pat)}`, 'sms']);
    expect(sms.textsTo(pat.mobile)).toHaveLength(1);
  });

  it('delivers each notification once with two API processes on one database', async () => {
    const second = await buildTestApp({
      dialect,
      database: t.database,
      env: {
        ...RELAXED_LIMITS,
        ...STAND_IN_PUSH_ENV,
        SMTP_URL: smtp.url,
        SMS_WEBHOOK_URL: sms.url,
        PUBLIC_URL: 'https://pro.homebid.test',
      },
    });
    try {
      const people = [await person(), await person(), await person()];
      const texts = Array.from({ length: 8 }, (_, i) => `Batch notice ${i + 1}`);
      await t.db.transaction(async (tx) => {
        for (const text of texts) {
          await notifyMany(
            tx,
            sql`select id as user_id from users where id in (${sql.join(
              people.map((p) => sql`${p.user.id}`),
              sql`, `,
            )})`,
            { taskName: 'New Project Available for Bidding', text },
          );
        }
      });
      await until(
        async () => (await t.db.select().from(notificationOutbox)).length === 0,
        30_000,
        'every notification to be dispatched',
      );
      for (const p of people) {
        const bodies = sms.textsTo(p.mobile).map((s) => s.body.split(' https')[0].replace('HomeBid: ', ''));
        expect(bodies.sort()).toEqual([...texts].sort());
        expect(smtp.mailsTo(p.user.email)).toHaveLength(texts.length);
        expect(p.device.pushes()).toHaveLength(texts.length);
      }
      const written = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.taskName, 'New Project Available for Bidding'));
      expect(written.length).toBeGreaterThanOrEqual(texts.length * people.length);
    } finally {
      await second.close();
    }
  }, 60_000);

  async function subscriptionId(p: Person): Promise<number> {
    const [row] = await t.db
      .select({ id: webPushSubscriptions.id })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, p.device.endpoint));
    return row.id;
  }
});
