import type { TProjectList } from '@homebid/contracts/projects';
import { MAP_COORDINATE_DECIMALS, type TAvailableProjects, ZProjectCard } from '@homebid/contracts/projects';
import { zipCodes } from '@homebid/db/schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const STREET = '12 Secret Lane, Apt 4';
const rounded = (degrees: number) =>
  Math.round(degrees * 10 ** MAP_COORDINATE_DECIMALS) / 10 ** MAP_COORDINATE_DECIMALS;

describe.each(dialects())('Available Projects for the map on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let proHeaders: SessionHeaders;
  let centres: Map<string, { latitude: number; longitude: number }>;
  const zipOf = new Map<number, string>();

  const get = async <T>(url: string, headers = proHeaders) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { data: response.json().data as T, body: response.body };
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer' });
    const pro = await createUser(t.db, { role: 'provider' });
    // Manhattan (10001), 25 miles: the project zip codes below are inside it.
    await setUpProvider(t.db, pro.providerId as number, { zipcode: '10001', radius: 25, subTypeIds: [subTypes[0].id] });
    proHeaders = await signIn(t.app, pro);
    for (const zipcode of ['10001', '10001', '07302', '10601']) {
      const project = await createProject(t.db, {
        customerUserId: customer.id,
        subType: subTypes[0],
        zipcode,
        streetAddress: STREET,
      });
      zipOf.set(project.id, zipcode);
    }
    const rows = await t.db
      .select()
      .from(zipCodes)
      .where(inArray(zipCodes.zip, ['10001', '07302', '10601']));
    centres = new Map(rows.map((row) => [row.zip, { latitude: row.latitude, longitude: row.longitude }]));
  });
  afterAll(() => t?.close());

  it("gives each card its zip code's centre, rounded to the map's decimals", async () => {
    const { data, body } = await get<TAvailableProjects>('/api/v2/providers/projects');
    expect(data.available).toHaveLength(4);
    for (const card of data.available) {
      const centre = centres.get(zipOf.get(card.id) ?? '');
      expect(centre).toBeDefined();
      expect(card.latitude).toBe(rounded(centre?.latitude ?? Number.NaN));
      expect(card.longitude).toBe(rounded(centre?.longitude ?? Number.NaN));
      // No more precision than 0.01°, so never closer than the zip code.
      for (const degrees of [card.latitude, card.longitude])
        expect(String(degrees).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(MAP_COORDINATE_DECIMALS);
    }
    // Two projects in one zip code share a point (the map spreads them).
    const inManhattan = data.available.filter((card) => zipOf.get(card.id) === '10001');
    expect(inManhattan).toHaveLength(2);
    expect(inManhattan[0]?.latitude).toBe(inManhattan[1]?.latitude);
    expect(inManhattan[0]?.longitude).toBe(inManhattan[1]?.longitude);
    // The customer's street address never comes with the cards.
    expect(body).not.toContain('Secret Lane');
  });

  it('answers the same cards as before otherwise: the card fields and values of the other lists', async () => {
    const { data } = await get<TAvailableProjects>('/api/v2/providers/projects');
    const expectedKeys = [...Object.keys(ZProjectCard.shape), 'latitude', 'longitude'].sort();
    for (const card of data.available) expect(Object.keys(card).sort()).toEqual(expectedKeys);
    // The same projects' cards from a list without coordinates, as the cards' one query builds them.
    const { data: other } = await get<TProjectList>('/api/providers/web_projects_available');
    const byId = new Map(other.projects.map((card) => [card.id, card]));
    for (const { latitude: _latitude, longitude: _longitude, ...card } of data.available) {
      const same = byId.get(card.id);
      expect(same).toBeDefined();
      // The distance is worked out alike: the rest must match field for field.
      expect(card).toEqual(same);
    }
  });

  it("names the provider's service areas for the map: centre, radius and city", async () => {
    const { data } = await get<TAvailableProjects>('/api/v2/providers/projects');
    const manhattan = centres.get('10001');
    expect(data.service_areas).toEqual([
      {
        zipcode: '10001',
        city: data.locations[0] ?? null,
        radius: 25,
        latitude: rounded(manhattan?.latitude ?? Number.NaN),
        longitude: rounded(manhattan?.longitude ?? Number.NaN),
      },
    ]);
    expect(data.has_service_areas).toBe(true);
    // Filters and pages change the cards, never the areas.
    const filtered = await get<TAvailableProjects>('/api/v2/providers/projects?search=nothing-like-this&page=2');
    expect(filtered.data.available).toEqual([]);
    expect(filtered.data.service_areas).toEqual(data.service_areas);
  });

  it('answers no areas to a provider without any', async () => {
    const newcomer = await createUser(t.db, { role: 'provider' });
    const { data } = await get<TAvailableProjects>('/api/v2/providers/projects', await signIn(t.app, newcomer));
    expect(data).toMatchObject({ available: [], has_service_areas: false, service_areas: [] });
  });
});
