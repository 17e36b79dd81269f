import { validationMessages } from '@homebid/contracts/messages';
import { profileMessages } from '@homebid/contracts/profile';
import { feedbacks, providers, reviewLinks, reviews, storedFiles, users } from '@homebid/db/schema';
import { listUsZipCodes } from '@homebid/db/seed/reference-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../src/modules/service-areas/distance-miles';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const PROFILE = '/api/user_profile.json';
const EDIT = '/api/providers/edit.json';
const UPDATE = '/api/providers/update.json';
const UNSELECTED = '/api/providers/list_unselected_project_type';
const ADD_SERVICES = '/api/providers/update_new_project_type';

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
  return all
    .filter((row) => distanceMiles(centre, row) <= radius)
    .map((row) => row.zip)
    .sort();
}

describe.each(dialects())('profile routes on %s', (dialect) => {
  let t: TestApp;
  let pat: CreatedUser;
  let sam: CreatedUser;
  let customer: CreatedUser;
  let patHeaders: SessionHeaders;
  let samHeaders: SessionHeaders;
  let catalogue: ServiceType[];

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    pat = await createUser(t.db, { role: 'provider', name: 'Pat Provider', mobileNumber: '2125550101' });
    sam = await createUser(t.db, { role: 'provider', name: 'Sam Second', mobileNumber: '2125550102' });
    customer = await createUser(t.db, { role: 'customer' });
    patHeaders = await signIn(t.app, pat);
    samHeaders = await signIn(t.app, sam);
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const put = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const profileOf = async (headers: Record<string, string>) => {
    const response = await get(PROFILE, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const roofing = () => catalogue[0];
  const validUpdate = (overrides: Record<string, unknown> = {}) => ({
    company_name: 'Pat Roofing LLC',
    company_type: 2,
    street_address: '350 5th Ave',
    zipcode: '10118',
    years_of_business: 12,
    phone_number2: '2125550199',
    website: 'https://pat-roofing.example',
    about_us: 'Roofs since 2014.',
    insurance_number: 'INS-42',
    license_number: 'LIC-7',
    google_id: 'ChIJpat',
    yelp_id: 'pat-roofing-new-york',
    project_type_ids: [roofing().id],
    project_sub_type_ids: roofing()
      .project_sub_types.slice(0, 2)
      .map((sub) => sub.id),
    provider_locations_attributes: [{ zipcode: '10001', radius: 25 }],
    ...overrides,
  });

  describe('who may call', () => {
    it.each([PROFILE, EDIT, UNSELECTED])('GET %s answers 401 without a session and 403 for a customer', async (url) => {
      expectErrorEnvelope(await get(url, {}), 401);
      const customerHeaders = await signIn(t.app, customer);
      expectErrorEnvelope(await get(url, customerHeaders), 403);
    });

    it.each([UPDATE, ADD_SERVICES])('PUT %s answers 401 without a session', async (url) => {
      expectErrorEnvelope(await put(url, {}, { provider: validUpdate() }), 401);
    });
  });

  describe('GET /api/user_profile.json', () => {
    it("answers the spec's provider profile of the caller", async () => {
      const data = await profileOf(patHeaders);
      expect(data).toEqual({
        id: pat.providerId,
        user_id: pat.id,
        name: 'Pat Provider',
        avatar: null,
        avatar_thumb: null,
        is_pro_provider: false,
        package_status: null,
        subscription_id: null,
        package: null,
        email: pat.email,
        mobile_number: '2125550101',
        phone_number2: null,
        street_address: null,
        zipcode: '10001',
        company_name: 'Test Home Services',
        company_type: 0,
        google_id: null,
        yelp_id: null,
        insurance_number: null,
        license_number: null,
        years_of_business: null,
        website: null,
        about_us: null,
        project_types: [],
        project_sub_types: [],
        provider_locations: [],
        serviced_zipcodes: [],
        serviced_zipcodes_count: 0,
        average_ratings: 0,
        total_reviews: 0,
      });
    });

    it('gives the picture and thumbnail URLs of the stored avatar file', async () => {
      const [file] = await t.db
        .insert(storedFiles)
        .values({
          ownerUserId: pat.id,
          key: `avatars/pat-${Date.now()}.png`,
          thumbnailKey: `avatars/pat-${Date.now()}-thumb.webp`,
          contentType: 'image/png',
          byteSize: 100,
        })
        .returning();
      await t.db.update(users).set({ avatarFileId: file.id }).where(eq(users.id, pat.id));
      try {
        const data = await profileOf(patHeaders);
        expect(data.avatar).toBe(`${t.env.PUBLIC_URL}/files/${file.key}`);
        expect(data.avatar_thumb).toBe(`${t.env.PUBLIC_URL}/files/${file.thumbnailKey}`);
      } finally {
        await t.db.update(users).set({ avatarFileId: null }).where(eq(users.id, pat.id));
      }
    });

    it('computes the average rating and count from reviews and review-link feedback', async () => {
      const [other] = await t.db
        .insert(users)
        .values({ userType: 1, name: 'Rita Rater', email: 'rita@example.com' })
        .returning();
      await t.db.insert(reviews).values([
        {
          providerId: sam.providerId as number,
          customerUserId: other.id,
          rating: 5,
          comment: 'Great',
        },
        {
          providerId: sam.providerId as number,
          customerUserId: other.id,
          rating: 4,
          comment: 'Good',
        },
      ]);
      const [link] = await t.db
        .insert(reviewLinks)
        .values({ providerId: sam.providerId as number, secureNumber: `profile-test-${dialect}`, usedAt: new Date() })
        .returning();
      await t.db.insert(feedbacks).values({
        providerId: sam.providerId as number,
        reviewLinkId: link.id,
        name: 'Fay',
        rating: 2,
        comment: 'Late',
      });

      const sams = await profileOf(samHeaders);
      expect(sams.total_reviews).toBe(3);
      expect(sams.average_ratings).toBe(3.7); // (5 + 4 + 2) / 3 = 3.666…
      // Pat's figures are Pat's own.
      const pats = await profileOf(patHeaders);
      expect(pats.total_reviews).toBe(0);
      expect(pats.average_ratings).toBe(0);
    });
  });

  describe('PUT /api/providers/update.json', () => {
    it('saves details, services and areas; the serviced zip codes of 25 miles around 10001 match a direct computation', async () => {
      const subIds = roofing().project_sub_types.slice(0, 2);
      const response = await put(UPDATE, patHeaders, { provider: validUpdate() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(profileMessages.updated);

      const data = await profileOf(patHeaders);
      expect(data).toMatchObject({
        company_name: 'Pat Roofing LLC',
        company_type: 2,
        street_address: '350 5th Ave',
        zipcode: '10118',
        years_of_business: 12,
        phone_number2: '2125550199',
        website: 'https://pat-roofing.example',
        about_us: 'Roofs since 2014.',
        insurance_number: 'INS-42',
        license_number: 'LIC-7',
        google_id: 'ChIJpat',
        yelp_id: 'pat-roofing-new-york',
        project_types: [{ id: roofing().id, name: roofing().title }],
        project_sub_types: subIds.map((sub) => ({ id: sub.id, name: sub.name })),
      });
      expect(data.provider_locations).toEqual([
        expect.objectContaining({ zipcode: '10001', radius: 25, city: 'New York', state_short: 'NY' }),
      ]);
      const expected = zipsWithin('10001', 25);
      expect(expected.length).toBeGreaterThan(100);
      expect(data.serviced_zipcodes_count).toBe(expected.length);
      expect(data.serviced_zipcodes).toEqual(expected);
      // The PUT answers the same profile.
      expect(response.json().data).toEqual(data);
      // The edit call starts from the same data.
      const edit = await get(EDIT, patHeaders);
      expect(edit.statusCode).toBe(200);
      expect(edit.json().data).toEqual(data);
    });

    it('replaces the services and areas with exactly the ones sent, in order', async () => {
      const hvac = catalogue.find((type) => type.title === 'HVAC');
      if (!hvac) throw new Error('HVAC is missing from the catalogue');
      const response = await put(UPDATE, patHeaders, {
        provider: validUpdate({
          project_type_ids: [],
          project_sub_type_ids: [hvac.project_sub_types[0].id],
          provider_locations_attributes: [
            { zipcode: '90001', radius: 5 },
            { zipcode: '10001', radius: '10' },
          ],
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = await profileOf(patHeaders);
      expect(data.project_types).toEqual([{ id: hvac.id, name: 'HVAC' }]);
      expect(data.project_sub_types).toEqual([hvac.project_sub_types[0]]);
      expect(
        data.provider_locations.map((l: { zipcode: string; radius: number; city: string }) => [
          l.zipcode,
          l.radius,
          l.city,
        ]),
      ).toEqual([
        ['90001', 5, 'Los Angeles'],
        ['10001', 10, 'New York'],
      ]);
      const expected = [...new Set([...zipsWithin('90001', 5), ...zipsWithin('10001', 10)])].sort();
      expect(data.serviced_zipcodes).toEqual(expected);
      expect(data.serviced_zipcodes_count).toBe(expected.length);
    });

    it.each([
      [
        'radius 91',
        { provider_locations_attributes: [{ zipcode: '10001', radius: 91 }] },
        validationMessages.areaRadiusInvalid,
      ],
      [
        'radius 0',
        { provider_locations_attributes: [{ zipcode: '10001', radius: 0 }] },
        validationMessages.areaRadiusInvalid,
      ],
      [
        "area zip '123'",
        { provider_locations_attributes: [{ zipcode: '123', radius: 10 }] },
        validationMessages.areaZipInvalid,
      ],
      [
        'an empty area zip',
        { provider_locations_attributes: [{ zipcode: '', radius: 10 }] },
        validationMessages.areaZipEmpty,
      ],
      ['no areas', { provider_locations_attributes: [] }, validationMessages.areaNoneValid],
      ['an empty company name', { company_name: '  ' }, validationMessages.companyNameEmpty],
      ['company type 0', { company_type: 0 }, validationMessages.companyTypeEmpty],
      ['company type 4', { company_type: 4 }, validationMessages.companyTypeEmpty],
      ['a blank address', { street_address: '   ' }, validationMessages.addressEmpty],
      ['an empty zip', { zipcode: '' }, validationMessages.zipEmpty],
      ['a 4-digit zip', { zipcode: '1234' }, validationMessages.zipInvalid],
      ['empty years of business', { years_of_business: '' }, validationMessages.yearsEmpty],
      ['missing years of business', { years_of_business: undefined }, validationMessages.yearsEmpty],
      ['no services', { project_sub_type_ids: [] }, validationMessages.servicesEmpty],
      ['a 9-digit second phone', { phone_number2: '212555019' }, validationMessages.mobileInvalid],
    ])('refuses %s with 422 and the spec message, changing nothing', async (_, overrides, message) => {
      const before = await profileOf(patHeaders);
      const response = await put(UPDATE, patHeaders, {
        provider: validUpdate({ company_name: 'Changed Name', ...overrides }),
      });
      expectErrorEnvelope(response, 422, message);
      expect(await profileOf(patHeaders)).toEqual(before);
    });

    it('accepts years of business typed into a form ("7") and optional fields left empty', async () => {
      const response = await put(UPDATE, patHeaders, {
        provider: validUpdate({ years_of_business: '7', phone_number2: '', website: '', google_id: '', yelp_id: '' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = await profileOf(patHeaders);
      expect(data).toMatchObject({
        years_of_business: 7,
        phone_number2: null,
        website: null,
        google_id: null,
        yelp_id: null,
      });
    });

    it('rolls everything back when an area zip code is not a US zip code, or a service does not exist', async () => {
      const before = await profileOf(patHeaders);
      const unknownZip = await put(UPDATE, patHeaders, {
        provider: validUpdate({
          company_name: 'Rolled Back',
          provider_locations_attributes: [{ zipcode: '00000', radius: 10 }],
        }),
      });
      expectErrorEnvelope(unknownZip, 422);
      const unknownService = await put(UPDATE, patHeaders, {
        provider: validUpdate({ company_name: 'Rolled Back', project_sub_type_ids: [999999] }),
      });
      expectErrorEnvelope(unknownService, 422, profileMessages.unknownServices);
      expect(await profileOf(patHeaders)).toEqual(before);
    });

    it("changes only the caller's provider, whatever ids the body carries", async () => {
      const patBefore = await profileOf(patHeaders);
      const response = await put(UPDATE, samHeaders, {
        id: pat.providerId,
        user_id: pat.id,
        provider: { ...validUpdate({ company_name: 'Sam Solar Inc' }), id: pat.providerId, user_id: pat.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: sam.providerId, company_name: 'Sam Solar Inc' });
      expect(await profileOf(patHeaders)).toEqual(patBefore);
      const [patRow] = await t.db
        .select()
        .from(providers)
        .where(eq(providers.id, pat.providerId as number));
      expect(patRow.companyName).not.toBe('Sam Solar Inc');
      // And each profile call answers the caller's own profile only.
      expect((await profileOf(samHeaders)).id).toBe(sam.providerId);
      expect((await profileOf(patHeaders)).id).toBe(pat.providerId);
    });
  });

  describe('new services', () => {
    it('lists only the sub-types the provider does not offer, and adds chosen ones to the rest', async () => {
      const mine = (await profileOf(samHeaders)).project_sub_types.map((sub: { id: number }) => sub.id);
      const listed = await get(UNSELECTED, samHeaders);
      expect(listed.statusCode, listed.body).toBe(200);
      const types: ServiceType[] = listed.json().data;
      const listedIds = types.flatMap((type) => type.project_sub_types.map((sub) => sub.id));
      for (const id of mine) expect(listedIds).not.toContain(id);
      const allIds = catalogue.flatMap((type) => type.project_sub_types.map((sub) => sub.id));
      expect(listedIds.length).toBe(allIds.length - mine.length);
      for (const type of types) expect(type.project_sub_types.length).toBeGreaterThan(0);

      const plumbing = types.find((type) => type.title === 'Plumbing');
      if (!plumbing) throw new Error('Plumbing is missing');
      const chosen = plumbing.project_sub_types.slice(0, 2).map((sub) => sub.id);
      const added = await put(ADD_SERVICES, samHeaders, {
        provider: { project_type_ids: [], project_sub_type_ids: chosen },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().message).toBe(profileMessages.servicesAdded);

      const after = await profileOf(samHeaders);
      const afterIds = after.project_sub_types.map((sub: { id: number }) => sub.id);
      expect(afterIds).toEqual(expect.arrayContaining([...mine, ...chosen]));
      expect(afterIds).toHaveLength(mine.length + chosen.length);
      expect(after.project_types).toContainEqual({ id: plumbing.id, name: 'Plumbing' });

      const relisted: ServiceType[] = (await get(UNSELECTED, samHeaders)).json().data;
      const relistedIds = relisted.flatMap((type) => type.project_sub_types.map((sub) => sub.id));
      for (const id of chosen) expect(relistedIds).not.toContain(id);
      // Pat's services did not move.
      const pats = (await profileOf(patHeaders)).project_sub_types.map((sub: { id: number }) => sub.id);
      for (const id of chosen) expect(pats).not.toContain(id);
    });

    it("refuses an empty choice with 'Select services' and an unknown sub-type", async () => {
      expectErrorEnvelope(
        await put(ADD_SERVICES, samHeaders, { provider: { project_type_ids: [], project_sub_type_ids: [] } }),
        422,
        validationMessages.servicesEmpty,
      );
      expectErrorEnvelope(
        await put(ADD_SERVICES, samHeaders, { provider: { project_type_ids: [], project_sub_type_ids: [999999] } }),
        422,
        profileMessages.unknownServices,
      );
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([PROFILE, EDIT, UPDATE, UNSELECTED, ADD_SERVICES]),
    );
    const body = document.paths[UPDATE].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['provider']);
  });
});
