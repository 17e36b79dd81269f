import { AVAILABLE_PAGE_SIZE, availableFilterMessages, type TAvailableProjects } from '@homebid/contracts/projects';
import { leadPrices, projects } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects())('Available Projects order, budget and distance filters and pages on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let proHeaders: SessionHeaders;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;
  /** At the area centre, budget $100, 3 days old, 2 bids. */
  let centre: { id: number };
  /** Across the river, budget $900, 2 days old, no bids. */
  let river: { id: number };
  /** Far up the county, budget $500, 1 day old, 1 bid. */
  let north: { id: number };

  const list = async (query: string, headers = proHeaders) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/providers/projects${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TAvailableProjects;
  };
  const ids = (data: TAvailableProjects) => data.available.map((card) => card.id);
  const bid = async (projectId: number, headers: SessionHeaders) => {
    const body = multipart([], { bid_amount: '300', bid_type: '0' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const project = async (zipcode: string, budgetDollars: number, daysAgo: number) => {
    const created = await createProject(t.db, {
      customerUserId: customer.id,
      subType: subTypes[0],
      zipcode,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    await t.db
      .update(projects)
      .set({ budgetCents: budgetDollars * 100 })
      .where(eq(projects.id, created.id));
    return created;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer' });
    const pro = await createUser(t.db, { role: 'provider' });
    const rivals = [await createUser(t.db, { role: 'provider' }), await createUser(t.db, { role: 'provider' })];
    // Every pro serves Manhattan (10001, 25 miles) and the first sub-type.
    for (const user of [pro, ...rivals]) {
      await setUpProvider(t.db, user.providerId as number, { subTypeIds: [subTypes[0].id] });
    }
    proHeaders = await signIn(t.app, pro);
    const rivalHeaders = [await signIn(t.app, rivals[0]), await signIn(t.app, rivals[1])];
    centre = await project('10001', 100, 3);
    river = await project('07302', 900, 2);
    north = await project('10601', 500, 1);
    await bid(centre.id, rivalHeaders[0]);
    await bid(centre.id, rivalHeaders[1]);
    await bid(north.id, rivalHeaders[0]);
  });
  afterAll(() => t?.close());

  it('answers the newest first by default, with the total and the page', async () => {
    const data = await list('');
    expect(ids(data)).toEqual([north.id, river.id, centre.id]);
    expect(data).toMatchObject({ total: 3, page: 1, page_size: AVAILABLE_PAGE_SIZE });
    expect(ids(await list('?sort=newest'))).toEqual([north.id, river.id, centre.id]);
  });

  it('sorts by distance, by budget (highest first) and by the fewest bids', async () => {
    const nearest = await list('?sort=nearest');
    expect(nearest.available[0]?.id).toBe(centre.id);
    const miles = nearest.available.map((card) => card.distance_miles as number);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(new Set(ids(nearest))).toEqual(new Set([centre.id, river.id, north.id]));

    expect(ids(await list('?sort=budget'))).toEqual([river.id, north.id, centre.id]);
    const fewest = await list('?sort=fewest_bids');
    expect(ids(fewest)).toEqual([river.id, north.id, centre.id]);
    expect(fewest.available.map((card) => card.no_of_bids)).toEqual([0, 1, 2]);
  });

  it('filters by budget, both ends inclusive, and by the distance from the area', async () => {
    expect(ids(await list('?min_budget=200&max_budget=600'))).toEqual([north.id]);
    expect(ids(await list('?min_budget=500'))).toEqual([north.id, river.id]);
    expect(ids(await list('?max_budget=500&sort=budget'))).toEqual([north.id, centre.id]);
    expect((await list('?min_budget=100&max_budget=100')).total).toBe(1);

    const all = await list('?sort=nearest');
    const farthest = Math.max(...all.available.map((card) => card.distance_miles as number));
    expect(ids(await list('?max_distance=1'))).toEqual([centre.id]);
    const withinFarthest = await list(`?max_distance=${Math.ceil(farthest)}`);
    expect(withinFarthest.total).toBe(3);
    expect(ids(await list(`?max_distance=${Math.max(1, Math.floor(farthest) - 1)}`))).not.toContain(
      all.available.at(-1)?.id,
    );
  });

  it('shows the lead price on cards, from the sub-type’s price', async () => {
    await t.db.delete(leadPrices).where(eq(leadPrices.projectSubTypeId, subTypes[0].id));
    await t.db.insert(leadPrices).values({ projectSubTypeId: subTypes[0].id, priceCents: 1234 });
    const data = await list('');
    expect(data.available.map((card) => card.lead_price)).toEqual([12.34, 12.34, 12.34]);
    expect(data.available[0]).toMatchObject({ budget: 500 });
  });

  it('answers pages of 30 with the count of all matches, and an empty page past the last', async () => {
    const extra = [];
    for (let i = 0; i < AVAILABLE_PAGE_SIZE; i += 1) extra.push(await project('10001', 50, 4));
    const first = await list('');
    expect(first.total).toBe(AVAILABLE_PAGE_SIZE + 3);
    expect(first.available).toHaveLength(AVAILABLE_PAGE_SIZE);
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: AVAILABLE_PAGE_SIZE + 3, page: 2 });
    expect(second.available).toHaveLength(3);
    // No project on two pages, and every match on one of them.
    const seen = new Set([...ids(first), ...ids(second)]);
    expect(seen.size).toBe(AVAILABLE_PAGE_SIZE + 3);
    const past = await list('?page=3');
    expect(past).toMatchObject({ total: AVAILABLE_PAGE_SIZE + 3, page: 3, available: [] });
    const cheap = await list('?max_budget=60&page=2');
    expect(cheap.total).toBe(AVAILABLE_PAGE_SIZE);
    expect(cheap.available).toEqual([]);
    await t.db.delete(projects).where(
      inArray(
        projects.id,
        extra.map((p) => p.id),
      ),
    );
  });

  it('refuses bad sort, budget, distance and page values with a message (422)', async () => {
    const refuse = async (query: string, message: string) =>
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url: `/api/v2/providers/projects${query}`, headers: proHeaders }),
        422,
        message,
      );
    await refuse('?sort=oldest', availableFilterMessages.sortInvalid);
    await refuse('?min_budget=abc', availableFilterMessages.budgetInvalid);
    await refuse('?max_budget=-5', availableFilterMessages.budgetInvalid);
    await refuse('?min_budget=1.5', availableFilterMessages.budgetInvalid);
    await refuse('?min_budget=99999999999', availableFilterMessages.budgetInvalid);
    await refuse('?min_budget=600&max_budget=200', availableFilterMessages.budgetRange);
    await refuse('?max_distance=0', availableFilterMessages.distanceInvalid);
    await refuse('?max_distance=far', availableFilterMessages.distanceInvalid);
    await refuse('?page=0', availableFilterMessages.pageInvalid);
    await refuse('?page=x', availableFilterMessages.pageInvalid);
  });
});
