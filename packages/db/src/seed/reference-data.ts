import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from '../client';
import { projectSubTypes, projectTypes, referrals, zipCodes } from '../schema';
import { REFERRAL_SOURCES, SERVICE_CATALOGUE } from './service-catalogue';

const ZIP_BATCH = 2000;

/** Loads the catalogue, referral sources and US ZIP codes; a no-op for tables that already hold rows. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ count: typeCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(projectTypes);
    if (typeCount === 0) {
      for (const [position, entry] of SERVICE_CATALOGUE.entries()) {
        const [type] = await tx.insert(projectTypes).values({ title: entry.title, position }).returning();
        await tx
          .insert(projectSubTypes)
          .values(entry.subTypes.map((name, index) => ({ projectTypeId: type.id, name, position: index })));
      }
    }
    const [{ count: referralCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(referrals);
    if (referralCount === 0) {
      await tx.insert(referrals).values(REFERRAL_SOURCES.map((name, position) => ({ name, position })));
    }
    const [{ count: zipCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(zipCodes);
    if (zipCount === 0) {
      const rows = listUsZipCodes();
      for (let i = 0; i < rows.length; i += ZIP_BATCH) {
        await tx.insert(zipCodes).values(rows.slice(i, i + ZIP_BATCH));
      }
    }
  });
}

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number | string;
  longitude: number | string;
  country: string;
}

export function listUsZipCodes() {
  const codes = zipcodes.codes as Record<string, ZipRecord>;
  const stateNames = new Map(
    Object.entries(zipcodes.states.full).map(([name, short]) => [short, titleCase(name)] as const),
  );
  return Object.values(codes)
    .filter((r) => r.country === 'US' && /^\d{5}$/.test(r.zip) && r.latitude !== '' && r.longitude !== '')
    .map((r) => ({
      zip: r.zip,
      city: r.city,
      state: r.state,
      stateName: stateNames.get(r.state) ?? r.state,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }))
    .filter((r) => Number.isFinite(r.latitude) && Number.isFinite(r.longitude));
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
