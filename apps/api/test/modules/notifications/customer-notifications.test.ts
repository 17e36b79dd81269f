import {
  CUSTOMER_NOTIFICATION_TASK,
  customerNotificationTexts,
  DEFAULT_TYPE_SETTINGS,
  NOTIFICATION_TYPES_BY_ROLE,
  notificationMessages,
} from '@homebid/contracts/notifications';
import { PROJECT_NOTIFICATION_TASK } from '@homebid/contracts/projects';
import { pageUrl } from '@homebid/contracts/routes';
import { notificationSettings, notifications } from '@homebid/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../src/modules/notifications';
import { dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import type { TestSmsGateway, TestSmtpServer } from '../../helpers/messaging';
import { multipart } from '../../helpers/multipart';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import {
  type Customer,
  loadCatalogue,
  PROJECTS,
  type Provider,
  postProject,
  type ServiceType,
  setUpProviderOf,
  signUpCustomer,
  validForm,
} from '../customer-projects/support';
import { buildMessagingApp, delivered, type MessagingApp, uniqueMobile } from './support';

const PUBLIC_URL = 'http://localhost:3000';
const CUSTOMER_TASKS: string[] = Object.values(CUSTOMER_NOTIFICATION_TASK);

// The customer's notifications: the events that write them, their delivery through the
// same outbox and settings as the provider's, the customer's own settings rows, and the separation
// of the two roles' notifications.
describe.each(dialects())('customer notifications on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let smtp: TestSmtpServer;
  let messaging: MessagingApp;
  let catalogue: ServiceType[];
  let casey: Customer;
  let ada: Provider;
  let ben: Provider;

  beforeAll(async () => {
    messaging = await buildMessagingApp(dialect);
    ({ t, sms, smtp } = messaging);
    catalogue = await loadCatalogue(t);
    casey = await signUpCustomer(t, sms, {
      name: 'Casey Customer',
      email: `casey-notified-${dialect}@example.com`,
      mobile: uniqueMobile(),
    });
    ada = await setUpProviderOf(t, 'Ada Alpha', uniqueMobile(), catalogue[0]);
    ben = await setUpProviderOf(t, 'Ben Beta', uniqueMobile(), catalogue[0]);
  }, 180_000);
  afterAll(() => messaging?.close());

  const get = (url: string, headers: SessionHeaders) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, headers: SessionHeaders, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const bid = (pro: Provider, projectId: number, amount: string, bidId?: number) => {
    const body = multipart([], { bid_amount: amount, bid_type: '0', bid_breakdown: 'Materials and labour' });
    return t.app.inject({
      method: bidId ? 'PUT' : 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid${bidId ? `/${bidId}` : ''}`,
      headers: { ...pro.headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** A project posted through the customer's API in the providers' area and service (they are told of it). */
  async function newProject(title: string, headers: SessionHeaders = casey.headers): Promise<number> {
    const response = await postProject(t, headers, validForm(catalogue[0], { title }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.project.id;
  }
  const toldOf = async (userId: number, projectId: number) =>
    t.db
      .select({ id: notifications.id, task: notifications.taskName, text: notifications.notification })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.projectId, projectId)))
      .orderBy(notifications.id);
  /** No notification the providers of this file received carries a customer's task name. */
  async function expectNoCustomerTasksForProviders() {
    const rows = await t.db
      .select({ task: notifications.taskName })
      .from(notifications)
      .where(inArray(notifications.userId, [ada.user.id, ben.user.id]));
    // They were told of the new projects (under their own task names), never under a customer's.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => CUSTOMER_TASKS.includes(row.task))).toEqual([]);
  }

  it("lists a customer's three settings rows and a provider's seven, and refuses a row of the other role", async () => {
    const customer = await createUser(t.db, { role: 'customer' });
    const provider = await createUser(t.db, { role: 'provider' });
    const [customerHeaders, providerHeaders] = [await signIn(t.app, customer), await signIn(t.app, provider)];
    const rowsOf = async (headers: SessionHeaders) => {
      const response = await get('/notification_settings', headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.notification_settings as Array<{
        id: number;
        notification_type: keyof typeof DEFAULT_TYPE_SETTINGS;
        push_notification: boolean;
        sms_notification: boolean;
        email_notification: boolean;
      }>;
    };
    const customerRows = await rowsOf(customerHeaders);
    expect(customerRows.map((row) => row.notification_type)).toEqual([...NOTIFICATION_TYPES_BY_ROLE.customer]);
    for (const { id, notification_type, ...switches } of customerRows) {
      expect(switches).toEqual(DEFAULT_TYPE_SETTINGS[notification_type]);
    }
    const providerRows = await rowsOf(providerHeaders);
    expect(providerRows.map((row) => row.notification_type)).toEqual([...NOTIFICATION_TYPES_BY_ROLE.provider]);
    // Only the role's rows were written.
    const stored = await t.db
      .select({ type: notificationSettings.notificationType })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, customer.id));
    expect(stored.map((row) => row.type).sort()).toEqual([...NOTIFICATION_TYPES_BY_ROLE.customer].sort());

    const newBid = customerRows[0];
    // A type of the other role, named in either direction: 422, nothing changes.
    expectErrorEnvelope(
      await post('/notification_settings', customerHeaders, {
        notification_settings: [{ id: newBid.id, notification_type: 'new_project', push_notification: false }],
      }),
      422,
      notificationMessages.settingNotForRole,
    );
    expectErrorEnvelope(
      await post('/notification_settings', providerHeaders, {
        notification_settings: [{ id: providerRows[0].id, notification_type: 'new_bid', push_notification: false }],
      }),
      422,
      notificationMessages.settingNotForRole,
    );
    // A provider's type row a customer somehow holds is neither listed nor changeable (404).
    const [stray] = await t.db
      .insert(notificationSettings)
      .values({
        userId: customer.id,
        notificationType: 'new_lead',
        pushNotification: true,
        smsNotification: true,
        emailNotification: true,
      })
      .returning({ id: notificationSettings.id });
    expect((await rowsOf(customerHeaders)).map((row) => row.id)).not.toContain(stray.id);
    expectErrorEnvelope(
      await post('/notification_settings', customerHeaders, {
        notification_settings: [{ id: stray.id, push_notification: false }],
      }),
      404,
      notificationMessages.settingNotFound,
    );
    expect((await rowsOf(customerHeaders)).every((row) => row.push_notification)).toBe(true);

    // The customer's own row, by id (with its own type named or not): saved.
    const saved = await post('/notification_settings', customerHeaders, {
      notification_settings: [{ id: newBid.id, notification_type: 'new_bid', sms_notification: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.notification_settings[0]).toMatchObject({
      notification_type: 'new_bid',
      sms_notification: false,
      push_notification: true,
    });
  });

  it("a bid and a changed bid tell the customer 'New Bid on Your Project', by e-mail and SMS naming HomeBid and linking the customer's project", async () => {
    const projectId = await newProject('Fix the attic roof');
    const placed = await bid(ada, projectId, '1800');
    expect(placed.statusCode, placed.body).toBe(200);
    const text = customerNotificationTexts.newBid('Ada Alpha Co', 'Fix the attic roof');
    const [first] = await toldOf(casey.id, projectId);
    expect(first).toMatchObject({ task: CUSTOMER_NOTIFICATION_TASK.newBid, text });
    await delivered(t, first.id);
    const link = `${PUBLIC_URL}${pageUrl('customerProject', { id: projectId })}`;
    const mail = smtp.mailsTo(casey.email).find((m) => m.text.includes(text));
    expect(mail?.subject).toBe('New Bid on Your Project');
    expect(mail?.text).toContain(`Hello Casey Customer`);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/project-detail|\/dashboard|\/notifications\b/);
    const texted = sms.textsTo(casey.mobile).find((s) => s.body.includes(text));
    expect(texted?.body).toBe(`HomeBid: ${text} ${link}`);

    const changed = await bid(ada, projectId, '1650', placed.json().data.bid_id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await toldOf(casey.id, projectId)).map((row) => [row.task, row.text])).toEqual([
      [CUSTOMER_NOTIFICATION_TASK.newBid, text],
      [CUSTOMER_NOTIFICATION_TASK.newBid, text],
    ]);
    // A refused bid (the project is no longer open to a second first bid) tells nobody.
    expect((await bid(ada, projectId, '1700')).statusCode).toBe(422);
    expect(await toldOf(casey.id, projectId)).toHaveLength(2);
    await expectNoCustomerTasksForProviders();
  });

  it("the hired pro marking the job complete tells the customer 'Job Marked Complete', not the provider's wording", async () => {
    const projectId = await newProject('Repaint the porch');
    const placed = await bid(ben, projectId, '900');
    expect(placed.statusCode, placed.body).toBe(200);
    const hired = await t.app.inject({
      method: 'POST',
      url: `${PROJECTS}/${projectId}/hire`,
      headers: casey.headers,
      payload: { bid_id: placed.json().data.bid_id },
    });
    expect(hired.statusCode, hired.body).toBe(200);
    const body = multipart(
      [{ field: 'documents[]', filename: 'done.png', contentType: 'image/png', data: await makePng() }],
      {
        project_status: '4',
      },
    );
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/providers/project_status_update/${projectId}.json`,
      headers: { ...ben.headers, ...body.headers },
      payload: body.payload,
    });
    expect(done.statusCode, done.body).toBe(200);
    const told = (await toldOf(casey.id, projectId)).map((row) => [row.task, row.text]);
    expect(told).toEqual([
      [CUSTOMER_NOTIFICATION_TASK.newBid, customerNotificationTexts.newBid('Ben Beta Co', 'Repaint the porch')],
      [
        CUSTOMER_NOTIFICATION_TASK.markedComplete,
        customerNotificationTexts.markedComplete('Ben Beta Co', 'Repaint the porch'),
      ],
    ]);
    expect(told.map(([task]) => task)).not.toContain(PROJECT_NOTIFICATION_TASK.updates);
    await expectNoCustomerTasksForProviders();
  });

  it("answers a customer its own notifications only, each linking the customer's pages, and a provider never the customer's", async () => {
    const projectId = await newProject('Seal the driveway');
    expect((await bid(ada, projectId, '700')).statusCode).toBe(200);
    const count = (await get('/notification_count', casey.headers)).json().data.count;
    expect(count).toBeGreaterThan(0);
    const preview = await get('/web_provider_notification', casey.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.activities[0]).toMatchObject({
      task_name: CUSTOMER_NOTIFICATION_TASK.newBid,
      project_id: projectId,
      link: pageUrl('customerProject', { id: projectId }),
      icon: 'project',
    });
    const list = await get('/notification_list', casey.headers);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.notifications as Array<{ task_name: string; link: string | null }>;
    expect(items.length).toBeGreaterThan(0);
    // Every item is the customer's: its task names, its pages.
    for (const item of items) {
      expect(CUSTOMER_TASKS).toContain(item.task_name);
      expect(item.link).toMatch(/^\/customer\/projects\/\d+$/);
    }
    expect((await get('/notification_count', casey.headers)).json().data.count).toBe(Math.max(0, count - items.length));
    // The providers' lists hold none of the customer's.
    for (const pro of [ada, ben]) {
      const theirs = (await get('/notification_list', pro.headers)).json().data.notifications as Array<{
        task_name: string;
        notification: string;
      }>;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((n) => CUSTOMER_TASKS.includes(n.task_name))).toEqual([]);
    }
  });

  it("links a customer's project update (a cancellation request) to the customer's project, and subscribes a customer's browser to pushes", async () => {
    const customer = await createUser(t.db, { role: 'customer' });
    const headers = await signIn(t.app, customer);
    const projectId = await newProject('Patch the wall', headers);
    await t.db.transaction(async (tx) => {
      await notify(tx, { userId: customer.id, taskName: PROJECT_NOTIFICATION_TASK.updates, text: 'Asked', projectId });
    });
    const [item] = (await get('/notification_list', headers)).json().data.notifications;
    expect(item).toMatchObject({
      task_name: PROJECT_NOTIFICATION_TASK.updates,
      link: `/customer/projects/${projectId}`,
    });
    const subscribed = await post('/web_push/subscribe', headers, {
      endpoint: `https://fcm.googleapis.com/fcm/send/customer-${dialect}`,
      expirationTime: null,
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().data).toEqual({ subscribed: true });
  });
});
