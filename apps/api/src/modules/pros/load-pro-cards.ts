import type { TProCard } from '@homebid/contracts/pros';
import type { Database } from '@homebid/db/client';
import { providers, storedFiles, users } from '@homebid/db/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { certificateVerifiedSql } from '../certificates';
import { avatarUrls } from '../files';
import { ratingTotalsSql, summarizeTotals } from '../reviews';
import { loadResponseTimes } from './response-times';

type Reader = Pick<Database, 'select'>;

/** The name a pro shows under: the company's, or the person's when the company has none. */
export const publicNameSql = sql<string>`coalesce(nullif(btrim(${providers.companyName}), ''), ${users.name})`;

/**
 * The public cards (ZProCard) of some providers, by provider id: two queries whatever their number.
 * Unknown ids are absent from the map. Nothing private is read: no phone, e-mail, address or numbers.
 */
export async function loadProCards(
  db: Reader,
  config: Pick<Config, 'publicUrl'>,
  providerIds: number[],
): Promise<Map<number, TProCard>> {
  const ids = [...new Set(providerIds)];
  if (ids.length === 0) return new Map();
  const [rows, responseTimes] = await Promise.all([
    db
      .select({
        id: providers.id,
        name: publicNameSql,
        avatar: { key: storedFiles.key, thumbnailKey: storedFiles.thumbnailKey },
        yearsOfBusiness: providers.yearsOfBusiness,
        haveInsurance: providers.haveInsurance,
        haveLicense: providers.haveLicense,
        // An operator approved the pro's current certificate of that kind (the file stays private).
        isLicenseVerified: certificateVerifiedSql(providers.id, 'license'),
        isInsuranceVerified: certificateVerifiedSql(providers.id, 'insurance'),
        // Confirmed by the registration's (or a mobile change's) texted code; the number is never read out.
        isPhoneVerified: sql<boolean>`${users.confirmedAt} is not null and ${users.mobileNumber} is not null`,
        // The stored flag every reader uses (the session's is_pro_provider), kept by the subscriptions.
        isProProvider: providers.isProProvider,
        ratings: ratingTotalsSql(providers.id),
      })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .leftJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
      .where(inArray(providers.id, ids)),
    loadResponseTimes(db, ids),
  ]);
  const cards = new Map<number, TProCard>();
  for (const row of rows) {
    const rating = summarizeTotals(row.ratings);
    cards.set(row.id, {
      provider_id: row.id,
      company_name: row.name,
      avatar_url: avatarUrls(config, row.avatar).avatar_thumb,
      rating: rating.count ? rating.average : null,
      review_count: rating.count,
      years_in_business: row.yearsOfBusiness,
      insured: row.haveInsurance,
      licensed: row.haveLicense,
      license_verified: Boolean(row.isLicenseVerified),
      insurance_verified: Boolean(row.isInsuranceVerified),
      phone_verified: Boolean(row.isPhoneVerified),
      is_pro_plus: row.isProProvider,
      response_time_minutes: responseTimes.get(row.id) ?? null,
    });
  }
  return cards;
}
