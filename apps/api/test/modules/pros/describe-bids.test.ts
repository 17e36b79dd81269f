import { bids, chatMessages, zipCodes } from '@homebid/db/schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBids, median } from '../../../src/modules/customer-projects/describe-bids';
import { distanceMiles, replaceProviderLocations } from '../../../src/modules/service-areas';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, signIn } from '../../helpers/users';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([400, 200, 250])).toBe(250);
    expect(median([400, 200])).toBe(300);
  });
});

describe.each(dialects())('the bids as the customer sees them on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let stranger: CreatedUser;
  let near: CreatedUser;
  let far: CreatedUser;
  let hourly: CreatedUser;
  let project: Awaited<ReturnType<typeof createProject>>;
  let lonely: Awaited<ReturnType<typeof createProject>>;
  type Bid = typeof bids.$inferSelect;
  let placed: Bid[];

  const id = (user: CreatedUser) => user.providerId as number;
  const describeAll = () =>
    describeBids({
      db: t.db,
      config: t.app.config,
      projects: [project, lonely].map((p) => ({ id: p.id, zipcode: p.zipcode, budgetCents: p.budgetCents })),
      bids: placed.map((bid) => ({ bid, providerName: `Pro ${bid.providerId}` })),
    });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const [subType] = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer' });
    stranger = await createUser(t.db, { role: 'customer' });
    [near, far, hourly] = await Promise.all([
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'provider' }),
    ]);
    await setUpProvider(t.db, id(near), { zipcode: '10001', radius: 10, subTypeIds: [subType.id] });
    // Two areas: the nearer centre (Hoboken) counts, not White Plains.
    await setUpProvider(t.db, id(far), { zipcode: '10601', radius: 40, subTypeIds: [subType.id] });
    await t.db.transaction((tx) =>
      replaceProviderLocations(tx, id(far), [
        { zipcode: '10601', radius: 40 },
        { zipcode: '07030', radius: 20 },
      ]),
    );
    // The budget is $250.00 (createProject).
    project = await createProject(t.db, { customerUserId: customer.id, subType, zipcode: '10001' });
    lonely = await createProject(t.db, { customerUserId: customer.id, subType, zipcode: '10001' });
    placed = await t.db
      .insert(bids)
      .values([
        // Totals: $200 fixed, 5 h × $50 = $250, $400 fixed.
        { projectId: project.id, providerId: id(near), amountCents: 20_000, bidType: 0, breakdown: 'Parts and labour' },
        { projectId: project.id, providerId: id(hourly), amountCents: 5_000, bidType: 1, hours: 5 },
        { projectId: project.id, providerId: id(far), amountCents: 40_000, bidType: 0 },
        { projectId: lonely.id, providerId: id(near), amountCents: 30_000, bidType: 0 },
      ])
      .returning();
    const message = (
      providerId: number,
      by: 'provider' | 'customer',
      extra: Partial<typeof chatMessages.$inferInsert> = {},
    ) => ({
      projectId: project.id,
      providerId,
      customerUserId: customer.id,
      authorUserId: by === 'customer' ? customer.id : providerId === id(near) ? near.id : far.id,
      messageBy: by,
      body: 'About the job',
      ...extra,
    });
    await t.db
      .insert(chatMessages)
      .values([
        message(id(near), 'provider'),
        message(id(near), 'provider'),
        message(id(near), 'provider', { readAt: new Date() }),
        message(id(near), 'provider', { deletedAt: new Date() }),
        message(id(near), 'provider', { sensitiveInfo: true }),
        message(id(near), 'customer'),
        message(id(far), 'customer'),
      ]);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives each bid its total: the amount when fixed, rate × hours when hourly (dollars)', async () => {
    const described = (await describeAll()).get(project.id) ?? [];
    expect(described.map((bid) => [bid.provider_id, bid.bid_amount, bid.total_amount])).toEqual([
      [id(near), 200, 200],
      [id(hourly), 50, 250],
      [id(far), 400, 400],
    ]);
    expect(described[0].bid_breakdown).toBe('Parts and labour');
    expect(described.every((bid) => bid.can_message)).toBe(true);
  });

  it('places each price against the median of the OTHER bids and against the budget', async () => {
    const described = (await describeAll()).get(project.id) ?? [];
    // near $200 vs median(250, 400) = 325; hourly $250 vs 300; far $400 vs 225. Budget $250.
    expect(described.map((bid) => bid.price_signal)).toEqual([
      { vs_bids: 'below', vs_budget: 'below' },
      { vs_bids: 'below', vs_budget: 'within' },
      { vs_bids: 'above', vs_budget: 'above' },
    ]);
    // The only bid of a project has no others to compare with.
    const [only] = (await describeAll()).get(lonely.id) ?? [];
    expect(only.price_signal).toEqual({ vs_bids: null, vs_budget: 'above' });
  });

  it('measures the miles to the pro’s nearest service-area centre, one decimal', async () => {
    const described = (await describeAll()).get(project.id) ?? [];
    const places = await t.db
      .select()
      .from(zipCodes)
      .where(inArray(zipCodes.zip, ['10001', '07030', '10601']));
    const at = (zip: string) => places.find((place) => place.zip === zip) as (typeof places)[number];
    const toHoboken = distanceMiles(at('10001'), at('07030'));
    expect(toHoboken).toBeLessThan(distanceMiles(at('10001'), at('10601')));
    expect(described[0].distance_miles).toBe(0);
    expect(described[2].distance_miles).toBe(Math.round(toHoboken * 10) / 10);
    expect(described[2].distance_miles).toBeGreaterThan(1);
    // A pro without service areas has no distance.
    expect(described[1].distance_miles).toBeNull();
  });

  it('counts the pro’s messages the customer has not read (not deleted, not held back, not the customer’s own)', async () => {
    const described = (await describeAll()).get(project.id) ?? [];
    expect(described.map((bid) => bid.unread_messages)).toEqual([2, 0, 0]);
  });

  it('carries each pro’s public card', async () => {
    const described = (await describeAll()).get(project.id) ?? [];
    expect(described[0].provider).toMatchObject({ provider_id: id(near), company_name: 'Test Home Services' });
    expect(described[0].provider.response_time_minutes).toEqual(expect.any(Number));
  });

  it('keeps another customer’s project out of reach', async () => {
    const headers = await signIn(t.app, stranger);
    expectErrorEnvelope(
      await t.app.inject({ method: 'GET', url: `/api/v2/customers/projects/${project.id}`, headers }),
      404,
    );
  });
});
