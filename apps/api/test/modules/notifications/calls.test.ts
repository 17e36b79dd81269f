import {
  DEFAULT_TYPE_SETTINGS,
  NOTIFICATION_TYPES_BY_ROLE,
  NOTIFICATIONS_PER_PAGE,
  notificationMessages,
  relativeTime,
  type TKnownTaskName,
  type TNotificationType,
} from '@homebid/contracts/notifications';
import { notifications, webPushKeys, webPushSubscriptions } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../src/modules/notifications';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const API = '/api';

describe.each(dialects())('notification calls on %s', (dialect) => {
  let t: TestApp;
  let pat: CreatedUser;
  let patHeaders: SessionHeaders;
  let sam: CreatedUser;
  let samHeaders: SessionHeaders;
  let customer: CreatedUser;
  let customerHeaders: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    pat = await createUser(t.db, { role: 'provider', name: 'Pat Provider' });
    sam = await createUser(t.db, { role: 'provider', name: 'Sam Second' });
    customer = await createUser(t.db, { role: 'customer' });
    patHeaders = await signIn(t.app, pat);
    samHeaders = await signIn(t.app, sam);
    customerHeaders = await signIn(t.app, customer);
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, headers?: SessionHeaders) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const post = (url: string, headers: SessionHeaders | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });

  /** Writes notifications as an event would (notify() in a transaction), oldest first, a minute apart. */
  async function write(
    userId: number,
    count: number,
    taskName: TKnownTaskName = 'Project Updates',
    projectId?: number,
  ) {
    const start = Date.now() - count * 60_000;
    for (let i = 0; i < count; i++) {
      await t.db.transaction(async (tx) => {
        const row = await notify(tx, { userId, taskName, text: `Update ${i + 1}`, projectId });
        await tx
          .update(notifications)
          .set({ createdAt: new Date(start + i * 60_000) })
          .where(eq(notifications.id, row.id));
      });
    }
  }

  it('refuses every call without a session (401)', async () => {
    for (const url of [
      '/notification_list',
      '/notification_count',
      '/web_provider_notification',
      '/all_notifications_settings/0',
      '/notification_settings',
      '/web_push/vapid_public_key',
    ]) {
      expectErrorEnvelope(await get(url), 401);
    }
    expectErrorEnvelope(await post('/notification_settings', undefined, { notification_settings: [] }), 401);
    expectErrorEnvelope(await post('/all_notifications_settings', undefined, { sms_notification: false }), 401);
  });

  it('counts unread, previews the latest five, lists 9 a page and marks the page read', async () => {
    const owner = await createUser(t.db, { role: 'provider' });
    const headers = await signIn(t.app, owner);
    expect((await get('/notification_count', headers)).json().data).toEqual({ count: 0 });
    const empty = (await get('/notification_list', headers)).json().data;
    expect(empty.notifications).toEqual([]);
    expect(empty.pagination).toEqual({ offset: 0, per_page: 9, total_entries: 0, total_pages: 0 });

    await write(owner.id, 12);
    await write(pat.id, 1);
    expect((await get('/notification_count', headers)).json().data).toEqual({ count: 12 });

    const preview = (await get('/web_provider_notification', headers)).json();
    expect(preview.code).toBe(200);
    expect(preview.data.count).toBe(12);
    expect(preview.data.activities.map((n: { notification: string }) => n.notification)).toEqual([
      'Update 12',
      'Update 11',
      'Update 10',
      'Update 9',
      'Update 8',
    ]);
    // The preview reads nothing.
    expect((await get('/notification_count', headers)).json().data.count).toBe(12);

    const first = (await get('/notification_list', headers)).json().data;
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PER_PAGE);
    expect(first.notifications[0].notification).toBe('Update 12');
    expect(first.notifications.every((n: { read: boolean }) => n.read === false)).toBe(true);
    expect(first.pagination).toEqual({ offset: 0, per_page: 9, total_entries: 12, total_pages: 2 });
    expect(first.count).toBe(3);
    expect((await get('/notification_count', headers)).json().data.count).toBe(3);

    const again = (await get('/notification_list?offset=0', headers)).json().data;
    expect(again.notifications.every((n: { read: boolean }) => n.read === true)).toBe(true);

    const second = (await get('/notification_list?offset=1', headers)).json().data;
    expect(second.notifications.map((n: { notification: string }) => n.notification)).toEqual([
      'Update 3',
      'Update 2',
      'Update 1',
    ]);
    expect(second.count).toBe(0);
    expect((await get('/notification_list?offset=2', headers)).json().data.notifications).toEqual([]);
    // Another user's notification stayed unread and unseen.
    expect((await get('/notification_count', patHeaders)).json().data.count).toBe(1);
  });

  it("answers spec §3's fields with the icon, the link by task name and the relative time", async () => {
    const [subType] = await twoSubTypes(t.db);
    const project = await createProject(t.db, { customerUserId: customer.id, subType });
    const owner = await createUser(t.db, { role: 'provider' });
    const headers = await signIn(t.app, owner);
    await t.db.transaction(async (tx) => {
      await notify(tx, { userId: owner.id, taskName: 'You are Hired!', text: 'Hired', projectId: project.id });
      await notify(tx, { userId: owner.id, taskName: 'Project Reviewed', text: 'Reviewed', tag: 'review' });
      await notify(tx, { userId: owner.id, taskName: 'Pro+ Upgrade', text: 'Pro' });
      await notify(tx, { userId: owner.id, taskName: 'RemainderToBid', text: 'Bid', projectId: project.id });
      // A task name this version does not know (a row a newer version wrote): notify() takes none.
      await tx.insert(notifications).values({ userId: owner.id, taskName: 'Something else', notification: 'Other' });
    });
    const list = (await get('/notification_list', headers)).json().data.notifications as Array<Record<string, unknown>>;
    const byText = Object.fromEntries(list.map((n) => [n.notification, n]));
    expect(byText.Hired).toMatchObject({
      task_name: 'You are Hired!',
      project_id: project.id,
      icon: 'hired',
      link: `/project-detail/${project.id}/my_projects`,
      tag: null,
      read: false,
    });
    expect(byText.Reviewed).toMatchObject({ icon: 'review', link: '/review', tag: 'review', project_id: null });
    expect(byText.Pro).toMatchObject({ icon: 'pro', link: '/profile' });
    expect(byText.Bid).toMatchObject({ icon: 'reminder', link: `/project-detail/${project.id}/lead_projects` });
    expect(byText.Other).toMatchObject({ icon: 'general', link: null });
    const hired = byText.Hired as { created_at: string; time: string };
    expect(new Date(hired.created_at).toISOString()).toBe(hired.created_at);
    expect(hired.time).toMatch(/^\d+ seconds? ago$/);
  });

  it('formats relative times as spec §9 says', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(relativeTime(new Date('2026-11-22T14:59:59Z'), now, true)).toBe('1 second ago');
    expect(relativeTime(new Date('2026-11-22T14:59:15Z'), now, true)).toBe('45 seconds ago');
    expect(relativeTime(new Date('2026-11-22T14:55:00Z'), now, true)).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-11-22T12:00:00Z'), now, true)).toBe('3 hours ago');
    expect(relativeTime(new Date('2026-11-21T09:05:00Z'), now, true)).toBe('9:05 AM, 21 Nov 2026');
    expect(relativeTime(new Date('2026-01-02T00:30:00Z'), now, true)).toBe('12:30 AM, 2 Jan 2026');
  });

  it('refuses a page that is not a whole number from 0 (422), never 500', async () => {
    for (const offset of ['-1', 'abc', '1.5', '99999999999999999999', '%00']) {
      expectErrorEnvelope(await get(`/notification_list?offset=${offset}`, patHeaders), 422);
    }
  });

  it("reads and saves the 'Alert types' switches; those left out keep their value", async () => {
    expect((await get('/all_notifications_settings/0', samHeaders)).json().data).toEqual({
      push_notification: true,
      sms_notification: true,
      email_notification: true,
    });
    const saved = await post('/all_notifications_settings', samHeaders, { sms_notification: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(notificationMessages.globalSaved);
    expect(saved.json().data).toEqual({ push_notification: true, sms_notification: false, email_notification: true });
    await post('/all_notifications_settings', samHeaders, { email_notification: 'false', push_notification: '0' });
    expect((await get('/all_notifications_settings/0', samHeaders)).json().data).toEqual({
      push_notification: false,
      sms_notification: false,
      email_notification: false,
    });
    // Pat's stay as they were.
    expect((await get('/all_notifications_settings/0', patHeaders)).json().data.sms_notification).toBe(true);
    expectErrorEnvelope(await post('/all_notifications_settings', samHeaders, { sms_notification: 'maybe' }), 422);
  });

  it('lists one row per type with the defaults, saves rows by id and refuses rows of another user', async () => {
    const rows = (await get('/notification_settings', patHeaders)).json().data.notification_settings as Array<{
      id: number;
      notification_type: TNotificationType;
      push_notification: boolean;
      sms_notification: boolean;
      email_notification: boolean;
    }>;
    expect(rows.map((r) => r.notification_type)).toEqual([...NOTIFICATION_TYPES_BY_ROLE.provider]);
    for (const row of rows) {
      const { id, notification_type, ...switches } = row;
      expect(switches).toEqual(DEFAULT_TYPE_SETTINGS[notification_type]);
      expect(id).toBeGreaterThan(0);
    }
    // Reading again creates nothing new.
    const again = (await get('/notification_settings', patHeaders)).json().data.notification_settings;
    expect(again.map((r: { id: number }) => r.id)).toEqual(rows.map((r) => r.id));

    const hired = rows.find((r) => r.notification_type === 'hired');
    const reviews = rows.find((r) => r.notification_type === 'reviews');
    if (!hired || !reviews) throw new Error('missing rows');
    const saved = await post('/notification_settings', patHeaders, {
      notification_settings: [
        { id: hired.id, sms_notification: false, push_notification: false },
        { id: String(reviews.id), email_notification: 'false' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(notificationMessages.typesSaved);
    const after = saved.json().data.notification_settings as typeof rows;
    expect(after.find((r) => r.id === hired.id)).toMatchObject({
      push_notification: false,
      sms_notification: false,
      email_notification: true,
    });
    expect(after.find((r) => r.id === reviews.id)).toMatchObject({
      push_notification: true,
      email_notification: false,
    });

    // Sam's row id in Pat's request: 404, and nothing of Pat's changed either (all or nothing).
    const samRows = (await get('/notification_settings', samHeaders)).json().data.notification_settings;
    const refused = await post('/notification_settings', patHeaders, {
      notification_settings: [
        { id: hired.id, push_notification: true },
        { id: samRows[0].id, push_notification: false },
      ],
    });
    expectErrorEnvelope(refused, 404, notificationMessages.settingNotFound);
    const unchanged = (await get('/notification_settings', patHeaders)).json().data.notification_settings;
    expect(unchanged.find((r: { id: number }) => r.id === hired.id).push_notification).toBe(false);
    expect(
      (await get('/notification_settings', samHeaders)).json().data.notification_settings[0].push_notification,
    ).toBe(true);

    for (const id of [0, -1, 'abc', '99999999999999999999', 2 ** 53]) {
      const response = await post('/notification_settings', patHeaders, {
        notification_settings: [{ id, push_notification: true }],
      });
      expect([404, 422]).toContain(response.statusCode);
    }
    expectErrorEnvelope(await post('/notification_settings', patHeaders, { notification_settings: 'all' }), 422);
  });

  it('gives the customer side the same calls (notifications reach customers too)', async () => {
    await write(customer.id, 1, 'Project Updates');
    expect((await get('/notification_count', customerHeaders)).json().data.count).toBe(1);
    expect((await get('/notification_settings', customerHeaders)).statusCode).toBe(200);
  });

  it('answers the VAPID public key generated on the first start and kept in the database', async () => {
    const response = await get('/web_push/vapid_public_key', patHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const key = response.json().data.public_key as string;
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const stored = await t.db.select().from(webPushKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0].publicKey).toBe(key);
    // A second app on the same database keeps the same key.
    const second = await buildTestApp({ dialect, database: t.database });
    try {
      const again = await second.app.inject({
        method: 'GET',
        url: '/api/web_push/vapid_public_key',
        headers: patHeaders,
      });
      expect(again.json().data.public_key).toBe(key);
    } finally {
      await second.close();
    }
  });

  it('stores a subscription per device, updates it when its user subscribes again, and unsubscribes', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    };
    const subscribed = await post('/web_push/subscribe', patHeaders, subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().data).toEqual({ subscribed: true });
    // Again: updated, not doubled.
    await post('/web_push/subscribe', patHeaders, subscription);
    const rows = await t.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: pat.id, client: patHeaders.client });

    // Sam cannot remove Pat's device.
    await post('/web_push/unsubscribe', samHeaders, { endpoint: subscription.endpoint });
    expect(
      await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, subscription.endpoint)),
    ).toHaveLength(1);
    const gone = await post('/web_push/unsubscribe', patHeaders, { endpoint: subscription.endpoint });
    expect(gone.json().data).toEqual({ subscribed: false });
    expect(
      await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, subscription.endpoint)),
    ).toHaveLength(0);
  });

  it('refuses a subscription that is not a push service address or has no keys (422)', async () => {
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
    for (const body of [
      { endpoint: 'http://10.0.0.5/internal', keys },
      { endpoint: 'ftp://push.example.com/x', keys },
      { endpoint: 'https://user:pw@push.example.com/x', keys },
      { endpoint: 'not a url', keys },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'has spaces', auth: keys.auth } },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
    ]) {
      expectErrorEnvelope(await post('/web_push/subscribe', patHeaders, body), 422);
    }
  });
});
