import { NOTIFICATION_TASK, notificationTexts } from '@homebid/contracts/notifications';
import { bidReminders, bids, notifications, providerProjects, scheduledJobs } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyLeadAvailable, remindToBid } from '../../../src/modules/notifications';
import { dialects, type TestApp } from '../../helpers/build-test-app';
import { createProject } from '../../helpers/marketplace';
import type { TestSmsGateway, TestSmtpServer } from '../../helpers/messaging';
import {
  type Customer,
  loadCatalogue,
  notificationsOf,
  PROJECTS,
  type Provider,
  postProject,
  type ServiceType,
  setUpProviderOf,
  signUpCustomer,
  validForm,
} from '../customer-projects/support';
import { buildMessagingApp, delivered, type MessagingApp, uniqueMobile, until } from './support';

const DAY = 24 * 60 * 60_000;

describe.each(dialects())('the events that notify on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let smtp: TestSmtpServer;
  let messaging: MessagingApp;
  let catalogue: ServiceType[];
  let casey: Customer;
  /** Two providers of the first service around 10001, one of another service, one far away. */
  let near: Provider[];
  let otherService: Provider;
  let farAway: Provider;

  beforeAll(async () => {
    messaging = await buildMessagingApp(dialect);
    ({ t, sms, smtp } = messaging);
    catalogue = await loadCatalogue(t);
    const [first, second] = catalogue;
    casey = await signUpCustomer(t, sms, {
      name: 'Casey Customer',
      email: `casey-${dialect}@example.com`,
      mobile: uniqueMobile(),
    });
    const provider = (name: string, type: ServiceType, zipcode: string) =>
      setUpProviderOf(t, name, uniqueMobile(), type, zipcode);
    near = [await provider('Ada Alpha', first, '10001'), await provider('Ben Beta', first, '10001')];
    otherService = await provider('Cy Other', second, '10001');
    farAway = await provider('Dee Far', first, '90210');
  }, 180_000);
  afterAll(() => messaging?.close());

  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PROJECTS}${url}`, headers: casey.headers, payload });

  async function newProject(title: string): Promise<number> {
    const response = await postProject(t, casey.headers, validForm(catalogue[0], { title }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.project.id;
  }

  const tasksOf = async (provider: Provider, projectId: number) =>
    (await notificationsOf(t, provider.user.id, projectId)).map((n) => n.taskName);

  it("a project posted in a provider's area and services: 'New Project Available for Bidding', delivered", async () => {
    const projectId = await newProject('Patch the porch roof');
    for (const provider of near) expect(await tasksOf(provider, projectId)).toEqual([NOTIFICATION_TASK.newProject]);
    expect(await tasksOf(otherService, projectId)).toEqual([]);
    expect(await tasksOf(farAway, projectId)).toEqual([]);
    // Delivered after the commit, by e-mail among others.
    const [row] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, near[0].user.id), eq(notifications.projectId, projectId)));
    await delivered(t, row.id);
    await until(() => smtp.mailsTo(near[0].user.email).some((m) => m.text.includes('Patch the porch roof')));
    expect(smtp.mailsTo(farAway.user.email).some((m) => m.text.includes('Patch the porch roof'))).toBe(false);
  });

  it("hired: 'You are Hired!' to the provider, 'Project Updates' to the other bidders; review: 'Project Reviewed'", async () => {
    const projectId = await newProject('Replace the shingles');
    const [winner, loser] = await t.db
      .insert(bids)
      .values(
        near.map((provider, i) => ({
          projectId,
          providerId: provider.providerId,
          amountCents: 100_000 + i,
          bidType: 0,
          breakdown: 'Labour and materials',
        })),
      )
      .returning();
    expect(loser).toBeDefined();
    const hired = await call(`/${projectId}/hire`, { bid_id: winner.id });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(await tasksOf(near[0], projectId)).toEqual([NOTIFICATION_TASK.newProject, NOTIFICATION_TASK.hired]);
    expect(await tasksOf(near[1], projectId)).toEqual([NOTIFICATION_TASK.newProject, NOTIFICATION_TASK.updates]);

    const completed = await call(`/${projectId}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    const reviewed = await call(`/${projectId}/review`, { ratings: 5, description: 'Great work' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(await tasksOf(near[0], projectId)).toEqual([
      NOTIFICATION_TASK.newProject,
      NOTIFICATION_TASK.hired,
      NOTIFICATION_TASK.updates,
      NOTIFICATION_TASK.reviewed,
    ]);
    // The list links the review to /review and the hire to the project.
    const list = (await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: near[0].headers })).json()
      .data.notifications as Array<{ task_name: string; link: string | null; project_id: number | null }>;
    expect(list.find((n) => n.task_name === NOTIFICATION_TASK.reviewed)?.link).toBe('/review');
    expect(list.find((n) => n.task_name === NOTIFICATION_TASK.hired)?.link).toBe(
      `/project-detail/${projectId}/my_projects`,
    );
  });

  it("a lead open for purchase: 'You have a New Lead for Purchase' to the providers who have not bought it", async () => {
    const project = await createProject(t.db, {
      customerUserId: casey.id,
      subType: { id: catalogue[0].project_sub_types[0].id, projectTypeId: catalogue[0].id },
      title: 'Gutter guards',
    });
    await t.db
      .insert(providerProjects)
      .values({ providerId: near[1].providerId, projectId: project.id, leadPurchasedAt: new Date() });
    const told = await t.db.transaction((tx) => notifyLeadAvailable(tx, project.id));
    expect(told).toBe(1);
    const [row] = await notificationsOf(t, near[0].user.id, project.id);
    expect(row).toEqual({
      taskName: NOTIFICATION_TASK.newLead,
      text: notificationTexts.newLead('Gutter guards', project.city, project.state),
      tag: null,
    });
    expect(await tasksOf(near[1], project.id)).toEqual([]);
    expect(await tasksOf(otherService, project.id)).toEqual([]);
    expect(await tasksOf(farAway, project.id)).toEqual([]);
  });

  it('RemainderToBid: once per project and provider, a day after posting, not after a bid or ignore', async () => {
    const subType = { id: catalogue[0].project_sub_types[0].id, projectTypeId: catalogue[0].id };
    const old = await createProject(t.db, {
      customerUserId: casey.id,
      subType,
      title: 'Waiting two days',
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const fresh = await createProject(t.db, { customerUserId: casey.id, subType, title: 'Posted just now' });
    const ignored = await createProject(t.db, {
      customerUserId: casey.id,
      subType,
      title: 'Ignored by Ben',
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const ancient = await createProject(t.db, {
      customerUserId: casey.id,
      subType,
      title: 'A month old',
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    await t.db.insert(bids).values({
      projectId: old.id,
      providerId: near[1].providerId,
      amountCents: 50_000,
      bidType: 0,
      breakdown: 'Bid already',
    });
    await t.db
      .insert(providerProjects)
      .values({ providerId: near[1].providerId, projectId: ignored.id, isIgnored: true });

    await remindToBid({ db: t.db });
    const reminders = async (provider: Provider, projectId: number) =>
      (await tasksOf(provider, projectId)).filter((task) => task === NOTIFICATION_TASK.remainderToBid);
    expect(await reminders(near[0], old.id)).toEqual(['RemainderToBid']);
    expect(await reminders(near[1], old.id)).toEqual([]);
    expect(await reminders(near[0], ignored.id)).toEqual(['RemainderToBid']);
    expect(await reminders(near[1], ignored.id)).toEqual([]);
    expect(await reminders(near[0], fresh.id)).toEqual([]);
    expect(await reminders(near[0], ancient.id)).toEqual([]);
    expect(await reminders(otherService, old.id)).toEqual([]);
    expect(await reminders(farAway, old.id)).toEqual([]);
    const [text] = await notificationsOf(t, near[0].user.id, old.id);
    expect(text.text).toBe(notificationTexts.remainderToBid('Waiting two days'));

    // Again (the job runs every hour, in any process): nobody is reminded twice.
    expect(await remindToBid({ db: t.db })).toBe(0);
    await Promise.all([remindToBid({ db: t.db }), remindToBid({ db: t.db })]);
    expect(await reminders(near[0], old.id)).toEqual(['RemainderToBid']);
    expect(
      await t.db
        .select()
        .from(bidReminders)
        .where(and(eq(bidReminders.projectId, old.id), eq(bidReminders.providerId, near[0].providerId))),
    ).toHaveLength(1);
  });

  it('schedules the RemainderToBid job in every process (run once across them by the scheduler)', async () => {
    await until(
      async () => (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'remind-to-bid'))).length === 1,
      10_000,
      'the remind-to-bid job row',
    );
  });
});
