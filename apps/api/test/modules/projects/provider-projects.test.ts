import {
  AVAILABLE_PAGE_SIZE,
  BID_STATUS_IN_BIDDING,
  CARD_STATUS,
  DETAIL_STATUS,
  projectMessages,
  projectTexts,
} from '@homebid/contracts/projects';
import { walletMessages } from '@homebid/contracts/wallet';
import { bids, notifications, projects, users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects())('the provider side of the marketplace on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let pro: CreatedUser;
  let rival: CreatedUser;
  let proHeaders: SessionHeaders;
  let rivalHeaders: SessionHeaders;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;
  const customerMobile = '3125550177';
  const customerEmail = 'private.customer@example.com';

  const get = (url: string, headers = proHeaders) => t.app.inject({ method: 'GET', url, headers });
  const bid = (projectId: number, fields: Record<string, string>, headers = proHeaders, bidId?: number) => {
    const body = multipart([], fields);
    return t.app.inject({
      method: bidId ? 'PUT' : 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid${bidId ? `/${bidId}` : ''}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, {
      role: 'customer',
      name: 'Jordan Q Private',
      mobileNumber: customerMobile,
      email: customerEmail,
    });
    pro = await createUser(t.db, { role: 'provider' });
    rival = await createUser(t.db, { role: 'provider' });
    // Both pros serve Manhattan (10001, 25 miles) and the first sub-type.
    await setUpProvider(t.db, pro.providerId as number, { subTypeIds: [subTypes[0].id] });
    await setUpProvider(t.db, rival.providerId as number, { subTypeIds: [subTypes[0].id] });
    proHeaders = await signIn(t.app, pro);
    rivalHeaders = await signIn(t.app, rival);
  });
  afterAll(() => t?.close());

  describe('Available Projects', () => {
    it('lists open projects in the serviced zip codes and services, newest first, with card fields', async () => {
      const near = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        zipcode: '10002',
        title: 'Fix leaking Sink',
      });
      const otherService = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[1] });
      const farAway = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        zipcode: '90210',
      });
      const hired = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        status: 'hired',
        hiredProviderId: rival.providerId,
      });
      const response = await get('/api/v2/providers/projects');
      expect(response.statusCode, response.body).toBe(200);
      const { available, locations, has_service_areas } = response.json().data;
      const ids = available.map((card: { id: number }) => card.id);
      expect(ids).toContain(near.id);
      for (const hidden of [otherService, farAway, hired]) expect(ids).not.toContain(hidden.id);
      const card = available.find((c: { id: number }) => c.id === near.id);
      expect(card).toMatchObject({
        title: 'Fix leaking Sink',
        status: CARD_STATUS.bidding,
        lead_purchased: false,
        bookmarked_by_current_provider: false,
        budget: 250,
        no_of_bids: 0,
        bid_amount: null,
      });
      expect(card.distance_miles).toBeGreaterThanOrEqual(0);
      expect(card.distance_miles).toBeLessThan(25);
      expect(has_service_areas).toBe(true);
      expect(locations).toContain('New York');
    });

    it('filters by title (case-insensitive), date range (default the last 7 days) and city', async () => {
      const old = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        title: 'Paint the old fence',
        createdAt: new Date(Date.now() - 10 * DAY),
      });
      const fresh = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        title: 'Paint the NEW deck',
      });
      const ids = async (query: string) =>
        (await get(`/api/v2/providers/projects${query}`)).json().data.available.map((c: { id: number }) => c.id);
      expect(await ids('')).not.toContain(old.id);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const range = `start_date=${day(Date.now() - 11 * DAY)}&end_date=${day(Date.now())}`;
      expect(await ids(`?${range}`)).toEqual(expect.arrayContaining([old.id, fresh.id]));
      expect(await ids(`?start_date=${day(Date.now() - 11 * DAY)}&end_date=${day(Date.now() - 9 * DAY)}`)).toEqual([
        old.id,
      ]);
      const searched = await ids(`?search=${encodeURIComponent('new deck')}`);
      expect(searched).toEqual([fresh.id]);
      expect(await ids('?location=New%20York')).toContain(fresh.id);
      expect(await ids('?location=Boston')).toEqual([]);
      expectErrorEnvelope(await get('/api/v2/providers/projects?start_date=22-11-2026'), 422);
    });

    it('says when the provider has no service areas', async () => {
      const lonely = await createUser(t.db, { role: 'provider' });
      const response = await get('/api/v2/providers/projects', await signIn(t.app, lonely));
      expect(response.json().data).toEqual({
        available: [],
        total: 0,
        page: 1,
        page_size: AVAILABLE_PAGE_SIZE,
        locations: [],
        service_areas: [],
        has_service_areas: false,
      });
    });

    it('drops an ignored project from the provider’s lists, not from others’', async () => {
      const project = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        title: 'Ignore me',
      });
      const ignore = await t.app.inject({
        method: 'PUT',
        url: `/api/providers/provider_project/ignore/${project.id}`,
        headers: proHeaders,
      });
      expect(ignore.statusCode, ignore.body).toBe(200);
      const mine = (await get('/api/v2/providers/projects')).json().data.available.map((c: { id: number }) => c.id);
      const theirs = (await get('/api/v2/providers/projects', rivalHeaders))
        .json()
        .data.available.map((c: { id: number }) => c.id);
      expect(mine).not.toContain(project.id);
      expect(theirs).toContain(project.id);
    });
  });

  describe('the project detail', () => {
    it('carries no phone, e-mail, surname or street before purchase or hire, anywhere in the JSON', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      const response = await get(`/api/v2/providers/projects/${project.id}`);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of [customerMobile, customerEmail, 'Secret Lane', 'Private']) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.json().data).toMatchObject({
        id: project.id,
        public_project_id: project.publicId,
        consumer_name: 'Jordan P.',
        consumer_mobile: null,
        consumer_email: null,
        can_provider_contact_customer: false,
        project_status: DETAIL_STATUS.bidding,
        full_address: 'New York, NY 10001',
        question_answers: [
          { question: 'Is the water shut-off accessible?', answer: true, question_type: 4 },
          { question: 'Which rooms?', answer: ['Kitchen'], question_type: 6 },
        ],
      });
    });

    it('shows the customer’s contact details and street to the hired provider only', async () => {
      const project = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        status: 'hired',
        hiredProviderId: pro.providerId,
      });
      const mine = (await get(`/api/v2/providers/projects/${project.id}`)).json().data;
      expect(mine).toMatchObject({
        consumer_mobile: customerMobile,
        consumer_email: customerEmail,
        consumer_name: 'Jordan Q Private',
        can_provider_contact_customer: true,
        is_hired: true,
        project_status: DETAIL_STATUS.hired,
        status: CARD_STATUS.hired,
      });
      expect(mine.full_address).toContain('12 Secret Lane');
      expectErrorEnvelope(
        await get(`/api/v2/providers/projects/${project.id}`, rivalHeaders),
        404,
        projectTexts.notFound,
      );
    });

    it('answers 404 in words for a project out of reach and for ids that cannot exist', async () => {
      const far = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0], zipcode: '90210' });
      expectErrorEnvelope(await get(`/api/v2/providers/projects/${far.id}`), 404, projectTexts.notFound);
      expectErrorEnvelope(await get('/api/v2/providers/projects/999999999'), 404, projectTexts.notFound);
      const huge = await get('/api/v2/providers/projects/99999999999999999999');
      expect([404, 422]).toContain(huge.statusCode);
    });

    it('is for providers only', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      expectErrorEnvelope(await get(`/api/v2/providers/projects/${project.id}`, {} as SessionHeaders), 401);
      const customerHeaders = await signIn(t.app, customer);
      expectErrorEnvelope(await get(`/api/v2/providers/projects/${project.id}`, customerHeaders), 403);
    });
  });

  describe('bids', () => {
    it('places a fixed bid with the fee of the support text, then edits it to hourly', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      const placed = await bid(project.id, { bid_amount: '1500', bid_type: '0', bid_breakdown: 'Parts and labour' });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json()).toMatchObject({
        message: projectMessages.bidPlaced,
        data: {
          bid_amount: 1500,
          bid_type: 0,
          hours: null,
          total_amount: 1500,
          fee_percent: 25,
          fee_amount: 375,
          status: BID_STATUS_IN_BIDDING,
        },
      });
      const bidId = placed.json().data.bid_id;
      expectErrorEnvelope(await bid(project.id, { bid_amount: '900' }), 422, projectMessages.alreadyBid);

      const edited = await bid(project.id, { bid_amount: '80', bid_type: '1', hours: '5' }, proHeaders, bidId);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({
        bid_amount: 80,
        bid_type: 1,
        hours: 5,
        total_amount: 400,
        fee_percent: 5,
        fee_amount: 20,
      });

      const detail = (await get(`/api/v2/providers/projects/${project.id}`)).json().data;
      expect(detail).toMatchObject({ bid_id: bidId, bid_amount: 80, bid_type: 1, hours: 5, no_of_bids: 1 });
      // The auction is blind: another provider sees how many bid, never the amounts.
      const rivalView = await get(`/api/v2/providers/projects/${project.id}`, rivalHeaders);
      expect(rivalView.json().data).toMatchObject({ no_of_bids: 1, bid_detail: null, bid_amount: null });
    });

    it('refuses an empty amount, missing hours and amounts out of range, with the spec’s messages', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      expectErrorEnvelope(await bid(project.id, { bid_amount: '' }), 422, projectMessages.bidAmountEmpty);
      expectErrorEnvelope(await bid(project.id, {}), 422, projectMessages.bidAmountEmpty);
      expectErrorEnvelope(await bid(project.id, { bid_amount: '50', bid_type: '1' }), 422, projectMessages.hoursEmpty);
      expectErrorEnvelope(await bid(project.id, { bid_amount: '-5' }), 422, projectMessages.bidAmountInvalid);
      expectErrorEnvelope(await bid(project.id, { bid_amount: 'abc' }), 422, projectMessages.bidAmountInvalid);
      expectErrorEnvelope(await bid(project.id, { bid_amount: '1e12' }), 422, projectMessages.bidAmountInvalid);
      expectErrorEnvelope(
        await bid(project.id, { bid_amount: '50', bid_type: '1', hours: '0' }),
        422,
        projectMessages.hoursInvalid,
      );
    });

    it('refuses an amount with more than two decimals instead of rounding it (money is whole cents)', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      for (const amount of ['25.005', '0.001', '99.999']) {
        expectErrorEnvelope(await bid(project.id, { bid_amount: amount }), 422, walletMessages.tooManyDecimals);
      }
      expect(await t.db.select().from(bids).where(eq(bids.projectId, project.id))).toEqual([]);
      // Two decimals, and binary fractions like 0.29, stay exact.
      const placed = await bid(project.id, { bid_amount: '25.29' });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data).toMatchObject({ bid_amount: 25.29 });
      const [row] = await t.db.select().from(bids).where(eq(bids.projectId, project.id));
      expect(row.amountCents).toBe(2529);
      expectErrorEnvelope(
        await bid(project.id, { bid_amount: '25.005' }, proHeaders, placed.json().data.bid_id),
        422,
        walletMessages.tooManyDecimals,
      );
    });

    it('keeps another provider’s bid out of reach and refuses bids once the project is hired', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      const rivalBid = (await bid(project.id, { bid_amount: '700' }, rivalHeaders)).json().data.bid_id;
      expectErrorEnvelope(
        await bid(project.id, { bid_amount: '1' }, proHeaders, rivalBid),
        404,
        projectMessages.bidNotFound,
      );
      await t.db
        .update(projects)
        .set({ status: 'hired', hiredProviderId: rival.providerId, hiredBidId: rivalBid })
        .where(eq(projects.id, project.id));
      expectErrorEnvelope(await bid(project.id, { bid_amount: '10' }), 404, projectTexts.notFound);
      expectErrorEnvelope(
        await bid(project.id, { bid_amount: '10' }, rivalHeaders, rivalBid),
        422,
        projectMessages.notOpenForBids,
      );
    });

    it('deletes the provider’s own bid', async () => {
      const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
      await bid(project.id, { bid_amount: '300' });
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/providers/delete_bid/${project.id}`,
        headers: proHeaders,
      });
      expect(del.statusCode, del.body).toBe(200);
      expect((await get(`/api/v2/providers/projects/${project.id}`)).json().data.bid_id).toBeNull();
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/providers/delete_bid/${project.id}`,
        headers: proHeaders,
      });
      expectErrorEnvelope(again, 404, projectMessages.bidNotFound);
    });
  });

  describe('My Projects, completion and the dashboard', () => {
    it('moves a project from In-Bidding to Hired to Completed, and the dashboard follows', async () => {
      const fresh = await createUser(t.db, { role: 'provider' });
      await setUpProvider(t.db, fresh.providerId as number, { subTypeIds: [subTypes[0].id] });
      const headers = await signIn(t.app, fresh);
      const project = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        title: 'Hang drywall',
      });
      const ids = async (url: string) =>
        (await get(url, headers)).json().data.projects.map((c: { id: number }) => c.id);

      const before = (await get('/api/v2/providers/dashboard.json', headers)).json().data;
      expect(before.provider_stats).toEqual({ saved: 0, project_interactions: 0, project_completed: 0 });
      expect(before.projectAvailable.map((c: { id: number }) => c.id)).toContain(project.id);

      const placed = await bid(project.id, { bid_amount: '2500' }, headers);
      expect(await ids('/api/v2/providers/activities/in_bidding')).toEqual([project.id]);
      const book = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/providers/projects/${project.id}/bookmark`,
        headers,
      });
      expect(book.statusCode, book.body).toBe(200);
      expect(await ids('/api/v2/providers/activities/bookmark')).toEqual([project.id]);

      await t.db
        .update(projects)
        .set({ status: 'hired', hiredProviderId: fresh.providerId, hiredBidId: placed.json().data.bid_id })
        .where(eq(projects.id, project.id));
      expect(await ids('/api/v2/providers/activities/in_bidding')).toEqual([]);
      expect(await ids('/api/v2/providers/my_projects/in_processing')).toEqual([project.id]);

      const photo = await makePng();
      const body = multipart([{ field: 'documents[]', filename: 'done.png', contentType: 'image/png', data: photo }], {
        project_status: '4',
      });
      const rivalTry = await t.app.inject({
        method: 'POST',
        url: `/api/providers/project_status_update/${project.id}.json`,
        headers: { ...rivalHeaders, ...body.headers },
        payload: body.payload,
      });
      expectErrorEnvelope(rivalTry, 404, projectTexts.notFound);
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/providers/project_status_update/${project.id}.json`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toEqual({ project_id: project.id, project_status: DETAIL_STATUS.completed });
      expect(await ids('/api/v2/providers/my_projects/in_processing')).toEqual([]);
      expect(await ids('/api/v2/providers/my_projects/history')).toEqual([project.id]);

      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, customer.id), eq(notifications.projectId, project.id)));
      expect(told.map((n) => n.taskName)).toContain('Job Marked Complete');

      const after = (await get('/api/v2/providers/dashboard.json', headers)).json().data;
      expect(after.provider_stats).toEqual({ saved: 0, project_interactions: 1, project_completed: 1 });
      expect(after.activities.map((c: { id: number }) => c.id)).toContain(project.id);
    });

    it('lets the hired provider ask to cancel, with a reason, once', async () => {
      const project = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        status: 'hired',
        hiredProviderId: pro.providerId,
      });
      const ask = (description: string, headers = proHeaders) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cancellation_request',
          headers,
          payload: { description, requested_user_type: 2, status: 1, project_id: project.id },
        });
      expectErrorEnvelope(await ask('   '), 422, projectMessages.reasonEmpty);
      expectErrorEnvelope(await ask('Not mine', rivalHeaders), 404, projectTexts.notFound);
      const asked = await ask('The customer changed the scope');
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data.project_status).toBe(DETAIL_STATUS.cancellation_requested);
      expectErrorEnvelope(await ask('Again'), 422, projectMessages.notHired);
      const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
      expect(row.status).toBe('cancellation_requested');
    });
  });

  it('answers the fee scale the server applies', async () => {
    const response = await get('/api/get_bid_commission_details');
    expect(response.json().data.tiers).toEqual([
      { up_to: 1000, percent: 5 },
      { up_to: 2000, percent: 25 },
      { up_to: 3000, percent: 35 },
      { up_to: 4000, percent: 45 },
    ]);
  });

  it('never shows a customer’s users row to providers', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    const lists = [
      '/api/v2/providers/projects',
      '/api/providers/web_projects_available',
      '/api/providers/web_in_conversation',
      '/api/v2/providers/activities/in_bidding',
      '/api/v2/providers/dashboard.json',
    ];
    for (const url of lists) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.body).not.toContain(row.email);
      expect(response.body).not.toContain(row.mobileNumber as string);
    }
  });
});
