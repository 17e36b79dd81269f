import { PUBLIC_REVIEWS_SHOWN, proProfileTexts, RESPONSE_TIME_DAYS } from '@homebid/contracts/pros';
import {
  albums,
  bids,
  chatMessages,
  feedbacks,
  providers,
  reviewLinks,
  reviews,
  users,
  zipCodes,
} from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProCards } from '../../../src/modules/pros';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser } from '../../helpers/users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PRIVATE = {
  phone: '2125550177',
  email: 'private.pro@example.com',
  street: '77 Hidden Street',
  insurance: 'INS-4471-SECRET',
  licence: 'LIC-9981-SECRET',
};

describe.each(dialects())('a pro as customers see them on %s', (dialect) => {
  let t: TestApp;
  let pro: CreatedUser;
  let rival: CreatedUser;
  let customer: CreatedUser;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;
  const proId = () => pro.providerId as number;

  /** A project of the customer's posted `agoMs` before now, in the pro's area. */
  const projectAgo = (agoMs: number, extra: Partial<Parameters<typeof createProject>[1]> = {}) =>
    createProject(t.db, {
      customerUserId: customer.id,
      subType: subTypes[0],
      createdAt: new Date(Date.now() - agoMs),
      ...extra,
    });
  const bidAt = (projectId: number, providerId: number, at: Date) =>
    t.db.insert(bids).values({ projectId, providerId, amountCents: 20_000, bidType: 0, createdAt: at, updatedAt: at });
  const messageAt = (projectId: number, by: 'provider' | 'customer', at: Date, providerId = proId()) =>
    t.db.insert(chatMessages).values({
      projectId,
      providerId,
      customerUserId: customer.id,
      authorUserId: by === 'provider' ? pro.id : customer.id,
      messageBy: by,
      body: 'Hello there',
      createdAt: at,
    });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    pro = await createUser(t.db, {
      role: 'provider',
      name: 'Paula Pro',
      email: PRIVATE.email,
      mobileNumber: PRIVATE.phone,
    });
    rival = await createUser(t.db, { role: 'provider', name: 'Rex Rival' });
    customer = await createUser(t.db, { role: 'customer', name: 'Emily Carter' });
    await t.db
      .update(providers)
      .set({
        companyName: 'Paula Plumbing Co',
        streetAddress: PRIVATE.street,
        insuranceNumber: PRIVATE.insurance,
        licenseNumber: PRIVATE.licence,
        phoneNumber2: PRIVATE.phone,
        yearsOfBusiness: 12,
        haveInsurance: true,
        haveLicense: false,
        isProProvider: true,
      })
      .where(eq(providers.id, proId()));
    await setUpProvider(t.db, proId(), { zipcode: '10001', radius: 30, subTypeIds: [subTypes[0].id, subTypes[1].id] });

    // Response times: 30 min (a bid), 60 min (a message before its bid), 240 min (a bid): median 60.
    const now = Date.now();
    const first = await projectAgo(10 * HOUR);
    await bidAt(first.id, proId(), new Date(first.createdAt.getTime() + 30 * MINUTE));
    // The customer's own message before it does not count as the pro's answer.
    await messageAt(first.id, 'customer', new Date(first.createdAt.getTime() + 5 * MINUTE));
    const second = await projectAgo(20 * HOUR);
    await messageAt(second.id, 'provider', new Date(second.createdAt.getTime() + 60 * MINUTE));
    await bidAt(second.id, proId(), new Date(second.createdAt.getTime() + 120 * MINUTE));
    const third = await projectAgo(30 * HOUR);
    await bidAt(third.id, proId(), new Date(third.createdAt.getTime() + 240 * MINUTE));
    // Posted before the window: a slow answer there is not counted.
    const old = await projectAgo((RESPONSE_TIME_DAYS + 5) * DAY);
    await bidAt(old.id, proId(), new Date(old.createdAt.getTime() + 3 * DAY));
    // A rival's quick answer on the same project is the rival's, not the pro's.
    await bidAt(first.id, rival.providerId as number, new Date(first.createdAt.getTime() + 1 * MINUTE));

    // Reviews: 5 and 4 from customers' projects, 4 through a review link: 13 / 3 = 4.3.
    const doneA = await projectAgo(3 * DAY, { status: 'completed', hiredProviderId: proId() });
    const doneB = await projectAgo(2 * DAY, { status: 'completed', hiredProviderId: proId(), subType: subTypes[1] });
    await t.db.insert(reviews).values([
      {
        providerId: proId(),
        customerUserId: customer.id,
        projectId: doneA.id,
        rating: 5,
        comment: 'Fixed it fast.',
        createdAt: new Date(now - 2 * DAY),
      },
      {
        providerId: proId(),
        customerUserId: customer.id,
        projectId: doneB.id,
        rating: 4,
        comment: 'Good work.',
        createdAt: new Date(now - 1 * DAY),
      },
    ]);
    const [link] = await t.db
      .insert(reviewLinks)
      .values({ providerId: proId(), secureNumber: `link-${dialect}-${now}` })
      .returning();
    await t.db.insert(feedbacks).values({
      providerId: proId(),
      reviewLinkId: link.id,
      name: 'Marcus de la Johnson',
      rating: 4,
      comment: 'Recommended by a neighbour.',
      createdAt: new Date(now - HOUR),
    });
    await t.db.insert(albums).values({ providerId: proId(), name: 'Bathroom remodel' });
  }, 120_000);
  afterAll(() => t?.close());

  const getProfile = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/v2/pros/${id}` });

  describe('the card', () => {
    it('shows the rating of customers’ and review-link reviews, the stated insurance and licence, Pro+ and years', async () => {
      const cards = await loadProCards(t.db, t.app.config, [proId()]);
      const card = cards.get(proId());
      expect(card).toMatchObject({
        provider_id: proId(),
        company_name: 'Paula Plumbing Co',
        avatar_url: null,
        rating: 4.3,
        review_count: 3,
        years_in_business: 12,
        insured: true,
        licensed: false,
        phone_verified: true,
        is_pro_plus: true,
      });
    });

    it('shows the phone as verified only once the mobile was confirmed by code', async () => {
      const unconfirmed = await createUser(t.db, { role: 'provider' });
      const withoutMobile = await createUser(t.db, { role: 'provider' });
      await t.db.update(users).set({ confirmedAt: null }).where(eq(users.id, unconfirmed.id));
      await t.db.update(users).set({ mobileNumber: null }).where(eq(users.id, withoutMobile.id));
      const cards = await loadProCards(t.db, t.app.config, [
        unconfirmed.providerId as number,
        withoutMobile.providerId as number,
        proId(),
      ]);
      expect(cards.get(unconfirmed.providerId as number)?.phone_verified).toBe(false);
      expect(cards.get(withoutMobile.providerId as number)?.phone_verified).toBe(false);
      expect(cards.get(proId())?.phone_verified).toBe(true);
    });

    it('measures the response time as the median of first answers per project, in the window only', async () => {
      const cards = await loadProCards(t.db, t.app.config, [proId(), rival.providerId as number]);
      expect(cards.get(proId())?.response_time_minutes).toBe(60);
      expect(cards.get(rival.providerId as number)?.response_time_minutes).toBe(1);
    });

    it('answers null figures for a pro with nothing to measure, and leaves unknown ids out', async () => {
      const fresh = await createUser(t.db, { role: 'provider' });
      const cards = await loadProCards(t.db, t.app.config, [fresh.providerId as number, 987_654]);
      expect([...cards.keys()]).toEqual([fresh.providerId]);
      expect(cards.get(fresh.providerId as number)).toMatchObject({
        rating: null,
        review_count: 0,
        response_time_minutes: null,
        is_pro_plus: false,
      });
    });

    it('follows the company name, and the person’s name without one', async () => {
      const nameless = await createUser(t.db, { role: 'provider', name: 'Nora Nameless' });
      await t.db
        .update(providers)
        .set({ companyName: '  ' })
        .where(eq(providers.id, nameless.providerId as number));
      const cards = await loadProCards(t.db, t.app.config, [nameless.providerId as number]);
      expect(cards.get(nameless.providerId as number)?.company_name).toBe('Nora Nameless');
    });
  });

  describe('GET /api/v2/pros/:providerId', () => {
    it('answers the public profile: card, services by type, areas, reviews, albums, member since, jobs', async () => {
      const response = await getProfile(proId());
      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json().data;
      expect(profile).toMatchObject({
        provider_id: proId(),
        company_name: 'Paula Plumbing Co',
        rating: 4.3,
        review_count: 3,
        phone_verified: true,
        insured: true,
        licensed: false,
        years_in_business: 12,
      });
      expect(profile.response_time_minutes).toBe(60);
      expect(profile.jobs_completed).toBe(2);
      expect(profile.services.flatMap((s: { project_sub_types: string[] }) => s.project_sub_types).sort()).toEqual(
        [subTypes[0].name, subTypes[1].name].sort(),
      );
      expect(profile.services).toHaveLength(2);
      const [manhattan] = await t.db.select().from(zipCodes).where(eq(zipCodes.zip, '10001'));
      expect(profile.areas).toEqual([{ city: manhattan.city, state: manhattan.state, radius_miles: 30 }]);
      expect(profile.albums.map((album: { name: string }) => album.name)).toEqual(['Bathroom remodel']);
      expect(new Date(profile.member_since).getTime()).toBeLessThanOrEqual(Date.now());
      // Newest first, both kinds; customers show by first name and last initial.
      expect(
        profile.reviews.map((r: { customer_name: string; rating: number; source: string }) => [
          r.customer_name,
          r.rating,
          r.source,
        ]),
      ).toEqual([
        ['Marcus J.', 4, 'review_link'],
        ['Emily C.', 4, 'project'],
        ['Emily C.', 5, 'project'],
      ]);
      expect(profile.reviews[1].service).toBe(subTypes[1].name);
      expect(profile.reviews[0].service).toBeNull();
    });

    it('never carries the pro’s phone, e-mail, street address, licence or insurance number, nor a reviewer’s full name', async () => {
      const response = await getProfile(proId());
      expect(response.statusCode).toBe(200);
      for (const secret of [...Object.values(PRIVATE), '212-555-0177', 'Emily Carter', 'Carter', customer.email]) {
        expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
      expect(response.body).not.toMatch(/"(email|mobile_number|phone|street_address|insurance_number|license_number)"/);
    });

    it('answers 404 for an unknown pro', async () => {
      expectErrorEnvelope(await getProfile(987_654), 404, proProfileTexts.notFound);
    });

    it('answers 404 for a pro whose registration is not completed', async () => {
      const unfinished = await createUser(t.db, { role: 'provider', signupStatus: 'business-info' });
      expectErrorEnvelope(await getProfile(unfinished.providerId as number), 404, proProfileTexts.notFound);
    });

    it('answers 422 with a message for an id that is no id', async () => {
      expectErrorEnvelope(await getProfile('abc'), 422);
    });

    it(`shows at most ${PUBLIC_REVIEWS_SHOWN} reviews, the newest`, async () => {
      const busy = await createUser(t.db, { role: 'provider' });
      const busyId = busy.providerId as number;
      const links = await t.db
        .insert(reviewLinks)
        .values(
          Array.from({ length: PUBLIC_REVIEWS_SHOWN + 3 }, (_, i) => ({
            providerId: busyId,
            secureNumber: `busy-${dialect}-${i}-${Date.now()}`,
          })),
        )
        .returning();
      await t.db.insert(feedbacks).values(
        links.map((link, i) => ({
          providerId: busyId,
          reviewLinkId: link.id,
          name: `Reviewer${i} Smith`,
          rating: 5,
          createdAt: new Date(Date.now() - (links.length - i) * MINUTE),
        })),
      );
      const profile = (await getProfile(busyId)).json().data;
      expect(profile.review_count).toBe(PUBLIC_REVIEWS_SHOWN + 3);
      expect(profile.reviews).toHaveLength(PUBLIC_REVIEWS_SHOWN);
      expect(profile.reviews[0].customer_name).toBe(`Reviewer${PUBLIC_REVIEWS_SHOWN + 2} S.`);
      expect(profile.reviews.at(-1).customer_name).toBe('Reviewer3 S.');
    });
  });
});
