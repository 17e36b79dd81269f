import { apiMessages } from '@homebid/contracts/messages';
import {
  bidFeeCents,
  customerProjectMessages,
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
  projectTexts,
} from '@homebid/contracts/projects';
import { REVIEW_NOTIFICATION_TASK, reviewNotificationText } from '@homebid/contracts/reviews';
import { bids, projects, reviews } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from '../../helpers/messaging';
import {
  type Customer,
  clearCompanyName,
  loadCatalogue,
  notificationsOf,
  PROJECTS,
  type Provider,
  postProject,
  type ServiceType,
  setUpProvider,
  signUpCustomer,
  validForm,
} from './support';

interface Project {
  id: number;
  title: string;
  project_state: string;
  project_status: number;
  hired_provider_id: number | null;
  hired_bid_id: number | null;
  is_reviewed: boolean;
  bids: Array<Record<string, unknown>>;
}

/** Customers and providers are set up through the real API (an Argon2 hash each): slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

describe.each(dialects())('hiring, completing and reviewing on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let catalogue: ServiceType[];
  let casey: Customer;
  let other: Customer;
  let pros: Provider[];

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url } });
    catalogue = await loadCatalogue(t);
    const [roofing] = catalogue;
    casey = await signUpCustomer(t, sms, { name: 'Casey Customer', email: 'casey@example.com', mobile: '3125550101' });
    other = await signUpCustomer(t, sms, { name: 'Olive Other', email: 'olive@example.com', mobile: '3125550102' });
    pros = [];
    for (const [i, name] of ['Ada Alpha', 'Ben Beta', 'Cy Gamma'].entries()) {
      pros.push(
        await setUpProvider(t, {
          name,
          companyName: `${name.split(' ')[1]} Roofing`,
          mobile: `21255502${String(i).padStart(2, '0')}`,
          projectTypeId: roofing.id,
          subTypeIds: [roofing.project_sub_types[0].id],
          zipcode: '10001',
          radius: 5,
        }),
      );
    }
    await clearCompanyName(t, pros[1].providerId);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, customer: Customer, payload?: object) =>
    t.app.inject({ method, url: `${PROJECTS}${url}`, headers: customer.headers, payload });

  async function newProject(customer: Customer, title: string): Promise<Project> {
    const response = await postProject(t, customer.headers, validForm(catalogue[0], { title }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.project;
  }

  /** Bids as the provider side stores them (fixed: the amount; hourly: the rate, with hours). */
  async function bid(project: Project, provider: Provider, amountCents: number, hours: number | null = null) {
    const [row] = await t.db
      .insert(bids)
      .values({
        projectId: project.id,
        providerId: provider.providerId,
        amountCents,
        bidType: hours === null ? 0 : 1,
        hours,
        breakdown: `Breakdown by ${provider.user.id}`,
      })
      .returning();
    return row.id;
  }

  const projectRow = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0];

  it('shows the bids with provider names, dollars and the up-front fee', async () => {
    const project = await newProject(casey, 'Fix the gutters');
    const fixed = await bid(project, pros[0], 150_000);
    const hourly = await bid(project, pros[1], 8_000, 12.5);
    const response = await call('GET', `/${project.id}`, casey);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.project.bids).toEqual([
      {
        bid_id: fixed,
        provider_id: pros[0].providerId,
        provider_name: 'Alpha Roofing',
        bid_amount: 1500,
        bid_type: 0,
        hours: null,
        bid_breakdown: `Breakdown by ${pros[0].user.id}`,
        total_amount: 1500,
        fee_amount: 375,
        created_at: expect.any(String),
        provider: expect.objectContaining({ provider_id: pros[0].providerId, company_name: 'Alpha Roofing' }),
        distance_miles: 0,
        // $1,500 against the other bid's $1,000; the budget is $2,500.50.
        price_signal: { vs_bids: 'above', vs_budget: 'below' },
        unread_messages: 0,
        can_message: true,
      },
      {
        bid_id: hourly,
        // No company name: the provider is shown by the user's name.
        provider_id: pros[1].providerId,
        provider_name: 'Ben Beta',
        bid_amount: 80,
        bid_type: 1,
        hours: 12.5,
        bid_breakdown: `Breakdown by ${pros[1].user.id}`,
        // 80 × 12.5 = 1000 dollars: 5 %.
        total_amount: 1000,
        fee_amount: 50,
        created_at: expect.any(String),
        provider: expect.objectContaining({ provider_id: pros[1].providerId, company_name: 'Ben Beta' }),
        distance_miles: 0,
        price_signal: { vs_bids: 'below', vs_budget: 'below' },
        unread_messages: 0,
        can_message: true,
      },
    ]);
    expect(bidFeeCents(150_000)).toBe(37_500);
    // The list shows the same bids.
    const list = (await call('GET', '', casey)).json().data.projects;
    expect(list.find((p: Project) => p.id === project.id).bids).toHaveLength(2);
  });

  describe('a job from bidding to review', () => {
    let project: Project;
    let bidIds: number[];
    let elsewhere: Project;
    let elsewhereBid: number;

    beforeAll(async () => {
      project = await newProject(casey, 'Reroof the garage');
      bidIds = [
        await bid(project, pros[0], 400_000),
        await bid(project, pros[1], 9_000, 20),
        await bid(project, pros[2], 350_000),
      ];
      elsewhere = await newProject(casey, 'Clean the chimney');
      elsewhereBid = await bid(elsewhere, pros[0], 20_000);
    });

    it('refuses completion and review before a hire', async () => {
      expectErrorEnvelope(
        await call('POST', `/${project.id}/complete`, casey),
        422,
        customerProjectMessages.notInProgress,
      );
      expectErrorEnvelope(
        await call('POST', `/${project.id}/review`, casey, { ratings: 5, description: 'Great' }),
        422,
        projectMessages.notCompleted,
      );
    });

    it("refuses to hire with a bid of another project, or on another customer's project", async () => {
      expectErrorEnvelope(
        await call('POST', `/${project.id}/hire`, casey, { bid_id: elsewhereBid }),
        422,
        projectMessages.bidToHireNotFound,
      );
      expectErrorEnvelope(
        await call('POST', `/${project.id}/hire`, casey, { bid_id: 2_000_000_000 }),
        422,
        projectMessages.bidToHireNotFound,
      );
      const foreign = await call('POST', `/${project.id}/hire`, other, { bid_id: bidIds[0] });
      expectErrorEnvelope(foreign, 404, projectTexts.notFound);
      expect(foreign.body).not.toContain(project.title);
      expect(await projectRow(project.id)).toMatchObject({ status: 'bidding', hiredProviderId: null });
    });

    it.each([{}, { bid_id: 'abc' }, { bid_id: -1 }, { bid_id: 1e20 }])('answers 422 to the body %j', async (body) => {
      expectErrorEnvelope(await call('POST', `/${project.id}/hire`, casey, body), 422);
    });

    it('lets one of two hires at once win', async () => {
      const [first, second] = await Promise.all([
        call('POST', `/${project.id}/hire`, casey, { bid_id: bidIds[0] }),
        call('POST', `/${project.id}/hire`, casey, { bid_id: bidIds[1] }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
      expectErrorEnvelope(lost, 409, projectMessages.alreadyHired);
      expect(won.json().message).toBe(projectMessages.hired);
      const hired: Project = won.json().data.project;
      const winner = hired.hired_bid_id === bidIds[0] ? 0 : 1;
      expect(hired).toMatchObject({
        project_state: 'hired',
        project_status: 4,
        hired_provider_id: pros[winner].providerId,
        hired_bid_id: bidIds[winner],
      });
      expect(await projectRow(project.id)).toMatchObject({
        status: 'hired',
        hiredProviderId: pros[winner].providerId,
        hiredBidId: bidIds[winner],
        hiredAt: expect.any(Date),
      });

      // The hired pro hears 'You are Hired!'; every other bidder that the job went to another pro.
      const told = await Promise.all(pros.map((pro) => notificationsOf(t, pro.user.id, project.id)));
      told.forEach((list, i) => {
        const last = list.at(-1);
        if (i === winner) {
          expect(last).toEqual({
            taskName: PROJECT_NOTIFICATION_TASK.hired,
            text: projectNotificationTexts.hired(project.title),
            tag: null,
          });
        } else {
          expect(last).toEqual({
            taskName: PROJECT_NOTIFICATION_TASK.updates,
            text: projectNotificationTexts.awardedToAnother(project.title),
            tag: null,
          });
        }
      });
      expect(told.flat().filter((n) => n.taskName === PROJECT_NOTIFICATION_TASK.hired)).toHaveLength(1);
      expect(projectNotificationTexts.hired('Reroof the garage')).toBe('You are hired for Reroof the garage');

      // A later hire is refused too, and changes nothing.
      expectErrorEnvelope(
        await call('POST', `/${project.id}/hire`, casey, { bid_id: bidIds[2] }),
        409,
        projectMessages.alreadyHired,
      );
      expect((await projectRow(project.id)).hiredBidId).toBe(bidIds[winner]);
    });

    it('refuses a review before completion, and completion by another customer', async () => {
      expectErrorEnvelope(
        await call('POST', `/${project.id}/review`, casey, { ratings: 4 }),
        422,
        projectMessages.notCompleted,
      );
      expectErrorEnvelope(await call('POST', `/${project.id}/complete`, other), 404, projectTexts.notFound);
      expect((await projectRow(project.id)).status).toBe('hired');
    });

    it('completes once and tells the hired pro', async () => {
      const hiredProviderId = (await projectRow(project.id)).hiredProviderId;
      const pro = pros.find((p) => p.providerId === hiredProviderId) as Provider;
      const done = await call('POST', `/${project.id}/complete`, casey);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toBe(projectMessages.completed);
      expect(done.json().data.project).toMatchObject({ project_state: 'completed', project_status: 5 });
      expect((await projectRow(project.id)).completedAt).toEqual(expect.any(Date));
      const again = await call('POST', `/${project.id}/complete`, casey);
      expect(again.statusCode).toBe(200);
      const updates = (await notificationsOf(t, pro.user.id, project.id)).filter(
        (n) => n.text === projectNotificationTexts.completedByCustomer(project.title),
      );
      expect(updates).toEqual([
        {
          taskName: PROJECT_NOTIFICATION_TASK.updates,
          text: projectNotificationTexts.completedByCustomer(project.title),
          tag: null,
        },
      ]);
    });

    it('takes one review in words and stars, and shows it on the pro’s review page', async () => {
      expectErrorEnvelope(
        await call('POST', `/${project.id}/review`, casey, { ratings: 6, description: 'Too good' }),
        422,
        projectMessages.ratingInvalid,
      );
      expectErrorEnvelope(
        await call('POST', `/${project.id}/review`, other, { ratings: 5, description: 'Not mine' }),
        404,
        projectTexts.notFound,
      );
      const reviewed = await call('POST', `/${project.id}/review`, casey, {
        ratings: 4,
        description: 'Tidy work, one day late.',
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      expect(reviewed.json().message).toBe(projectMessages.reviewSaved);
      expect(reviewed.json().data.project.is_reviewed).toBe(true);
      const { hiredProviderId } = await projectRow(project.id);
      const pro = pros.find((p) => p.providerId === hiredProviderId) as Provider;
      expect(await t.db.select().from(reviews).where(eq(reviews.projectId, project.id))).toEqual([
        expect.objectContaining({
          providerId: hiredProviderId,
          customerUserId: casey.id,
          rating: 4,
          comment: 'Tidy work, one day late.',
        }),
      ]);
      expect((await notificationsOf(t, pro.user.id, project.id)).at(-1)).toEqual({
        taskName: REVIEW_NOTIFICATION_TASK,
        text: reviewNotificationText('Casey Customer', 4),
        tag: 'review',
      });

      expectErrorEnvelope(
        await call('POST', `/${project.id}/review`, casey, { ratings: 5, description: 'Again' }),
        409,
        projectMessages.alreadyReviewed,
      );
      expect(await t.db.select().from(reviews).where(eq(reviews.projectId, project.id))).toHaveLength(1);

      const page = await t.app.inject({ method: 'GET', url: '/api/customer_provider_reviewes', headers: pro.headers });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data.reviews).toEqual([
        expect.objectContaining({
          consumer_name: 'Casey Customer',
          ratings: 4,
          description: 'Tidy work, one day late.',
          project_name: 'Reroof the garage',
          project_type: catalogue[0].title,
        }),
      ]);
    });

    it('answers 409 to a hire on a completed project', async () => {
      expectErrorEnvelope(
        await call('POST', `/${project.id}/hire`, casey, { bid_id: bidIds[2] }),
        409,
        projectMessages.alreadyHired,
      );
    });
  });

  it('answers 200 to a completion the provider already marked, and tells the pro of the confirmation once', async () => {
    const project = await newProject(casey, 'Seal the skylight');
    const bidId = await bid(project, pros[2], 50_000);
    expect((await call('POST', `/${project.id}/hire`, casey, { bid_id: bidId })).statusCode).toBe(200);
    // The provider side marks the job complete (its own module and tests): the same row change.
    await t.db
      .update(projects)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(projects.id, project.id));
    const before = await notificationsOf(t, pros[2].user.id, project.id);
    const done = await call('POST', `/${project.id}/complete`, casey);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.project.project_state).toBe('completed');
    const confirmation = {
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: projectNotificationTexts.completedByCustomer('Seal the skylight'),
      tag: null,
    };
    expect(await notificationsOf(t, pros[2].user.id, project.id)).toEqual([...before, confirmation]);
    expect((await call('POST', `/${project.id}/complete`, casey)).statusCode).toBe(200);
    expect(await notificationsOf(t, pros[2].user.id, project.id)).toEqual([...before, confirmation]);
  });

  it("never answers another customer's data, whatever the call", async () => {
    const project = await newProject(casey, 'Secret attic conversion');
    const bidId = await bid(project, pros[0], 70_000);
    const answers = [
      await call('GET', '', other),
      await call('GET', `/${project.id}`, other),
      await call('POST', `/${project.id}/hire`, other, { bid_id: bidId }),
      await call('POST', `/${project.id}/complete`, other),
      await call('POST', `/${project.id}/review`, other, { ratings: 5 }),
    ];
    for (const answer of answers) {
      for (const secret of [
        'Secret attic conversion',
        '350 5th Ave',
        casey.email,
        casey.mobile,
        'Casey',
        'Alpha Roofing',
      ]) {
        expect(answer.body).not.toContain(secret);
      }
    }
    expect(answers.slice(1).map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await projectRow(project.id)).status).toBe('bidding');
  });

  it('answers 401 without a session and 403 to a provider', async () => {
    const project = await newProject(casey, 'Any job');
    const unsigned = await t.app.inject({ method: 'POST', url: `${PROJECTS}/${project.id}/complete` });
    expectErrorEnvelope(unsigned, 401, apiMessages.unauthenticated);
    const asProvider = await t.app.inject({
      method: 'POST',
      url: `${PROJECTS}/${project.id}/hire`,
      headers: pros[0].headers,
      payload: { bid_id: 1 },
    });
    expectErrorEnvelope(asProvider, 403, apiMessages.wrongPortalCustomer);
  });
});
