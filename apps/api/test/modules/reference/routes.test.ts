import { zipCodes } from '@homebid/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

interface City {
  zipcode: string;
  city: string;
  state: string;
  state_short: string;
  country: string;
  latitude: number;
  longitude: number;
}

describe.each(dialects())('reference data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: expect.any(String) });
    return body.data;
  };
  const cities = async (search: string): Promise<City[]> =>
    (await get(`/api/get_locations?search=${encodeURIComponent(search)}`)).city_list;

  describe('GET /api/service_list', () => {
    it('lists at least 20 service types, each with sub-types', async () => {
      const types: Array<{ id: number; title: string; project_sub_types: Array<{ id: number; name: string }> }> =
        await get('/api/service_list');
      expect(types.length).toBeGreaterThanOrEqual(20);
      for (const type of types) {
        expect(type).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          project_sub_types: expect.any(Array),
        });
        expect(type.project_sub_types.length, type.title).toBeGreaterThan(0);
        for (const sub of type.project_sub_types)
          expect(sub).toEqual({ id: expect.any(Number), name: expect.any(String) });
      }
      const titles = types.map((type) => type.title);
      expect(titles).toEqual(expect.arrayContaining(['Roofing', 'Windows', 'Solar', 'Plumbing', 'Electrical', 'HVAC']));
      expect(new Set(titles).size).toBe(titles.length);
      const subIds = types.flatMap((type) => type.project_sub_types.map((sub) => sub.id));
      expect(new Set(subIds).size).toBe(subIds.length);
    });

    it('keeps the catalogue order (Roofing first) and each type its own sub-types', async () => {
      const types: Array<{ title: string; project_sub_types: Array<{ name: string }> }> =
        await get('/api/service_list');
      expect(types[0].title).toBe('Roofing');
      const roofing = types[0].project_sub_types.map((sub) => sub.name);
      expect(roofing).toContain('Roof Repair');
      const hvac = types.find((type) => type.title === 'HVAC');
      expect(hvac?.project_sub_types.map((sub) => sub.name)).not.toContain('Roof Repair');
    });
  });

  describe('GET /api/referral_list', () => {
    it('lists where a provider heard of us', async () => {
      const referrals: Array<{ id: number; name: string }> = await get('/api/referral_list');
      expect(referrals.length).toBeGreaterThan(0);
      for (const referral of referrals) expect(referral).toEqual({ id: expect.any(Number), name: expect.any(String) });
    });
  });

  describe('GET /api/get_locations', () => {
    it('finds New York, NY for zip code 10001', async () => {
      const list = await cities('10001');
      expect(list[0]).toEqual({
        zipcode: '10001',
        city: 'New York',
        state: 'New York',
        state_short: 'NY',
        country: 'US',
        latitude: expect.closeTo(40.75, 1),
        longitude: expect.closeTo(-74.0, 1),
      });
    });

    it('finds zip codes by prefix', async () => {
      const list = await cities('9021');
      expect(list.length).toBeGreaterThan(1);
      expect(list.every((city) => city.zipcode.startsWith('9021'))).toBe(true);
      expect(list.map((city) => city.zipcode)).toContain('90210');
    });

    it('finds zip codes by any prefix up to the whole code, and nothing for six digits', async () => {
      const one = await cities('9');
      expect(one.length).toBe(20);
      expect(one.every((city) => city.zipcode.startsWith('9'))).toBe(true);
      expect((await cities('90210')).map((city) => city.zipcode)).toEqual(['90210']);
      expect((await cities('99999')).every((city) => city.zipcode === '99999')).toBe(true);
      expect(await cities('902100')).toEqual([]);
    });

    it("finds Beverly Hills 90210 when searching 'Beverly'", async () => {
      const list = await cities('Beverly');
      expect(list.every((city) => city.city.toLowerCase().startsWith('beverly'))).toBe(true);
      expect(list).toContainEqual(
        expect.objectContaining({ zipcode: '90210', city: 'Beverly Hills', state_short: 'CA' }),
      );
    });

    it('searches city names without regard to case', async () => {
      const list = await cities('beverly hills');
      expect(list.map((city) => city.zipcode)).toContain('90210');
    });

    it('answers an empty list for an empty search', async () => {
      expect(await cities('')).toEqual([]);
      expect(await get('/api/get_locations')).toEqual({ city_list: [] });
      expect(await cities('   ')).toEqual([]);
    });

    it('treats LIKE wildcards as text, not as patterns', async () => {
      expect(await cities('%')).toEqual([]);
      expect(await cities('_')).toEqual([]);
      const list = await cities('%Beverly');
      expect(list.every((city) => city.city.toLowerCase().startsWith('beverly'))).toBe(true);
    });

    it('answers at most a page of cities and nothing for an unknown name', async () => {
      expect((await cities('S')).length).toBeLessThanOrEqual(50);
      expect(await cities('Zzzyzxqville')).toEqual([]);
    });

    it('refuses an over-long search with 422', async () => {
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url: `/api/get_locations?search=${'9'.repeat(100)}` }),
        422,
      );
    });
  });

  it('holds the full US ZIP code data set (> 40,000 rows)', async () => {
    const [row] = await t.db.select({ n: count() }).from(zipCodes);
    expect(Number(row.n)).toBeGreaterThan(40_000);
  });
});
