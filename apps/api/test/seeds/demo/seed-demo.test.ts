import { billingTexts, type TBillingEntry, type TBillingPage, type TBillingReceipt } from '@homebid/contracts/billing';
import { USER_TYPE } from '@homebid/contracts/common';
import { FALLBACK_LEAD_PRICE_CENTS } from '@homebid/contracts/leads';
import { apiMessages } from '@homebid/contracts/messages';
import type { TPerformance } from '@homebid/contracts/performance';
import {
  CARD_STATUS,
  PROJECT_NOTIFICATION_TASK,
  QUESTION_TYPE,
  type TProjectCard,
  type TProjectDetail,
} from '@homebid/contracts/projects';
import { REVIEW_NOTIFICATION_TASK } from '@homebid/contracts/reviews';
import { rows } from '@homebid/db/client';
import {
  bids,
  cardPayments,
  leadPurchases,
  notifications,
  projectFiles,
  projects,
  providers,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMERS,
  DEMO_LEADS,
  DEMO_PROJECTS,
  DEMO_PROVIDER,
  DEMO_RIVALS,
} from '../../../src/seeds/demo/demo-catalogue';
import { TOP_UPS_DOLLARS } from '../../../src/seeds/demo/seed-demo-wallet';
import { type App, buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { type SessionHeaders, signIn } from '../../helpers/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeding makes some 25 pictures with sharp; on a busy two-core machine a start takes a while. */
const SEEDING_TIMEOUT = 180_000;

const signInDemo = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign_in.json',
    payload: { email: DEMO_PROVIDER.email, password: DEMO_PROVIDER.password, user_type: 2 },
  });

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The demo projects the demo provider may bid on: in its area and services, still open. */
const OPEN_FOR_DEMO = DEMO_PROJECTS.filter((p) => p.number <= 25);
const titles = (numbers: number[]) => DEMO_PROJECTS.filter((p) => numbers.includes(p.number)).map((p) => p.title);

describe.each(dialects())('the demo data on %s', (dialect) => {
  let t: TestApp;
  let demo: SessionHeaders;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: demo });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { DEMO: '1' } });
    demo = await signIn(t.app, {
      email: DEMO_PROVIDER.email,
      password: DEMO_PROVIDER.password,
      userType: USER_TYPE.provider,
    });
  }, SEEDING_TIMEOUT);
  afterAll(() => t?.close());

  /** Rows the demo seed writes, counted over the whole database. */
  const demoCounts = async (db: TestApp['db']) => {
    const one = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0].n);
    return {
      demoProviders: await one(
        db
          .select({ n: count() })
          .from(providers)
          .innerJoin(users, eq(users.id, providers.userId))
          .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email.toLowerCase())),
      ),
      users: await one(db.select({ n: count() }).from(users)),
      projects: await one(db.select({ n: count() }).from(projects)),
      bids: await one(db.select({ n: count() }).from(bids)),
      photos: await one(db.select({ n: count() }).from(projectFiles)),
      storedFiles: await one(db.select({ n: count() }).from(storedFiles)),
      reviews: await one(db.select({ n: count() }).from(reviews)),
      notifications: await one(db.select({ n: count() }).from(notifications)),
      leadPurchases: await one(db.select({ n: count() }).from(leadPurchases)),
      cardPayments: await one(db.select({ n: count() }).from(cardPayments)),
    };
  };
  const SEEDED = {
    demoProviders: 1,
    users: 1 + DEMO_CUSTOMERS.length + DEMO_RIVALS.length,
    projects: DEMO_PROJECTS.length,
    leadPurchases: DEMO_LEADS.length,
    // The top-ups and the lead paid by card.
    cardPayments: TOP_UPS_DOLLARS.length + DEMO_LEADS.filter((lead) => lead.pay === 'card').length,
  };

  it('lets the demo provider sign in with DEMO=1', async () => {
    const response = await signInDemo(t.app);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      signup_status: 'completed',
      data: {
        name: DEMO_PROVIDER.name,
        email: DEMO_PROVIDER.email,
        user_type: 2,
        provider_id: expect.any(Number),
        mobile_number: DEMO_PROVIDER.mobileNumber,
      },
    });
  });

  it('gives the demo provider a business, a 30-mile area around 10001 and services of four types', async () => {
    const response = await get('/api/user_profile.json');
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data;
    expect(profile.company_name).toBe(DEMO_PROVIDER.companyName);
    expect(profile.about_us).toEqual(expect.any(String));
    expect(profile.provider_locations).toMatchObject([{ zipcode: '10001', radius: 30 }]);
    expect(profile.serviced_zipcodes.length).toBeGreaterThan(100);
    expect(profile.project_types.map((type: { name: string }) => type.name).sort()).toEqual([
      'Painting',
      'Plumbing',
      'Remodelling',
      'Roofing',
    ]);
    expect(profile.project_sub_types).toHaveLength(11);
  });

  it('shows the demo provider the open projects of its area and services, with photos, bids and a bookmark', async () => {
    const now = new Date();
    const wide = await get(
      `/api/v2/providers/projects?start_date=${day(new Date(now.getTime() - 15 * DAY_MS))}&end_date=${day(now)}`,
    );
    expect(wide.statusCode, wide.body).toBe(200);
    const available: TProjectCard[] = wide.json().data.available;
    expect(available.map((card) => card.title).sort()).toEqual(OPEN_FOR_DEMO.map((p) => p.title).sort());
    expect(available.length).toBeGreaterThanOrEqual(25);
    // Outside the 30 miles, other services, hired or completed: never listed.
    for (const title of titles([26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37]))
      expect(available.map((card) => card.title)).not.toContain(title);
    for (const card of available) {
      expect(card.status).toBe(CARD_STATUS.bidding);
      expect(card.distance_miles).toBeLessThanOrEqual(30);
    }
    expect(available.filter((card) => card.project_image_url !== null).length).toBeGreaterThanOrEqual(20);
    const bidOn = available.filter((card) => card.bid_amount !== null);
    expect(bidOn).toHaveLength(8);
    expect(new Set(bidOn.map((card) => card.bid_type))).toEqual(new Set([0, 1]));
    expect(available.filter((card) => card.bookmarked_by_current_provider).map((card) => card.title)).toEqual(
      titles([9]),
    );
    expect(available.some((card) => card.no_of_bids >= 2)).toBe(true);

    // The default filter (the last 7 days) shows the newer part of them.
    const recent = await get('/api/v2/providers/projects');
    expect(recent.statusCode, recent.body).toBe(200);
    const recentCards: TProjectCard[] = recent.json().data.available;
    expect(recentCards).toHaveLength(OPEN_FOR_DEMO.filter((p) => p.hoursAgo < 7 * 24).length);
    expect(recentCards.length).toBeGreaterThanOrEqual(12);
  });

  it('shows one project with answers of every question type and its photos', async () => {
    const list = await get('/api/v2/providers/activities/in_bidding');
    expect(list.statusCode, list.body).toBe(200);
    const card = (list.json().data.projects as TProjectCard[]).find((c) => c.title === titles([7])[0]);
    expect(card).toBeDefined();
    const response = await get(`/api/v2/providers/projects/${card?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail: TProjectDetail = response.json().data;
    const types = new Set(detail.question_answers.map((qa) => qa.question_type));
    expect(types).toEqual(new Set([QUESTION_TYPE.yesNo, QUESTION_TYPE.choices, QUESTION_TYPE.measurements, 1]));
    const measured = detail.question_answers.find((qa) => qa.question_type === QUESTION_TYPE.measurements);
    expect(measured?.answer).toEqual(
      expect.arrayContaining([
        { title: 'Living room', measuring_length: 18, measuring_breadth: 13, measuring_height: 9, unit: 'ft' },
      ]),
    );
    expect(detail.files).toHaveLength(3);
    expect(detail.consumer_phone_verified).toBe(true);
    // Not hired: the contact details stay hidden.
    expect(detail.consumer_mobile).toBeNull();
    const photo = await t.app.inject({ method: 'GET', url: new URL(detail.files[0].url).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.length).toBeGreaterThan(5000);
  });

  it('has one job in progress and one completed job with the customer’s review', async () => {
    const hired = await get('/api/v2/providers/my_projects/in_processing');
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json().data.projects).toMatchObject([{ title: titles([26])[0], status: CARD_STATUS.hired }]);
    const history = await get('/api/v2/providers/my_projects/history');
    expect(history.json().data.projects).toMatchObject([{ title: titles([27])[0], status: CARD_STATUS.completed }]);
    const bookmarks = await get('/api/v2/providers/activities/bookmark');
    expect(bookmarks.json().data.projects.map((c: TProjectCard) => c.title)).toEqual(titles([9]));

    const page = await get('/api/customer_provider_reviewes');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      total_reviews: 1,
      average_rating: 5,
      reviews: [{ consumer_name: 'Emily Carter', ratings: 5, project_name: titles([27])[0] }],
    });

    const dashboard = await get('/api/v2/providers/dashboard.json');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const data = dashboard.json().data;
    expect(data.provider_stats.project_completed).toBe(1);
    // 11 bids (8 open, the hired, the completed and one awarded to a rival), a bookmark and the two
    // bought leads of projects it did not bid on (the third, project 4, it bid on).
    expect(data.provider_stats.project_interactions).toBe(14);
    expect(data.lead_pipeline).toEqual({ new: 1, contacted: 1, quoted: 1, won: 0, lost: 0 });
    expect(data.my_projects).toHaveLength(1);
    expect(data.activities.length).toBeGreaterThan(3);
    expect(data.projectAvailable.length).toBeGreaterThan(3);
  });

  it('bought three leads as a provider does: Purchased Leads work as a pipeline', async () => {
    const response = await get('/api/v2/providers/purchased_lead_projects');
    expect(response.statusCode, response.body).toBe(200);
    const listed: Array<{
      title: string;
      amount_paid: number;
      payment_method: string;
      customer: { name: string; mobile: string | null };
      pipeline: { status: string; notes: string; follow_up_on: string | null };
    }> = response.json().data.projects;
    expect(listed.map((lead) => lead.title).sort()).toEqual(titles(DEMO_LEADS.map((lead) => lead.project)).sort());
    for (const lead of DEMO_LEADS) {
      const [title] = titles([lead.project]);
      const found = listed.find((card) => card.title === title);
      expect(found, title).toMatchObject({
        payment_method: lead.pay,
        amount_paid: FALLBACK_LEAD_PRICE_CENTS / 100,
        pipeline: { status: lead.pipeline.status, notes: lead.pipeline.notes ?? '' },
      });
      // Bought: the customer's contact details are the buyer's.
      expect(found?.customer.mobile).toMatch(/^\d{10}$/);
      const followUp = found?.pipeline.follow_up_on;
      if (lead.pipeline.followUpInDays === undefined) expect(followUp).toBeNull();
      else {
        const daysAhead = (Date.parse(`${followUp}T00:00:00Z`) - Date.parse(`${day(new Date())}T00:00:00Z`)) / DAY_MS;
        expect(daysAhead).toBeGreaterThanOrEqual(lead.pipeline.followUpInDays - 1);
        expect(daysAhead).toBeLessThanOrEqual(lead.pipeline.followUpInDays);
      }
    }
    const contacted = await get('/api/v2/providers/purchased_lead_projects?status=contacted');
    expect(contacted.json().data.projects.map((card: { title: string }) => card.title)).toEqual(
      titles(DEMO_LEADS.filter((lead) => lead.pipeline.status === 'contacted').map((lead) => lead.project)),
    );
  });

  it('shows on /performance the leads and spend its ledger holds, and every card charge with a receipt', async () => {
    const [{ provider_id: providerId }] = await rows<{ provider_id: number }>(
      t.db,
      sql`select p.id::int as provider_id from providers p join users u on u.id = p.user_id
          where lower(u.email) = ${DEMO_PROVIDER.email}`,
    );
    // What the ledger says: each purchase with the wallet debit or the card charge that paid it.
    const [ledger] = await rows<{ leads: number; spend_cents: number; balance_cents: number; debits_cents: number }>(
      t.db,
      sql`select count(*)::int as leads,
            coalesce(sum(coalesce(wt.amount_cents, cp.amount_cents)), 0)::int as spend_cents,
            (select w.balance_cents::int from wallets w where w.provider_id = ${providerId}) as balance_cents,
            (select coalesce(sum(x.amount_cents), 0)::int from wallet_transactions x join wallets w on w.id = x.wallet_id
               where w.provider_id = ${providerId} and x.direction = 'debit') as debits_cents
          from lead_purchases lp
          left join wallet_transactions wt on wt.id = lp.wallet_transaction_id and wt.direction = 'debit'
          left join card_payments cp on cp.id = lp.card_payment_id and cp.status = 'succeeded'
          where lp.provider_id = ${providerId}`,
    );
    // Worked by hand from the seed's constants: three leads at the default $25 (no Pro+ discount),
    // two from the wallet ($175 of top-ups, less $50) and one by card.
    const price = FALLBACK_LEAD_PRICE_CENTS;
    const byWallet = DEMO_LEADS.filter((lead) => lead.pay === 'wallet').length;
    expect({ leads: DEMO_LEADS.length, byWallet, price }).toEqual({ leads: 3, byWallet: 2, price: 2500 });
    expect(ledger).toEqual({
      leads: 3,
      spend_cents: 7500,
      balance_cents: TOP_UPS_DOLLARS.reduce((sum, dollars) => sum + dollars * 100, 0) - byWallet * price,
      debits_cents: 5000,
    });
    expect(ledger.balance_cents).toBe(12_500);

    const performance = await get('/api/performance');
    expect(performance.statusCode, performance.body).toBe(200);
    const figures: TPerformance = performance.json().data;
    const expected = {
      leads_bought: ledger.leads,
      spend: ledger.spend_cents / 100,
      cost_per_lead: ledger.spend_cents / ledger.leads / 100,
    };
    expect(expected).toEqual({ leads_bought: 3, spend: 75, cost_per_lead: 25 });
    expect(figures.totals).toMatchObject(expected);
    // Bought at seed time: all in the current month.
    expect(figures.months[figures.months.length - 1]).toMatchObject(expected);
    expect(figures.services.reduce((sum, service) => sum + service.leads_bought, 0)).toBe(3);

    // Billing: every charge of the card (the top-ups and the lead), each with its receipt.
    const charges = await t.db
      .select({ id: cardPayments.id, cents: cardPayments.amountCents, purpose: cardPayments.purpose })
      .from(cardPayments)
      .where(eq(cardPayments.providerId, providerId));
    expect(charges.map((charge) => charge.cents).sort((a, b) => a - b)).toEqual(
      [...TOP_UPS_DOLLARS.map((dollars) => dollars * 100), price].sort((a, b) => a - b),
    );
    const billing = await get('/api/billing');
    expect(billing.statusCode, billing.body).toBe(200);
    const page: TBillingPage = billing.json().data;
    expect(page.pagination.total_entries).toBe(charges.length);
    expect(page.entries.map((entry) => entry.id).sort()).toEqual(charges.map((charge) => `charge-${charge.id}`).sort());
    const [cardLead] = titles(DEMO_LEADS.filter((lead) => lead.pay === 'card').map((lead) => lead.project));
    const kinds = (entries: TBillingEntry[]) => entries.map((entry) => `${entry.kind} ${entry.amount}`).sort();
    expect(kinds(page.entries)).toEqual(['lead 25', 'top_up 100', 'top_up 25', 'top_up 50']);
    expect(page.entries.find((entry) => entry.kind === 'lead')?.description).toBe(billingTexts.lead(cardLead));
    for (const entry of page.entries) {
      expect(entry).toMatchObject({ status: 'paid', card_brand: expect.stringMatching(/^visa$/i), card_last4: '4242' });
      const receipt = await get(`/api/billing/${entry.id}`);
      expect(receipt.statusCode, receipt.body).toBe(200);
      const opened: TBillingReceipt = receipt.json().data;
      expect(opened.entry).toEqual(entry);
      expect(opened.provider.company_name).toBe(DEMO_PROVIDER.companyName);
    }
  });

  it('lets a demo customer sign in with the demo password and see her projects with their bids', async () => {
    const [emily] = DEMO_CUSTOMERS;
    const headers = await signIn(t.app, {
      email: emily.email,
      password: DEMO_PROVIDER.password,
      userType: USER_TYPE.customer,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/customers/projects', headers });
    expect(response.statusCode, response.body).toBe(200);
    const mine: Array<{ title: string; bids: unknown[]; phone_verified: boolean; is_reviewed: boolean }> =
      response.json().data.projects;
    expect(mine.map((p) => p.title).sort()).toEqual(
      DEMO_PROJECTS.filter((p) => p.customer === emily.key)
        .map((p) => p.title)
        .sort(),
    );
    expect(mine.find((p) => p.title === titles([7])[0])?.bids).toHaveLength(3);
    expect(mine.find((p) => p.title === titles([27])[0])?.is_reviewed).toBe(true);
    expect(mine.every((p) => p.phone_verified)).toBe(true);
  });

  it('told the demo provider of each event through its notifications, dated when they happened', async () => {
    const rows = await t.db
      .select({ task: notifications.taskName, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.email, DEMO_PROVIDER.email));
    const tasks = rows.map((row) => row.task);
    expect(tasks.filter((task) => task === PROJECT_NOTIFICATION_TASK.newProject)).toHaveLength(28);
    expect(tasks.filter((task) => task === PROJECT_NOTIFICATION_TASK.hired)).toHaveLength(2);
    expect(tasks.filter((task) => task === PROJECT_NOTIFICATION_TASK.updates)).toHaveLength(2);
    expect(tasks.filter((task) => task === REVIEW_NOTIFICATION_TASK)).toHaveLength(1);
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(12 * DAY_MS);
    expect(rows.some((row) => row.readAt === null)).toBe(true);
    expect(rows.some((row) => row.readAt !== null)).toBe(true);
  });

  it(
    'does not duplicate anything when the app starts again on the same database',
    async () => {
      const before = await demoCounts(t.db);
      expect(before).toMatchObject(SEEDED);
      const again = await buildTestApp({ dialect, database: t.database, env: { DEMO: '1' } });
      try {
        expect(await demoCounts(t.db)).toEqual(before);
        expect((await signInDemo(again.app)).statusCode).toBe(200);
      } finally {
        await again.close();
      }
      // Closing the second app leaves the first one's database open.
      expect((await signInDemo(t.app)).statusCode).toBe(200);
    },
    SEEDING_TIMEOUT,
  );

  it(
    'seeds once when two processes start on an empty database at the same moment',
    async () => {
      const empty = await buildTestApp({ dialect });
      try {
        expect(await demoCounts(empty.db)).toMatchObject({ demoProviders: 0, users: 0, projects: 0 });
        const both = await Promise.all([
          buildTestApp({ dialect, database: empty.database, env: { DEMO: '1' } }),
          buildTestApp({ dialect, database: empty.database, env: { DEMO: '1' } }),
        ]);
        try {
          expect(await demoCounts(empty.db)).toMatchObject({ ...SEEDED, reviews: 1 });
          for (const started of both) expect((await signInDemo(started.app)).statusCode).toBe(200);
        } finally {
          await Promise.all(both.map((started) => started.close()));
        }
      } finally {
        await empty.close();
      }
    },
    SEEDING_TIMEOUT,
  );

  it('creates no demo account or project with DEMO=0', async () => {
    const plain = await buildTestApp({ dialect, env: { DEMO: '0' } });
    try {
      expect(await demoCounts(plain.db)).toMatchObject({ demoProviders: 0, users: 0, projects: 0, storedFiles: 0 });
      expectErrorEnvelope(await signInDemo(plain.app), 401, apiMessages.invalidCredentials);
    } finally {
      await plain.close();
    }
  });
});
