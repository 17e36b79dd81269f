import type { TCity, TReferral, TServiceType } from '@homebid/contracts/reference';
import type { Database } from '@homebid/db/client';
import { projectSubTypes, projectTypes, referrals, zipCodes } from '@homebid/db/schema';
import { asc, ilike, like, sql } from 'drizzle-orm';

export async function listServiceTypes(db: Database): Promise<TServiceType[]> {
  const types = await db.select().from(projectTypes).orderBy(asc(projectTypes.position), asc(projectTypes.id));
  const subTypes = await db
    .select()
    .from(projectSubTypes)
    .orderBy(asc(projectSubTypes.position), asc(projectSubTypes.id));
  return types.map((type) => ({
    id: type.id,
    title: type.title,
    project_sub_types: subTypes
      .filter((sub) => sub.projectTypeId === type.id)
      .map((sub) => ({ id: sub.id, name: sub.name })),
  }));
}

export async function listReferrals(db: Database): Promise<TReferral[]> {
  return db
    .select({ id: referrals.id, name: referrals.name })
    .from(referrals)
    .orderBy(asc(referrals.position), asc(referrals.id));
}

const CITY_LIMIT = 20;

/** Cities by zip-code prefix or city-name prefix, for the service-area and address pickers. */
export async function searchLocations(db: Database, search: string): Promise<TCity[]> {
  const term = search.replace(/[%_\\]/g, '');
  if (!term) return [];
  const rows = await db
    .select()
    .from(zipCodes)
    .where(/^\d+$/.test(term) ? like(zipCodes.zip, `${term}%`) : ilike(zipCodes.city, `${term}%`))
    .orderBy(sql`lower(${zipCodes.city})`, asc(zipCodes.zip))
    .limit(CITY_LIMIT);
  return rows.map((row) => ({
    zipcode: row.zip,
    city: row.city,
    state: row.stateName,
    state_short: row.state,
    country: 'US',
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}
