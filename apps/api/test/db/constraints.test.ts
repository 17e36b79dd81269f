import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { rows } from '@homebid/db/client';
import {
  externalRatings,
  feedbacks,
  oneTimeCodes,
  providerLocations,
  providers,
  reviewLinks,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { type CreatedUser, createUser } from '../helpers/users';
import { unindexedForeignKeys } from './catalog';
import { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from './pg-error';

describe.each(dialects())('the database enforces its rules on %s', (dialect) => {
  let t: TestApp;
  let pat: CreatedUser;
  let providerId: number;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    pat = await createUser(t.db, { role: 'provider' });
    providerId = pat.providerId as number;
  });
  afterAll(() => t?.close());

  const newUser = (values: Partial<typeof users.$inferInsert> = {}) =>
    t.db.insert(users).values({
      userType: 2,
      name: 'Check Person',
      email: `check-${Math.random().toString(36).slice(2)}@example.com`,
      ...values,
    });

  describe('CHECK constraints', () => {
    it.each([
      ['user_type 3', { userType: 3 }, 'users_user_type_check'],
      ['user_type 0', { userType: 0 }, 'users_user_type_check'],
      ['an unknown signup_status', { signupStatus: 'done' }, 'users_signup_status_check'],
      ['an unknown social_type', { socialType: 'myspace', socialId: 'x1' }, 'users_social_type_check'],
    ])('users refuse %s', async (_label, values, constraint) => {
      expect(await pgErrorOf(newUser(values))).toEqual({ code: CHECK_VIOLATION, constraint });
    });

    it('users take every signup status the contract knows, and both roles', async () => {
      for (const signupStatus of Object.values(SIGNUP_STATUS)) await newUser({ signupStatus });
      await newUser({ userType: 1, socialType: 'google', socialId: `g-${dialect}` });
      const [{ count }] = await rows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from users where name = 'Check Person'`,
      );
      expect(count).toBe(Object.values(SIGNUP_STATUS).length + 1);
    });

    const area = (radius: number, zipcode = '10001') =>
      t.db.insert(providerLocations).values({ providerId, zipcode, radius });

    it.each([91, 90.01, 0, -5])('provider_locations refuse a radius of %s miles', async (radius) => {
      expect(await pgErrorOf(area(radius))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'provider_locations_radius_check',
      });
    });

    it('provider_locations take any radius above 0 and at most 90 (the spec, as the API validates it)', async () => {
      await area(0.5);
      await area(90);
      const rows = await t.db.select().from(providerLocations).where(eq(providerLocations.providerId, providerId));
      expect(rows.map((row) => row.radius).sort((a, b) => a - b)).toEqual([0.5, 90]);
    });

    it('provider_locations refuse a zip code that is not in zip_codes', async () => {
      expect(await pgErrorOf(area(5, '00000'))).toMatchObject({ code: FOREIGN_KEY_VIOLATION });
    });

    it.each([
      ['company_type 4', { companyType: 4 }, 'providers_company_type_check'],
      ['company_type -1', { companyType: -1 }, 'providers_company_type_check'],
      ['years_of_business 151', { yearsOfBusiness: 151 }, 'providers_years_of_business_check'],
    ])('providers refuse %s', async (_label, values, constraint) => {
      const error = await pgErrorOf(t.db.update(providers).set(values).where(eq(providers.id, providerId)));
      expect(error).toEqual({ code: CHECK_VIOLATION, constraint });
    });

    it.each([6, 0])('reviews and feedbacks refuse a rating of %s', async (rating) => {
      const review = t.db.insert(reviews).values({ providerId, rating, comment: 'x' });
      expect(await pgErrorOf(review)).toEqual({ code: CHECK_VIOLATION, constraint: 'reviews_rating_check' });
      const [link] = await t.db
        .insert(reviewLinks)
        .values({ providerId, secureNumber: `check-${dialect}-${rating}` })
        .returning();
      const feedback = t.db.insert(feedbacks).values({ providerId, reviewLinkId: link.id, name: 'N', rating });
      expect(await pgErrorOf(feedback)).toEqual({ code: CHECK_VIOLATION, constraint: 'feedbacks_rating_check' });
    });

    it('stored_files refuse an unknown visibility and a negative size', async () => {
      const file = (values: Partial<typeof storedFiles.$inferInsert>) =>
        t.db
          .insert(storedFiles)
          .values({ key: `check/${Math.random()}`, contentType: 'image/png', byteSize: 1, ...values });
      expect(await pgErrorOf(file({ visibility: 'secret' }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'stored_files_visibility_check',
      });
      expect(await pgErrorOf(file({ byteSize: -1 }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'stored_files_byte_size_check',
      });
      await file({ visibility: 'private' });
    });

    it('one_time_codes refuse an unknown purpose and negative attempts', async () => {
      const code = (values: Partial<typeof oneTimeCodes.$inferInsert>) =>
        t.db
          .insert(oneTimeCodes)
          .values({ purpose: 'login', target: 'x@example.com', codeHash: 'h', expiresAt: new Date(), ...values });
      expect(await pgErrorOf(code({ purpose: 'anything' }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'one_time_codes_purpose_check',
      });
      expect(await pgErrorOf(code({ attempts: -1 }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'one_time_codes_attempts_check',
      });
    });

    it('external_ratings refuse an unknown source and a rating above 5', async () => {
      const rating = (values: Partial<typeof externalRatings.$inferInsert>) =>
        t.db.insert(externalRatings).values({ providerId, source: 'google', externalId: 'g', ...values });
      expect(await pgErrorOf(rating({ source: 'bing' }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'external_ratings_source_check',
      });
      expect(await pgErrorOf(rating({ source: 'yelp', rating: 5.5 }))).toEqual({
        code: CHECK_VIOLATION,
        constraint: 'external_ratings_rating_check',
      });
    });
  });

  describe('unique confirmed mobile numbers', () => {
    it('refuses a second confirmed account of the same role with the same number', async () => {
      const mobileNumber = '6465550199';
      await createUser(t.db, { role: 'provider', mobileNumber });
      const error = await pgErrorOf(createUser(t.db, { role: 'provider', mobileNumber }));
      expect(error).toEqual({ code: UNIQUE_VIOLATION, constraint: 'users_confirmed_mobile_unique' });
    });

    it('lets a customer and a provider share a number, and unconfirmed registrations share one', async () => {
      const mobileNumber = '6465550198';
      await createUser(t.db, { role: 'provider', mobileNumber });
      await createUser(t.db, { role: 'customer', mobileNumber });
      await newUser({ mobileNumber });
      await newUser({ mobileNumber });
      const rows = await t.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
      expect(rows).toHaveLength(4);
    });

    it('refuses confirming an account whose number another confirmed account of its role holds', async () => {
      const mobileNumber = '6465550197';
      await createUser(t.db, { role: 'provider', mobileNumber });
      const [pending] = await newUser({ mobileNumber }).returning();
      const confirm = t.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, pending.id));
      expect(await pgErrorOf(confirm)).toEqual({ code: UNIQUE_VIOLATION, constraint: 'users_confirmed_mobile_unique' });
    });
  });

  describe('keys and indexes', () => {
    it('has an index whose leading columns are each foreign key', async () => {
      const unindexed = await unindexedForeignKeys(t.db);
      expect(unindexed).toEqual([]);
    });

    it('gives notifications bigint ids, from a bigint sequence', async () => {
      const [column] = await rows<{ data_type: string }>(
        t.db,
        sql`select data_type from information_schema.columns where table_name = 'notifications' and column_name = 'id'`,
      );
      expect(column.data_type).toBe('bigint');
      const [sequence] = await rows<{ data_type: string }>(
        t.db,
        sql`select data_type from information_schema.sequences where sequence_name = 'notifications_id_seq'`,
      );
      expect(sequence.data_type).toBe('bigint');
    });

    it('names the rating and the text of a review alike in both review tables', async () => {
      const columns = await rows<{ table_name: string; column_name: string }>(
        t.db,
        sql`select table_name, column_name from information_schema.columns
            where table_name in ('reviews', 'feedbacks') and column_name in ('rating', 'comment', 'ratings', 'description', 'text')
            order by table_name, column_name`,
      );
      expect(columns).toEqual([
        { table_name: 'feedbacks', column_name: 'comment' },
        { table_name: 'feedbacks', column_name: 'rating' },
        { table_name: 'reviews', column_name: 'comment' },
        { table_name: 'reviews', column_name: 'rating' },
      ]);
    });
  });
});
