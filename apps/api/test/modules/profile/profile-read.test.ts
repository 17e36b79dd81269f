import type { PGlite } from '@electric-sql/pglite';
import { profileMessages } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import * as schema from '@homebid/db/schema';
import {
  feedbacks,
  projectTypes,
  providerProjectTypes,
  providerServicedZipcodes,
  providers,
  reviewLinks,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { listUsZipCodes } from '@homebid/db/seed/reference-data';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviderProfile } from '../../../src/modules/profile/load-provider-profile';
import { createProfileAnswers } from '../../../src/modules/profile/profile-answers';
import { distanceMiles } from '../../../src/modules/service-areas/distance-miles';
import type { Principal } from '../../../src/modules/sessions';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

interface ServiceType {
  id: number;
  title: string;
  project_sub_types: Array<{ id: number; name: string }>;
}

/** Zip codes whose centre lies within `radius` miles of `zip`'s centre, straight from the data set. */
function zipsWithin(zip: string, radius: number): string[] {
  const all = listUsZipCodes();
  const centre = all.find((row) => row.zip === zip);
  if (!centre) throw new Error(`${zip} is not in the data set`);
  return all.filter((row) => distanceMiles(centre, row) <= radius).map((row) => row.zip);
}

describe.each(dialects())('reading the provider profile on %s', (dialect) => {
  let t: TestApp;
  let pro: CreatedUser;
  let headers: SessionHeaders;
  let catalogue: ServiceType[];

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    pro = await createUser(t.db, { role: 'provider', name: 'Rosa "Roofs" Núñez', mobileNumber: '2125550111' });
    headers = await signIn(t.app, pro);
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
  });
  afterAll(() => t?.close());

  /**
   * The same database through a handle whose driver client counts the statements sent to it
   * (node-postgres' pool.query, PGlite's query and exec), so a test sees the round trips of a read.
   */
  const countingDb = () => {
    const statements: string[] = [];
    const client = (t.db as unknown as { $client: object }).$client;
    const counted = new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'query' || property === 'exec')
          return (...args: unknown[]) => {
            const [first] = args;
            statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    const db = (dialect === 'pglite'
      ? drizzlePglite(counted as PGlite, { schema })
      : drizzlePg(counted as pg.Pool, { schema })) as unknown as Database;
    return { db, statements };
  };

  it('answers every part of a full profile, byte for byte, with one statement per read', async () => {
    const [roofing, , third] = catalogue;
    const subTypes = [third.project_sub_types[1], roofing.project_sub_types[2], roofing.project_sub_types[0]];
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/providers/update.json',
      headers,
      payload: {
        provider: {
          company_name: 'Núñez & Sons "Roofing"',
          company_type: 3,
          street_address: '1 Main St',
          zipcode: '59001',
          years_of_business: 31,
          about_us: 'Line one.\nLine two — with “quotes” and a tab\t.',
          website: 'https://roofs.example/ä',
          project_type_ids: [third.id, roofing.id],
          project_sub_type_ids: subTypes.map((sub) => sub.id),
          provider_locations_attributes: [
            { zipcode: '59001', radius: 7.3 },
            { zipcode: '10001', radius: 0.5 },
          ],
        },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const [file] = await t.db
      .insert(storedFiles)
      .values({
        ownerUserId: pro.id,
        key: 'avatars/rosa.png',
        thumbnailKey: null,
        contentType: 'image/png',
        byteSize: 9,
      })
      .returning();
    await t.db.update(users).set({ avatarFileId: file.id }).where(eq(users.id, pro.id));
    await t.db.update(providers).set({ isProProvider: true }).where(eq(providers.userId, pro.id));
    const [rater] = await t.db
      .insert(users)
      .values({ userType: 1, name: 'Rae Rater', email: `rae-${dialect}@example.com` })
      .returning();
    const providerId = pro.providerId as number;
    await t.db.insert(reviews).values([
      { providerId, customerUserId: rater.id, rating: 5, comment: 'Great' },
      { providerId, customerUserId: rater.id, rating: 3, comment: 'Fine' },
    ]);
    const [link] = await t.db
      .insert(reviewLinks)
      .values({ providerId, secureNumber: `profile-read-${dialect}`, usedAt: new Date() })
      .returning();
    await t.db.insert(feedbacks).values({ providerId, reviewLinkId: link.id, name: 'Fay', rating: 4, comment: 'Ok' });

    const response = await t.app.inject({ method: 'GET', url: '/api/user_profile.json', headers });
    expect(response.statusCode, response.body).toBe(200);
    const [{ id: firstAreaId }] = response.json().data.provider_locations;
    const zips = [...new Set([...zipsWithin('59001', 7.3), ...zipsWithin('10001', 0.5)])].sort();
    expect(zips.length).toBeGreaterThan(1);
    const catalogueOrder = [roofing.project_sub_types[0], roofing.project_sub_types[2], third.project_sub_types[1]];
    const expected = {
      code: 200,
      message: expect.any(String),
      data: {
        id: providerId,
        user_id: pro.id,
        name: 'Rosa "Roofs" Núñez',
        avatar: `${t.env.PUBLIC_URL}/files/avatars/rosa.png`,
        avatar_thumb: `${t.env.PUBLIC_URL}/files/avatars/rosa.png`,
        is_pro_provider: true,
        package_status: null,
        subscription_id: null,
        package: null,
        email: pro.email,
        mobile_number: '2125550111',
        phone_number2: null,
        street_address: '1 Main St',
        zipcode: '59001',
        company_name: 'Núñez & Sons "Roofing"',
        company_type: 3,
        google_id: null,
        yelp_id: null,
        insurance_number: null,
        license_number: null,
        years_of_business: 31,
        website: 'https://roofs.example/ä',
        about_us: 'Line one.\nLine two — with “quotes” and a tab\t.',
        project_types: [
          { id: roofing.id, name: roofing.title },
          { id: third.id, name: third.title },
        ],
        project_sub_types: catalogueOrder,
        provider_locations: [
          {
            id: firstAreaId,
            zipcode: '59001',
            radius: 7.3,
            city: 'Absarokee',
            state: 'Montana',
            state_short: 'MT',
            country: 'US',
          },
          {
            id: firstAreaId + 1,
            zipcode: '10001',
            radius: 0.5,
            city: 'New York',
            state: 'New York',
            state_short: 'NY',
            country: 'US',
          },
        ],
        serviced_zipcodes: zips,
        serviced_zipcodes_count: zips.length,
        average_ratings: 4,
        total_reviews: 3,
      },
    };
    const body = response.json();
    expect(body).toEqual(expected);
    // The bytes: the keys in the contract's order, numbers as JavaScript writes them.
    expect(response.body).toBe(JSON.stringify({ ...expected, message: body.message }));

    // One statement per read, once prepared (PGlite: PREPARE on a handle's first read).
    const { db, statements } = countingDb();
    expect(await loadProviderProfile({ db, config: t.app.config, userId: pro.id })).toEqual(body.data);
    expect(statements.length).toBeLessThanOrEqual(2);
    statements.length = 0;
    expect(await loadProviderProfile({ db, config: t.app.config, userId: pro.id })).toEqual(body.data);
    expect(statements).toHaveLength(1);
  });

  it('reads an empty profile with one statement as well: empty lists and no rating', async () => {
    const fresh = await createUser(t.db, { role: 'provider', name: 'Eli Empty' });
    const { db, statements } = countingDb();
    await loadProviderProfile({ db, config: t.app.config, userId: pro.id });
    statements.length = 0;
    const profile = await loadProviderProfile({ db, config: t.app.config, userId: fresh.id });
    expect(statements).toHaveLength(1);
    expect(profile).toMatchObject({
      id: fresh.providerId,
      avatar: null,
      avatar_thumb: null,
      project_types: [],
      project_sub_types: [],
      provider_locations: [],
      serviced_zipcodes: [],
      serviced_zipcodes_count: 0,
      average_ratings: 0,
      total_reviews: 0,
    });
  });

  it('answers 404 for a user without a providers row', async () => {
    const customer = await createUser(t.db, { role: 'customer' });
    await expect(loadProviderProfile({ db: t.db, config: t.app.config, userId: customer.id })).rejects.toMatchObject({
      statusCode: 404,
      message: profileMessages.providerNotFound,
    });
  });

  it('serves a profile from memory while its revision holds; every write it shows, by any path, bumps the revision', async () => {
    const cal = await createUser(t.db, { role: 'provider', name: 'Cal Cache' });
    const calHeaders = await signIn(t.app, cal);
    const providerId = cal.providerId as number;
    const [rater] = await t.db
      .insert(users)
      .values({ userType: 1, name: 'Ray Rater', email: `ray-${dialect}@example.com` })
      .returning();
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/user_profile.json', headers: calHeaders });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const revision = async () => {
      const [row] = await t.db
        .select({ revision: providers.profileRevision })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row.revision;
    };

    // One revision is read from the database once.
    const { db, statements } = countingDb();
    const answers = createProfileAnswers({ db, config: t.app.config });
    const principal: Principal = {
      tokenId: 0,
      sessionExpiresAt: new Date(Date.now() + 60_000),
      userId: cal.id,
      userType: 2,
      email: cal.email,
      providerId,
      profileRevision: await revision(),
    };
    const first = await answers.answer(principal);
    const statementsOfFirst = statements.length;
    expect(statementsOfFirst).toBeGreaterThan(0);
    expect(await answers.answer(principal)).toBe(first);
    expect(statements).toHaveLength(statementsOfFirst);
    expect(JSON.parse(first).data).toEqual(await read());

    // Each write is made straight in the database, as another process or an operator would.
    const [roofing] = catalogue;
    const writes: Array<[string, () => Promise<unknown>, (profile: Record<string, unknown>) => void]> = [
      [
        'the providers row',
        () => t.db.update(providers).set({ companyName: 'Cache & Co' }).where(eq(providers.id, providerId)),
        (profile) => expect(profile.company_name).toBe('Cache & Co'),
      ],
      [
        'the users row',
        () => t.db.update(users).set({ name: 'Cal Fresh' }).where(eq(users.id, cal.id)),
        (profile) => expect(profile.name).toBe('Cal Fresh'),
      ],
      [
        'a zip code added',
        () => t.db.insert(providerServicedZipcodes).values({ providerId, zip: '10001' }),
        (profile) => expect(profile.serviced_zipcodes).toEqual(['10001']),
      ],
      [
        'a service added',
        () => t.db.insert(providerProjectTypes).values({ providerId, projectTypeId: roofing.id }),
        (profile) => expect(profile.project_types).toEqual([{ id: roofing.id, name: roofing.title }]),
      ],
      [
        'a review',
        () => t.db.insert(reviews).values({ providerId, customerUserId: rater.id, rating: 2, comment: 'Late' }),
        (profile) => expect(profile).toMatchObject({ total_reviews: 1, average_ratings: 2 }),
      ],
      [
        'a review removed',
        () => t.db.delete(reviews).where(eq(reviews.providerId, providerId)),
        (profile) => expect(profile).toMatchObject({ total_reviews: 0, average_ratings: 0 }),
      ],
      [
        'a catalogue name',
        () => t.db.update(projectTypes).set({ title: 'Roofing, renamed' }).where(eq(projectTypes.id, roofing.id)),
        (profile) => expect(profile.project_types).toEqual([{ id: roofing.id, name: 'Roofing, renamed' }]),
      ],
      [
        'the catalogue name restored',
        () => t.db.update(projectTypes).set({ title: roofing.title }).where(eq(projectTypes.id, roofing.id)),
        (profile) => expect(profile.project_types).toEqual([{ id: roofing.id, name: roofing.title }]),
      ],
    ];
    for (const [what, write, check] of writes) {
      const before = await revision();
      await write();
      expect(await revision(), what).toBeGreaterThan(before);
      check(await read());
    }
  });
});
