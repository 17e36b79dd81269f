import { REVIEW_NOTIFICATION_TASK, rateFormMessages, reviewTexts } from '@homebid/contracts/reviews';
import {
  externalRatings,
  feedbacks,
  notifications,
  providers,
  reviewLinks,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { FakeReviewSites, GOOGLE_PLACE, YELP_BUSINESS } from './fake-review-sites';

const REVIEWS = '/api/customer_provider_reviewes';
const GENERATE = '/api/reviews/get_generate_link';
const link = (secure: string) => `/api/reviews/link/${secure}`;
const HOUR_MS = 60 * 60 * 1000;

describe.each(dialects())('reviews routes on %s', (dialect) => {
  let sites: FakeReviewSites;
  let t: TestApp;
  let pat: CreatedUser;
  let sam: CreatedUser;
  let customer: CreatedUser;
  let patHeaders: SessionHeaders;
  let samHeaders: SessionHeaders;

  beforeAll(async () => {
    sites = await new FakeReviewSites().start();
    t = await buildTestApp({ dialect, env: sites.env });
    pat = await createUser(t.db, { role: 'provider', name: 'Pat Provider' });
    sam = await createUser(t.db, { role: 'provider', name: 'Sam Second' });
    customer = await createUser(t.db, { role: 'customer', name: 'Casey Customer' });
    patHeaders = await signIn(t.app, pat);
    samHeaders = await signIn(t.app, sam);
  });
  afterAll(async () => {
    await t?.close();
    await sites?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const reviewData = async (headers: Record<string, string>) => {
    const response = await get(REVIEWS, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const setIds = (providerId: number | null, googleId: string | null, yelpId: string | null) =>
    t.db
      .update(providers)
      .set({ googleId, yelpId })
      .where(eq(providers.id, providerId as number));
  const newLink = async (headers: Record<string, string>, providerId: number | null) => {
    const response = await get(`${GENERATE}?provider_id=${providerId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { secure_number: string; link: string };
  };
  const rate = (secure: string, payload: object) => t.app.inject({ method: 'POST', url: link(secure), payload });

  describe('GET /api/customer_provider_reviewes', () => {
    it('answers 401 without a session and 403 for a customer', async () => {
      expectErrorEnvelope(await get(REVIEWS), 401);
      expectErrorEnvelope(await get(REVIEWS, await signIn(t.app, customer)), 403);
    });

    it('says Google and Yelp are not connected without ids, and calls neither', async () => {
      sites.requests.length = 0;
      const data = await reviewData(patHeaders);
      expect(data).toEqual({
        average_rating: 0,
        total_reviews: 0,
        yelp_busines: { status: 'not_connected', rating: null, review_count: null, fetched_at: null },
        yelp_reviews: [],
        google_business: { status: 'not_connected', rating: null, review_count: null, fetched_at: null },
        google_reviews: [],
        reviews: [],
        customer_feedback: [],
        yelp_google_app_ratings: 0,
        yelp_google_app_reviews: 0,
      });
      expect(sites.requests).toHaveLength(0);
    });

    it('reads Google and Yelp once, then serves them from the cache for 24 hours', async () => {
      await setIds(pat.providerId, 'ChIJpat', 'pat-roofing-new-york');
      sites.requests.length = 0;
      const data = await reviewData(patHeaders);
      expect(data.google_business).toEqual({
        status: 'connected',
        rating: GOOGLE_PLACE.rating,
        review_count: GOOGLE_PLACE.userRatingCount,
        fetched_at: expect.any(String),
      });
      expect(data.google_reviews).toEqual([
        expect.objectContaining({ name: 'Gina Google', rating: 5, text: 'Fixed our roof in a day.' }),
      ]);
      expect(data.yelp_busines).toEqual({
        status: 'connected',
        rating: YELP_BUSINESS.rating,
        review_count: YELP_BUSINESS.review_count,
        fetched_at: expect.any(String),
      });
      expect(data.yelp_reviews).toEqual([expect.objectContaining({ name: 'Yuri Y.', rating: 4 })]);
      // No portal reviews yet: the combined figure is Google's and Yelp's, weighted by their counts.
      expect(data.yelp_google_app_reviews).toBe(128 + 37);
      expect(data.yelp_google_app_ratings).toBe(Math.round(((4.7 * 128 + 4.5 * 37) / 165) * 10) / 10);
      // Google and Yelp are asked side by side, so only the set of calls is fixed.
      expect(sites.requests.map((r) => r.path).sort()).toEqual([
        '/google/v1/places/ChIJpat',
        '/yelp/v3/businesses/pat-roofing-new-york',
        '/yelp/v3/businesses/pat-roofing-new-york/reviews?limit=20&sort_by=newest',
      ]);

      sites.requests.length = 0;
      const again = await reviewData(patHeaders);
      expect(again.google_business).toEqual(data.google_business);
      expect(sites.requests).toHaveLength(0);

      // 25 hours later the figures are asked for again.
      await t.db
        .update(externalRatings)
        .set({ fetchedAt: new Date(Date.now() - 25 * HOUR_MS) })
        .where(eq(externalRatings.providerId, pat.providerId as number));
      await reviewData(patHeaders);
      expect(sites.requests).toHaveLength(3);
    });

    it('falls back to the older cache when the sites fail, and never answers 500', async () => {
      await t.db
        .update(externalRatings)
        .set({ fetchedAt: new Date(Date.now() - 30 * HOUR_MS) })
        .where(eq(externalRatings.providerId, pat.providerId as number));
      sites.failing = true;
      try {
        const data = await reviewData(patHeaders);
        expect(data.google_business).toMatchObject({ status: 'connected', rating: 4.7, review_count: 128 });
        expect(Date.now() - Date.parse(data.google_business.fetched_at)).toBeGreaterThan(29 * HOUR_MS);
        expect(data.yelp_busines).toMatchObject({ status: 'connected', rating: 4.5, review_count: 37 });
      } finally {
        sites.failing = false;
      }
    });

    it('says not available when the sites fail and nothing is cached for that business', async () => {
      await setIds(sam.providerId, 'ChIJsam', 'sam-solar');
      sites.failing = true;
      try {
        const data = await reviewData(samHeaders);
        expect(data.google_business).toEqual({
          status: 'unavailable',
          rating: null,
          review_count: null,
          fetched_at: null,
        });
        expect(data.yelp_busines).toEqual({
          status: 'unavailable',
          rating: null,
          review_count: null,
          fetched_at: null,
        });
        expect(data.google_reviews).toEqual([]);
      } finally {
        sites.failing = false;
        await setIds(sam.providerId, null, null);
      }
    });

    it('refetches at once when the business id changes (the cache belongs to the old id)', async () => {
      await setIds(pat.providerId, 'ChIJpat-new', 'pat-roofing-new-york');
      sites.requests.length = 0;
      const data = await reviewData(patHeaders);
      expect(data.google_business.status).toBe('connected');
      // (Yelp's row is still the stale one of the previous test, so Yelp is asked again too.)
      expect(sites.requests.map((r) => r.path).filter((path) => path.startsWith('/google'))).toEqual([
        '/google/v1/places/ChIJpat-new',
      ]);
      const [row] = await t.db
        .select()
        .from(externalRatings)
        .where(and(eq(externalRatings.providerId, pat.providerId as number), eq(externalRatings.source, 'google')));
      expect(row.externalId).toBe('ChIJpat-new');
    });

    it('says not connected on an app without API keys, even with ids set', async () => {
      const keyless = await buildTestApp({ dialect, database: t.database });
      try {
        sites.requests.length = 0;
        const response = await keyless.app.inject({ method: 'GET', url: REVIEWS, headers: patHeaders });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data;
        expect(data.google_business.status).toBe('not_connected');
        expect(data.yelp_busines.status).toBe('not_connected');
        expect(data.google_business.rating).toBeNull();
        expect(sites.requests).toHaveLength(0);
      } finally {
        await keyless.close();
      }
    });

    it('lists portal reviews with the customer and feedback, newest first, with the average and count', async () => {
      const [file] = await t.db
        .insert(storedFiles)
        .values({
          ownerUserId: customer.id,
          key: `avatars/casey-${dialect}.png`,
          contentType: 'image/png',
          byteSize: 10,
        })
        .returning();
      await t.db.update(users).set({ avatarFileId: file.id }).where(eq(users.id, customer.id));
      const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));
      await t.db.insert(reviews).values([
        {
          providerId: sam.providerId as number,
          customerUserId: customer.id,
          rating: 4,
          comment: 'Solid job',
          createdAt: day(1),
        },
        {
          providerId: sam.providerId as number,
          customerUserId: customer.id,
          rating: 5,
          comment: 'Superb',
          createdAt: day(5),
        },
        {
          providerId: pat.providerId as number,
          customerUserId: customer.id,
          rating: 1,
          comment: 'Not Sam',
          createdAt: day(6),
        },
      ]);
      const [used] = await t.db
        .insert(reviewLinks)
        .values({ providerId: sam.providerId as number, secureNumber: `list-test-${dialect}`, usedAt: day(3) })
        .returning();
      await t.db.insert(feedbacks).values({
        providerId: sam.providerId as number,
        reviewLinkId: used.id,
        name: 'Fay Feedback',
        rating: 3,
        comment: 'OK',
        createdAt: day(3),
      });

      const data = await reviewData(samHeaders);
      expect(data.reviews).toEqual([
        {
          id: expect.any(Number),
          consumer_name: 'Casey Customer',
          consumer_avatar_url: `${t.env.PUBLIC_URL}/files/avatars/casey-${dialect}.png`,
          ratings: 5,
          description: 'Superb',
          project_name: null,
          project_type: null,
          created_at: day(5).toISOString(),
          reply: null,
        },
        expect.objectContaining({ ratings: 4, description: 'Solid job', created_at: day(1).toISOString() }),
      ]);
      expect(data.customer_feedback).toEqual([
        {
          id: expect.any(Number),
          name: 'Fay Feedback',
          profile_pic: null,
          rating: 3,
          text: 'OK',
          created_at: day(3).toISOString(),
          reply: null,
        },
      ]);
      expect(data.total_reviews).toBe(3);
      expect(data.average_rating).toBe(4); // (4 + 5 + 3) / 3
      expect(data.yelp_google_app_reviews).toBe(3);
      expect(data.yelp_google_app_ratings).toBe(4);
    });
  });

  describe('GET /api/reviews/get_generate_link', () => {
    it('creates an unguessable, url-safe link for the caller only', async () => {
      const first = await newLink(patHeaders, pat.providerId);
      const second = await newLink(patHeaders, pat.providerId);
      expect(first.secure_number).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
      expect(second.secure_number).not.toBe(first.secure_number);
      expect(first.link).toBe(`${t.env.PUBLIC_URL}/rate/${first.secure_number}`);
      const [row] = await t.db.select().from(reviewLinks).where(eq(reviewLinks.secureNumber, first.secure_number));
      expect(row).toMatchObject({ providerId: pat.providerId, usedAt: null });
    });

    it("refuses another provider's id (404), no session (401), a customer (403) and a missing id (422)", async () => {
      // Another owner's row answers like a missing one (404), and the same as an id that exists nowhere.
      expectErrorEnvelope(
        await get(`${GENERATE}?provider_id=${sam.providerId}`, patHeaders),
        404,
        reviewTexts.notYours,
      );
      expectErrorEnvelope(await get(`${GENERATE}?provider_id=99999999`, patHeaders), 404, reviewTexts.notYours);
      expectErrorEnvelope(await get(`${GENERATE}?provider_id=${pat.providerId}`), 401);
      expectErrorEnvelope(await get(`${GENERATE}?provider_id=${pat.providerId}`, await signIn(t.app, customer)), 403);
      expectErrorEnvelope(await get(GENERATE, patHeaders), 422);
      const rows = await t.db
        .select()
        .from(reviewLinks)
        .where(eq(reviewLinks.providerId, sam.providerId as number));
      expect(rows.every((row) => row.secureNumber.startsWith('list-test-'))).toBe(true);
    });
  });

  describe('the public rating page calls', () => {
    it("shows the provider's public card without a session", async () => {
      await t.db
        .update(providers)
        .set({ companyName: 'Pat Roofing LLC' })
        .where(eq(providers.id, pat.providerId as number));
      const { secure_number } = await newLink(patHeaders, pat.providerId);
      const response = await get(link(secure_number));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        provider_id: pat.providerId,
        name: 'Pat Provider',
        company_name: 'Pat Roofing LLC',
        avatar: null,
        avatar_thumb: null,
        average_rating: 1,
        total_reviews: 1,
      });
      // Nothing private on the card.
      expect(response.body).not.toContain(pat.email);
      expect(response.body).not.toContain('2125550100');
    });

    it('answers 404 for an unknown link, to GET and POST alike', async () => {
      expectErrorEnvelope(await get(link('no-such-link-aaaaaaaaaaaaaaaaaa')), 404, reviewTexts.linkNotFound);
      expectErrorEnvelope(
        await rate('no-such-link-aaaaaaaaaaaaaaaaaa', { name: 'A', rating: 5, text: 'x' }),
        404,
        reviewTexts.linkNotFound,
      );
    });

    it('takes one rating: feedback and a Project Reviewed notification, then 409; average and count follow', async () => {
      const { secure_number } = await newLink(patHeaders, pat.providerId);
      const before = await reviewData(patHeaders);
      expect(before.total_reviews).toBe(1);
      expect(before.average_rating).toBe(1);

      const response = await rate(secure_number, { name: '  Nora Neighbour ', rating: 5, text: 'Tidy and on time.' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: reviewTexts.thanks,
        data: { provider_id: pat.providerId, average_rating: 3, total_reviews: 2 },
      });

      const [row] = await t.db.select().from(reviewLinks).where(eq(reviewLinks.secureNumber, secure_number));
      expect(row.usedAt).toBeInstanceOf(Date);
      const stored = await t.db.select().from(feedbacks).where(eq(feedbacks.reviewLinkId, row.id));
      expect(stored).toEqual([
        expect.objectContaining({
          providerId: pat.providerId,
          name: 'Nora Neighbour',
          rating: 5,
          comment: 'Tidy and on time.',
        }),
      ]);
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, pat.id), eq(notifications.taskName, REVIEW_NOTIFICATION_TASK)));
      expect(notes).toHaveLength(1);
      expect(notes[0].notification).toContain('Nora Neighbour');

      expectErrorEnvelope(
        await rate(secure_number, { name: 'Again', rating: 1, text: 'Twice' }),
        409,
        reviewTexts.linkUsed,
      );
      expectErrorEnvelope(await get(link(secure_number)), 409, reviewTexts.linkUsed);
      expect(
        await t.db
          .select()
          .from(feedbacks)
          .where(eq(feedbacks.providerId, pat.providerId as number)),
      ).toHaveLength(1);

      const after = await reviewData(patHeaders);
      expect(after.total_reviews).toBe(2);
      expect(after.average_rating).toBe(3);
      expect(after.customer_feedback[0]).toMatchObject({
        name: 'Nora Neighbour',
        rating: 5,
        text: 'Tidy and on time.',
      });
      const profile = (await get('/api/user_profile.json', patHeaders)).json().data;
      expect(profile).toMatchObject({ average_ratings: 3, total_reviews: 2 });
      // Sam's figures did not move.
      expect((await reviewData(samHeaders)).total_reviews).toBe(3);
    });

    it('lets exactly one of two simultaneous ratings through', async () => {
      const { secure_number } = await newLink(patHeaders, pat.providerId);
      const answers = await Promise.all([
        rate(secure_number, { name: 'First', rating: 4, text: 'One' }),
        rate(secure_number, { name: 'Second', rating: 4, text: 'Two' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      ['a rating of 6', { name: 'Al', rating: 6, text: 'Hi' }, rateFormMessages.ratingInvalid],
      ['a rating of 0', { name: 'Al', rating: 0, text: 'Hi' }, rateFormMessages.ratingInvalid],
      ['an empty name', { name: ' ', rating: 5, text: 'Hi' }, rateFormMessages.nameEmpty],
      ['no text', { name: 'Al', rating: 5, text: '' }, rateFormMessages.textEmpty],
    ])('refuses %s with 422 and keeps the link unused', async (_, payload, message) => {
      const { secure_number } = await newLink(patHeaders, pat.providerId);
      expectErrorEnvelope(await rate(secure_number, payload), 422, message);
      const [row] = await t.db.select().from(reviewLinks).where(eq(reviewLinks.secureNumber, secure_number));
      expect(row.usedAt).toBeNull();
    });
  });
});
