import { validationMessages } from '@homebid/contracts/messages';
import { type TProviderLocation, unknownZipMessage } from '@homebid/contracts/service-areas';
import type { Database } from '@homebid/db/client';
import { providerLocations, providerServicedZipcodes, zipCodes } from '@homebid/db/schema';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { EARTH_RADIUS_MILES } from './distance-miles';

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/**
 * Replaces a provider's service areas and recomputes the zip codes they cover: every zip code whose
 * centre lies within the radius (great-circle distance) of an area's zip centre. Run it inside the
 * caller's transaction.
 */
export async function replaceProviderLocations(
  tx: Executor,
  providerId: number,
  areas: ReadonlyArray<{ zipcode: string; radius: number }>,
): Promise<void> {
  if (areas.length === 0) throw invalid(validationMessages.areaNoneValid);
  const zips = [...new Set(areas.map((a) => a.zipcode))];
  const centres = await tx.select().from(zipCodes).where(inArray(zipCodes.zip, zips));
  const byZip = new Map(centres.map((c) => [c.zip, c]));
  const unknown = zips.filter((zip) => !byZip.has(zip));
  if (unknown.length) throw invalid(...unknown.map(unknownZipMessage));

  await tx.delete(providerLocations).where(eq(providerLocations.providerId, providerId));
  await tx.insert(providerLocations).values(
    areas.map((area, position) => {
      const centre = byZip.get(area.zipcode);
      return {
        providerId,
        zipcode: area.zipcode,
        radius: area.radius,
        city: centre?.city,
        state: centre?.stateName,
        stateShort: centre?.state,
        locationName: centre ? `${centre.city}, ${centre.state}` : null,
        position,
      };
    }),
  );
  await tx.delete(providerServicedZipcodes).where(eq(providerServicedZipcodes.providerId, providerId));
  // A latitude band (1° ≈ 69 miles) prunes most rows before the haversine test.
  await tx.execute(sql`
    insert into ${providerServicedZipcodes} (provider_id, zip)
    select distinct ${providerId}::int, z.zip
    from ${providerLocations} l
    join ${zipCodes} c on c.zip = l.zipcode
    join ${zipCodes} z on z.latitude between c.latitude - l.radius / 69.0 and c.latitude + l.radius / 69.0
    where l.provider_id = ${providerId}
      and 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
            power(sin(radians(z.latitude - c.latitude) / 2), 2)
            + cos(radians(c.latitude)) * cos(radians(z.latitude)) * power(sin(radians(z.longitude - c.longitude) / 2), 2)
          ))) <= l.radius
  `);
}

export async function listProviderLocations(db: Executor, providerId: number): Promise<TProviderLocation[]> {
  const rows = await db
    .select()
    .from(providerLocations)
    .where(eq(providerLocations.providerId, providerId))
    .orderBy(asc(providerLocations.position), asc(providerLocations.id));
  return rows.map((row) => ({
    id: row.id,
    zipcode: row.zipcode,
    radius: row.radius,
    city: row.city,
    state: row.state,
    state_short: row.stateShort,
    country: row.country,
  }));
}

export async function listServicedZipcodes(db: Executor, providerId: number): Promise<string[]> {
  const rows = await db
    .select({ zip: providerServicedZipcodes.zip })
    .from(providerServicedZipcodes)
    .where(eq(providerServicedZipcodes.providerId, providerId))
    .orderBy(asc(providerServicedZipcodes.zip));
  return rows.map((row) => row.zip);
}

/** Refuses (422) a zip code the US zip code list does not hold: a business zip, a project's zip. */
export async function assertKnownZip(db: Pick<Database, 'select'>, zip: string): Promise<void> {
  const [known] = await db.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.zip, zip)).limit(1);
  if (!known) throw invalid(unknownZipMessage(zip));
}
