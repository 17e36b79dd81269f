import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import { NOTIFICATION_CHANNEL, NOTIFICATION_TASK } from '@homebid/contracts/notifications';
import { PROJECT_NOTIFICATION_TASK, projectMessages, projectNotificationTexts } from '@homebid/contracts/projects';
import { notifications, projects } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyLeadAvailable, remindToBid } from '../../../src/modules/notifications';
import { remaskStaleProjects } from '../../../src/modules/project-masking';
import { dialects, type TestApp } from '../../helpers/build-test-app';
import { createProject } from '../../helpers/marketplace';
import type { TestSmsGateway, TestSmtpServer } from '../../helpers/messaging';
import { multipart } from '../../helpers/multipart';
import type { SessionHeaders } from '../../helpers/users';
import { sendMessage } from '../chat/support';
import {
  type Customer,
  loadCatalogue,
  type Provider,
  postProject,
  type ServiceType,
  setUpProviderOf,
  signUpCustomer,
  validForm,
} from '../customer-projects/support';
import {
  buildMessagingApp,
  type CableClient,
  delivered,
  type MessagingApp,
  openCable,
  uniqueMobile,
  until,
} from '../notifications/support';

// Contact details a customer types into a project (title, description, answers)
// reach a provider only once it bought the lead or was hired, on every surface a provider reads.

const PHONE = '212-555-0147';
const EMAIL = 'casey.owner@example.com';
const TITLE = `Deck 12 x 14 ft, call ${PHONE}`;
const DESCRIPTION = `Budget $2,500 for the 12 x 14 ft deck at 350 5th Ave. Write to ${EMAIL} or text (212) 555 0147 after 5pm.`;
const ANSWERS = [
  { question: 'Anything else we should know?', answer: 'my email: casey.owner at example dot com', question_type: 1 },
  { question: 'Which rooms?', answer: ['Kitchen', 'call 2125550147'], question_type: 6 },
  { question: 'Is the water shut-off accessible?', answer: true, question_type: 4 },
];

/** Every form the contact details take in the project's text; none may reach a provider before it buys. */
const SECRETS = [PHONE, '2125550147', '555 0147', '555-0147', EMAIL, 'casey.owner'];

/** Soft: a failure names every surface that leaks, not only the first. */
function expectNoSecrets(text: string, where: string) {
  for (const secret of SECRETS) expect.soft(text, `${where} carries ${secret}`).not.toContain(secret);
}

describe.each(dialects())('contact details typed into a project, on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let smtp: TestSmtpServer;
  let messaging: MessagingApp;
  let baseUrl: string;
  let catalogue: ServiceType[];
  let casey: Customer;
  /** Two providers of the project's area and service: Pat buys the lead later, Ben never does. */
  let pat: Provider;
  let ben: Provider;
  let patMobile: string;
  let cable: CableClient;

  beforeAll(async () => {
    messaging = await buildMessagingApp(dialect);
    ({ t, sms, smtp } = messaging);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    catalogue = await loadCatalogue(t);
    casey = await signUpCustomer(t, sms, {
      name: 'Casey Owner',
      email: `casey-${dialect}@example.org`,
      mobile: uniqueMobile(),
    });
    patMobile = uniqueMobile();
    pat = await setUpProviderOf(t, 'Pat Pro', patMobile, catalogue[0]);
    ben = await setUpProviderOf(t, 'Ben Builder', uniqueMobile(), catalogue[0]);
    cable = await openCable(baseUrl, pat.headers);
    expect((await cable.subscribe({ channel: NOTIFICATION_CHANNEL })).type).toBe('confirm_subscription');
  }, 180_000);
  afterAll(async () => {
    cable?.close();
    await messaging?.close();
  });

  const get = async (url: string, headers: SessionHeaders) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };

  it('masks them for every provider until it buys the lead, everywhere it reads the project', async () => {
    const posted = await postProject(
      t,
      casey.headers,
      validForm(catalogue[0], { title: TITLE, description: DESCRIPTION, question_answers: ANSWERS }),
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const answer = posted.json();
    // The customer is told, and sees their own text as typed.
    expect(answer.message).toContain(projectMessages.contactDetailsNotice);
    expect(answer.data).toMatchObject({
      contact_details_notice: projectMessages.contactDetailsNotice,
      contact_details_masked: true,
      project: { title: TITLE, description: DESCRIPTION },
    });
    const projectId: number = answer.data.project.id;

    // Pat bids (so the project is in its In Bidding list and the customer may write to it) and bookmarks it.
    const bidForm = multipart([], { bid_amount: '750', bid_type: '0', bid_breakdown: 'Materials and labour' });
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid`,
      headers: { ...pat.headers, ...bidForm.headers },
      payload: bidForm.payload,
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const bookmarked = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/providers/projects/${projectId}/bookmark`,
      headers: pat.headers,
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    // The customer writes to Pat: 'ProjectContacted' names the project.
    const sent = await sendMessage(t, casey.headers, {
      project_id: projectId,
      provider_id: pat.providerId,
      msg: 'Hello!',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // The new-project notification went out live, by e-mail and by SMS.
    const [newProject] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pat.user.id),
          eq(notifications.projectId, projectId),
          eq(notifications.taskName, NOTIFICATION_TASK.newProject),
        ),
      );
    await delivered(t, newProject.id);
    await until(() => smtp.mailsTo(pat.user.email).length > 0, 10_000, 'the e-mail');
    await until(() => sms.textsTo(patMobile).length > 0, 10_000, 'the SMS');
    await until(() => cable.messages.some((m) => m.message), 10_000, 'the live frame');

    const surfaces: Array<[string, string]> = [];
    for (const provider of [pat, ben]) {
      for (const url of [
        '/v2/providers/projects',
        `/v2/providers/projects?search=${encodeURIComponent('555')}`,
        '/providers/web_projects_available',
        `/v2/providers/projects/${projectId}`,
        '/v2/providers/dashboard.json',
        `/providers/get_provider_card_details?project_id=${projectId}`,
        '/web_provider_notification',
        '/notification_list?offset=0',
      ]) {
        surfaces.push([url, (await get(url, provider.headers)).body]);
      }
    }
    for (const url of [
      '/v2/providers/activities/in_bidding',
      '/v2/providers/activities/bookmark',
      '/providers/web_in_conversation',
      `/messages/get_provider_chat?provider_id=${pat.providerId}&project_id=${projectId}`,
    ]) {
      surfaces.push([url, (await get(url, pat.headers)).body]);
    }
    surfaces.push(['NotificationChannel', JSON.stringify(cable.messages)]);
    for (const mail of smtp.mailsTo(pat.user.email)) surfaces.push(['e-mail', `${mail.subject}\n${mail.raw}`]);
    surfaces.push(['SMS', JSON.stringify(sms.textsTo(patMobile))]);
    for (const [where, text] of surfaces) expectNoSecrets(text, where);

    // What they do show: the masked text, with the project's harmless numbers readable.
    const detail = (await get(`/v2/providers/projects/${projectId}`, ben.headers)).json().data;
    expect(detail).toMatchObject({
      title: `Deck 12 x 14 ft, call ${CONTACT_DETAIL_MASK}`,
      description: `Budget $2,500 for the 12 x 14 ft deck at 350 5th Ave. Write to ${CONTACT_DETAIL_MASK} or text ${CONTACT_DETAIL_MASK} after 5pm.`,
      can_provider_contact_customer: false,
      consumer_email: null,
      consumer_mobile: null,
    });
    expect(detail.question_answers).toEqual([
      { ...ANSWERS[0], answer: `my email: ${CONTACT_DETAIL_MASK}` },
      { ...ANSWERS[1], answer: ['Kitchen', `call ${CONTACT_DETAIL_MASK}`] },
      ANSWERS[2],
    ]);
    const available = (await get('/v2/providers/projects', ben.headers)).json().data.available;
    expect(available.find((card: { id: number }) => card.id === projectId)?.title).toBe(detail.title);
    const mail = smtp.mailsTo(pat.user.email).find((m) => m.text.includes(CONTACT_DETAIL_MASK));
    expect(mail?.text).toContain(`Deck 12 x 14 ft, call ${CONTACT_DETAIL_MASK}`);
    const chat = (
      await get(`/messages/get_provider_chat?provider_id=${pat.providerId}&project_id=${projectId}`, pat.headers)
    ).json().data.provider_chat;
    expect(chat.project_name).toBe(detail.title);
    const contacted = await t.db
      .select({ text: notifications.notification })
      .from(notifications)
      .where(and(eq(notifications.userId, pat.user.id), eq(notifications.taskName, 'ProjectContacted')));
    expect(contacted.map((n) => n.text)).toEqual([`A customer sent you a message about ${detail.title}`]);

    // Pat buys the lead: its detail, cards and chat show the text as typed; Ben's stay masked.
    await t.db.execute(sql`insert into wallets (provider_id) values (${pat.providerId}) on conflict do nothing`);
    await t.db.execute(sql`with w as (update wallets set balance_cents = balance_cents + 10000 where provider_id = ${pat.providerId} returning id, balance_cents)
      insert into wallet_transactions (wallet_id, direction, amount_cents, balance_after_cents, category, label)
      select id, 'credit', 10000, balance_cents, 'Adjustment', 'Test funds' from w`);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/wallets/update',
      headers: { ...pat.headers, 'idempotency-key': `mask-${dialect}` },
      payload: {
        payment_type: 'debit',
        category: 'Lead Contact Purchase',
        project_id: projectId,
        user_id: pat.user.id,
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const unlocked = (await get(`/v2/providers/projects/${projectId}`, pat.headers)).json().data;
    expect(unlocked).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      question_answers: ANSWERS,
      can_provider_contact_customer: true,
    });
    const patCards = (await get('/v2/providers/activities/in_bidding', pat.headers)).json().data.projects;
    expect(patCards.find((card: { id: number }) => card.id === projectId)?.title).toBe(TITLE);
    const patChat = (
      await get(`/messages/get_provider_chat?provider_id=${pat.providerId}&project_id=${projectId}`, pat.headers)
    ).json().data.provider_chat;
    expect(patChat.project_name).toBe(TITLE);
    expectNoSecrets(
      (await get(`/v2/providers/projects/${projectId}`, ben.headers)).body,
      "Ben's detail after Pat bought",
    );
    expectNoSecrets((await get('/v2/providers/projects', ben.headers)).body, "Ben's list after Pat bought");

    // Ben bids too and the customer hires Pat: 'You are Hired!' names the project as typed, Ben's
    // 'awarded to another pro' masks it.
    const benForm = multipart([], { bid_amount: '800', bid_type: '0', bid_breakdown: 'Labour only' });
    const benBid = await t.app.inject({
      method: 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid`,
      headers: { ...ben.headers, ...benForm.headers },
      payload: benForm.payload,
    });
    expect(benBid.statusCode, benBid.body).toBe(200);
    const hired = await t.app.inject({
      method: 'POST',
      url: `/api/v2/customers/projects/${projectId}/hire`,
      headers: casey.headers,
      payload: { bid_id: bid.json().data.bid_id },
    });
    expect(hired.statusCode, hired.body).toBe(200);
    const toldOf = async (provider: Provider, taskName: string) =>
      (
        await t.db
          .select({ text: notifications.notification })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, provider.user.id),
              eq(notifications.projectId, projectId),
              eq(notifications.taskName, taskName),
            ),
          )
      ).map((n) => n.text);
    expect(await toldOf(pat, PROJECT_NOTIFICATION_TASK.hired)).toEqual([projectNotificationTexts.hired(TITLE)]);
    expect(await toldOf(ben, PROJECT_NOTIFICATION_TASK.updates)).toEqual([
      projectNotificationTexts.awardedToAnother(detail.title),
    ]);
  });

  it('masks a project written by hand or under older rules at once, and the job stores its masked copy', async () => {
    const subType = { id: catalogue[0].project_sub_types[0].id, projectTypeId: catalogue[0].id };
    const project = await createProject(t.db, {
      customerUserId: casey.id,
      subType,
      title: `Fence repair, text ${PHONE}`,
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
    });
    const masked = `Fence repair, text ${CONTACT_DETAIL_MASK}`;
    // Read-time masking: the row has no masked copy yet.
    const card = (await get('/v2/providers/projects?start_date=2000-01-01', ben.headers))
      .json()
      .data.available.find((c: { id: number }) => c.id === project.id);
    expect(card?.title).toBe(masked);
    // The notifications composed from the title: a lead freed again, and the reminder to bid.
    await t.db.transaction((tx) => notifyLeadAvailable(tx, project.id));
    expect(await remindToBid({ db: t.db })).toBeGreaterThan(0);
    const told = await t.db
      .select({ task: notifications.taskName, text: notifications.notification })
      .from(notifications)
      .where(and(eq(notifications.userId, ben.user.id), eq(notifications.projectId, project.id)));
    expect(told.map((n) => n.task).sort()).toEqual(
      [NOTIFICATION_TASK.newLead, NOTIFICATION_TASK.remainderToBid].sort(),
    );
    for (const n of told) {
      expect(n.text).toContain(masked);
      expectNoSecrets(n.text, n.task);
    }
    // The job (run by remindToBid above) stored the masked copy; a search by the hidden digits finds nothing.
    expect(await remaskStaleProjects({ db: t.db })).toBe(0);
    const [row] = await t.db
      .select({ maskedTitle: projects.maskedTitle })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(row.maskedTitle).toBe(masked);
    const searched = (await get(`/v2/providers/projects?start_date=2000-01-01&search=0147`, ben.headers)).json().data
      .available;
    expect(searched.map((c: { id: number }) => c.id)).not.toContain(project.id);
  });
});
