import type { TProviderProfile } from '@homebid/contracts/profile';
import { profileMessages } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import {
  projectSubTypes,
  projectTypes,
  proPlans,
  providerLocations,
  providerProjectSubTypes,
  providerProjectTypes,
  providerServicedZipcodes,
  providerSubscriptions,
  providers,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { avatarUrls } from '../files';
import { type RatingTotals, ratingTotalsSql, summarizeTotals } from '../reviews';

export interface LoadProviderProfileOptions {
  db: Pick<Database, 'execute'>;
  config: Pick<Config, 'publicUrl'>;
  /** The signed-in user: only their own providers row is read. */
  userId: number;
}

/**
 * What the database answers: the profile's fields as one JSON object, most of them as the answer
 * names them (JSON numbers arrive as numbers, bigint ids included).
 */
type ProfileJson = Pick<
  TProviderProfile,
  | 'id'
  | 'user_id'
  | 'name'
  | 'is_pro_provider'
  | 'email'
  | 'mobile_number'
  | 'phone_number2'
  | 'street_address'
  | 'zipcode'
  | 'company_name'
  | 'company_type'
  | 'google_id'
  | 'yelp_id'
  | 'insurance_number'
  | 'license_number'
  | 'years_of_business'
  | 'website'
  | 'about_us'
  | 'project_types'
  | 'project_sub_types'
  | 'provider_locations'
  | 'serviced_zipcodes'
> & {
  avatar_key: string | null;
  avatar_thumbnail_key: string | null;
  subscription: { id: number; status: string; plan_id: number; title: string; updated_at: string } | null;
  ratings: RatingTotals;
};

/** A JSON array built by a subquery, `[]` when it has no element. */
const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;

/** The provider's service types in catalogue order. */
const typesOf = (providerId: typeof providers.id) =>
  jsonList(sql`
    select json_agg(json_build_object('id', ${projectTypes.id}, 'name', ${projectTypes.title})
      order by ${projectTypes.position}, ${projectTypes.id})
    from ${providerProjectTypes}
    join ${projectTypes} on ${projectTypes.id} = ${providerProjectTypes.projectTypeId}
    where ${providerProjectTypes.providerId} = ${providerId}`);

/** The provider's sub-types in catalogue order (type, then sub-type), so the first 15 make a sensible preview. */
const subTypesOf = (providerId: typeof providers.id) =>
  jsonList(sql`
    select json_agg(json_build_object('id', ${projectSubTypes.id}, 'name', ${projectSubTypes.name})
      order by ${projectTypes.position}, ${projectTypes.id}, ${projectSubTypes.position}, ${projectSubTypes.id})
    from ${providerProjectSubTypes}
    join ${projectSubTypes} on ${projectSubTypes.id} = ${providerProjectSubTypes.projectSubTypeId}
    join ${projectTypes} on ${projectTypes.id} = ${projectSubTypes.projectTypeId}
    where ${providerProjectSubTypes.providerId} = ${providerId}`);

/** The provider's service areas in the order they were given. */
const locationsOf = (providerId: typeof providers.id) =>
  jsonList(sql`
    select json_agg(json_build_object(
        'id', ${providerLocations.id},
        'zipcode', ${providerLocations.zipcode},
        'radius', ${providerLocations.radius},
        'city', ${providerLocations.city},
        'state', ${providerLocations.state},
        'state_short', ${providerLocations.stateShort},
        'country', ${providerLocations.country})
      order by ${providerLocations.position}, ${providerLocations.id})
    from ${providerLocations}
    where ${providerLocations.providerId} = ${providerId}`);

/** Every zip code the provider's areas cover, ascending. */
const servicedZipcodesOf = (providerId: typeof providers.id) =>
  jsonList(sql`
    select json_agg(${providerServicedZipcodes.zip} order by ${providerServicedZipcodes.zip})
    from ${providerServicedZipcodes}
    where ${providerServicedZipcodes.providerId} = ${providerId}`);

/**
 * The live Pro+ subscription (active, cancelled until its end, past due: the subscriptions module's
 * LIVE_STATUSES) with its plan's title, or null. Its writes bump profile_revision (migration 0012).
 */
const liveSubscriptionOf = (providerId: typeof providers.id) => sql`(
    select json_build_object(
        'id', ${providerSubscriptions.id},
        'status', ${providerSubscriptions.status},
        'plan_id', ${proPlans.id},
        'title', ${proPlans.title},
        'updated_at', ${providerSubscriptions.updatedAt})
    from ${providerSubscriptions}
    join ${proPlans} on ${proPlans.id} = ${providerSubscriptions.proPlanId}
    where ${providerSubscriptions.providerId} = ${providerId}
      and ${providerSubscriptions.status} in ('active', 'cancelled', 'past_due')
    order by ${providerSubscriptions.id} desc
    limit 1)`;

/**
 * The whole profile in one statement, parsed and planned once: the user and provider rows with the
 * avatar file, and the services, areas, zip codes and rating totals aggregated as JSON by the
 * database. PGlite has one connection, so one prepared query per read is what makes it scale.
 */
const profileByUser = preparedRead<{ profile: ProfileJson; revision: number }>({
  name: 'profile_by_user',
  params: 1,
  build: (userId) => sql`
    select json_build_object(
      'id', ${providers.id},
      'user_id', ${users.id},
      'name', ${users.name},
      'avatar_key', ${storedFiles.key},
      'avatar_thumbnail_key', ${storedFiles.thumbnailKey},
      'is_pro_provider', ${providers.isProProvider},
      'subscription', ${liveSubscriptionOf(providers.id)},
      'email', ${users.email},
      'mobile_number', ${users.mobileNumber},
      'phone_number2', ${providers.phoneNumber2},
      'street_address', ${providers.streetAddress},
      'zipcode', ${providers.zipcode},
      'company_name', ${providers.companyName},
      'company_type', ${providers.companyType},
      'google_id', ${providers.googleId},
      'yelp_id', ${providers.yelpId},
      'insurance_number', ${providers.insuranceNumber},
      'license_number', ${providers.licenseNumber},
      'years_of_business', ${providers.yearsOfBusiness},
      'website', ${providers.website},
      'about_us', ${providers.aboutUs},
      'project_types', ${typesOf(providers.id)},
      'project_sub_types', ${subTypesOf(providers.id)},
      'provider_locations', ${locationsOf(providers.id)},
      'serviced_zipcodes', ${servicedZipcodesOf(providers.id)},
      'ratings', ${ratingTotalsSql(providers.id)}
    ) as profile,
    ${providers.profileRevision} as revision
    from ${users}
    join ${providers} on ${providers.userId} = ${users.id}
    left join ${storedFiles} on ${storedFiles.id} = ${users.avatarFileId}
    where ${users.id} = ${userId}`,
});

/** A profile with the providers.profile_revision it was read at, from the same statement. */
export interface ProfileAtRevision {
  profile: TProviderProfile;
  revision: number;
}

/** Spec §3 'Provider profile' of the signed-in provider. */
export async function loadProviderProfile(options: LoadProviderProfileOptions): Promise<TProviderProfile> {
  return (await loadProfileAtRevision(options)).profile;
}

/** The profile and the revision it shows. */
export async function loadProfileAtRevision({
  db,
  config,
  userId,
}: LoadProviderProfileOptions): Promise<ProfileAtRevision> {
  const [row] = await profileByUser.rows(db, [userId]);
  if (!row) throw new AppError('not_found', profileMessages.providerNotFound);
  const { profile, revision } = row;
  const avatar =
    profile.avatar_key === null ? null : { key: profile.avatar_key, thumbnailKey: profile.avatar_thumbnail_key };
  const rating = summarizeTotals(profile.ratings);
  const answer: TProviderProfile = {
    id: profile.id,
    user_id: profile.user_id,
    name: profile.name,
    ...avatarUrls(config, avatar),
    is_pro_provider: profile.is_pro_provider,
    ...subscriptionFields(profile.subscription),
    email: profile.email,
    mobile_number: profile.mobile_number,
    phone_number2: profile.phone_number2,
    street_address: profile.street_address,
    zipcode: profile.zipcode,
    company_name: profile.company_name,
    company_type: profile.company_type,
    google_id: profile.google_id,
    yelp_id: profile.yelp_id,
    insurance_number: profile.insurance_number,
    license_number: profile.license_number,
    years_of_business: profile.years_of_business,
    website: profile.website,
    about_us: profile.about_us,
    project_types: profile.project_types,
    project_sub_types: profile.project_sub_types,
    provider_locations: profile.provider_locations,
    serviced_zipcodes: profile.serviced_zipcodes,
    serviced_zipcodes_count: profile.serviced_zipcodes.length,
    average_ratings: rating.average,
    total_reviews: rating.count,
  };
  return { profile: answer, revision };
}

/** Spec §3 'Profile subscription fields': a past-due subscription still counts as active (Pro is kept). */
function subscriptionFields(subscription: ProfileJson['subscription']) {
  if (!subscription) return { package_status: null, subscription_id: null, package: null };
  return {
    package_status: subscription.status === 'cancelled' ? ('cancelled' as const) : ('active' as const),
    subscription_id: subscription.id,
    package: {
      id: subscription.plan_id,
      title: subscription.title,
      updated_at: new Date(subscription.updated_at).toISOString(),
    },
  };
}
