import type { TNamedItem, TProviderProfile } from '@homebid/contracts/profile';
import { profileMessages } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import {
  projectSubTypes,
  projectTypes,
  providerProjectSubTypes,
  providerProjectTypes,
  providers,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { summarizeRatings } from '../reviews/summarize-ratings';
import { listProviderLocations, listServicedZipcodes } from '../service-areas/replace-provider-locations';
import { avatarUrls } from './avatar-urls';

type Reader = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

export interface LoadProviderProfileOptions {
  db: Reader;
  config: Pick<Config, 'publicUrl'>;
  /** The signed-in user: only their own providers row is read. */
  userId: number;
}

/** Spec §3 'Provider profile' of the signed-in provider. */
export async function loadProviderProfile({
  db,
  config,
  userId,
}: LoadProviderProfileOptions): Promise<TProviderProfile> {
  const [row] = await db
    .select({ user: users, provider: providers, avatar: storedFiles })
    .from(users)
    .innerJoin(providers, eq(providers.userId, users.id))
    .leftJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('not_found', profileMessages.providerNotFound);
  const { user, provider } = row;
  const types = await listProviderTypes(db, provider.id);
  const subTypes = await listProviderSubTypes(db, provider.id);
  const locations = await listProviderLocations(db, provider.id);
  const servicedZipcodes = await listServicedZipcodes(db, provider.id);
  const rating = await summarizeRatings(db, provider.id);
  return {
    id: provider.id,
    user_id: user.id,
    name: user.name,
    ...avatarUrls(config, row.avatar),
    is_pro_provider: provider.isProProvider,
    email: user.email,
    mobile_number: user.mobileNumber,
    phone_number2: provider.phoneNumber2,
    street_address: provider.streetAddress,
    zipcode: provider.zipcode,
    company_name: provider.companyName,
    company_type: provider.companyType,
    google_id: provider.googleId,
    yelp_id: provider.yelpId,
    insurance_number: provider.insuranceNumber,
    license_number: provider.licenseNumber,
    years_of_business: provider.yearsOfBusiness,
    website: provider.website,
    about_us: provider.aboutUs,
    project_types: types,
    project_sub_types: subTypes,
    provider_locations: locations,
    serviced_zipcodes: servicedZipcodes,
    serviced_zipcodes_count: servicedZipcodes.length,
    average_ratings: rating.average,
    total_reviews: rating.count,
  };
}

async function listProviderTypes(db: Reader, providerId: number): Promise<TNamedItem[]> {
  return db
    .select({ id: projectTypes.id, name: projectTypes.title })
    .from(providerProjectTypes)
    .innerJoin(projectTypes, eq(projectTypes.id, providerProjectTypes.projectTypeId))
    .where(eq(providerProjectTypes.providerId, providerId))
    .orderBy(asc(projectTypes.position), asc(projectTypes.id));
}

/** The provider's sub-types in catalogue order (type, then sub-type), so the first 15 make a sensible preview. */
async function listProviderSubTypes(db: Reader, providerId: number): Promise<TNamedItem[]> {
  return db
    .select({ id: projectSubTypes.id, name: projectSubTypes.name })
    .from(providerProjectSubTypes)
    .innerJoin(projectSubTypes, eq(projectSubTypes.id, providerProjectSubTypes.projectSubTypeId))
    .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId))
    .where(eq(providerProjectSubTypes.providerId, providerId))
    .orderBy(asc(projectTypes.position), asc(projectTypes.id), asc(projectSubTypes.position), asc(projectSubTypes.id));
}
