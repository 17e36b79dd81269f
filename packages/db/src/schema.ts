import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Customers (user_type 1) and providers (user_type 2). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: smallint('user_type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash'),
    signupStatus: text('signup_status').notNull().default('verification_status'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Hash of the registration's confirmation_token (spec: basic-info answers it, validate_user takes it). */
    confirmationTokenHash: text('confirmation_token_hash'),
    socialId: text('social_id'),
    socialType: text('social_type'),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_mobile_idx').on(t.mobileNumber),
    // A confirmed mobile number belongs to one account per role; unconfirmed registrations may share it.
    uniqueIndex('users_confirmed_mobile_unique')
      .on(t.userType, t.mobileNumber)
      .where(sql`${t.confirmedAt} is not null`),
    uniqueIndex('users_social_unique').on(t.socialType, t.socialId),
    index('users_avatar_file_idx').on(t.avatarFileId),
    check('users_user_type_check', sql`${t.userType} in (1, 2)`),
    check(
      'users_signup_status_check',
      sql`${t.signupStatus} in ('verification_status', 'business-info', 'additional-info', 'completed')`,
    ),
    check('users_social_type_check', sql`${t.socialType} in ('google')`),
  ],
);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    companyType: smallint('company_type').notNull().default(0),
    streetAddress: text('street_address'),
    zipcode: char('zipcode', { length: 5 }),
    yearsOfBusiness: integer('years_of_business'),
    website: text('website'),
    aboutUs: text('about_us'),
    phoneNumber2: text('phone_number2'),
    insuranceNumber: text('insurance_number'),
    licenseNumber: text('license_number'),
    googleId: text('google_id'),
    yelpId: text('yelp_id'),
    haveInsurance: boolean('have_insurance').notNull().default(false),
    haveLicense: boolean('have_license').notNull().default(false),
    isProProvider: boolean('is_pro_provider').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // Spec: 1 Sole Proprietor, 2 LLC, 3 Corp; 0 = not selected.
    check('providers_company_type_check', sql`${t.companyType} between 0 and 3`),
    check('providers_years_of_business_check', sql`${t.yearsOfBusiness} between 0 and 150`),
  ],
);

export const providerProjectTypes = pgTable(
  'provider_project_types',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    projectTypeId: integer('project_type_id')
      .notNull()
      .references(() => projectTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.projectTypeId] }),
    index('provider_project_types_type_idx').on(t.projectTypeId),
  ],
);

export const providerProjectSubTypes = pgTable(
  'provider_project_sub_types',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    projectSubTypeId: integer('project_sub_type_id')
      .notNull()
      .references(() => projectSubTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.projectSubTypeId] }),
    index('provider_project_sub_types_sub_type_idx').on(t.projectSubTypeId, t.providerId),
  ],
);

export const providerReferrals = pgTable(
  'provider_referrals',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.referralId] }),
    index('provider_referrals_referral_idx').on(t.referralId),
  ],
);

/** A provider's service area: a zip code and a radius in miles (above 0, at most 90). */
export const providerLocations = pgTable(
  'provider_locations',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    zipcode: char('zipcode', { length: 5 })
      .notNull()
      .references(() => zipCodes.zip),
    radius: real('radius').notNull(),
    city: text('city'),
    state: text('state'),
    stateShort: text('state_short'),
    country: text('country').notNull().default('US'),
    locationName: text('location_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('provider_locations_provider_idx').on(t.providerId),
    index('provider_locations_zipcode_idx').on(t.zipcode),
    // The spec's rule (above 0, at most 90 miles), as the API validates it.
    check('provider_locations_radius_check', sql`${t.radius} > 0 and ${t.radius} <= 90`),
  ],
);

/** Every zip code inside any of a provider's areas, kept so matching projects is an indexed lookup. */
export const providerServicedZipcodes = pgTable(
  'provider_serviced_zipcodes',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    zip: char('zip', { length: 5 })
      .notNull()
      .references(() => zipCodes.zip, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.zip] }),
    index('provider_serviced_zipcodes_zip_idx').on(t.zip, t.providerId),
  ],
);

/**
 * One-time codes: 6 digits, stored only as a hash, single use, limited tries. `target` is the
 * e-mail or mobile number the code was sent to; `verifiedAt` marks a password-reset code that was
 * checked and may now be spent once on the new password.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.purpose, t.target, t.createdAt),
    index('one_time_codes_user_idx').on(t.userId),
    check(
      'one_time_codes_purpose_check',
      sql`${t.purpose} in ('login', 'registration', 'password_reset', 'email_change', 'mobile_change')`,
    ),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Every stored upload (profile pictures, album photos, chat attachments, documents, project media). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    /** 'public' files are served to anyone with the unguessable URL; 'private' only to allowed parties. */
    visibility: text('visibility').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerUserId),
    check('stored_files_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('stored_files_byte_size_check', sql`${t.byteSize} >= 0`),
  ],
);

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('albums_provider_idx').on(t.providerId)],
);

export const albumFiles = pgTable(
  'album_files',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('album_files_album_idx').on(t.albumId), index('album_files_file_idx').on(t.fileId)],
);

/**
 * A customer's review of a provider for a project. `rating` (1 to 5) and `comment` are named as in
 * `feedbacks`; the API answers them as the spec's `ratings` and `description`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customerUserId: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A foreign key to projects once that table exists. */
    projectId: integer('project_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    uniqueIndex('reviews_provider_project_unique').on(t.providerId, t.projectId),
    index('reviews_customer_user_idx').on(t.customerUserId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A review link a provider shares (spec 'Share review link'); each link takes one review. */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    secureNumber: text('secure_number').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_links_provider_idx').on(t.providerId)],
);

/**
 * Reviews left by past customers through a review link, without an account (`rating` 1 to 5 and
 * `comment`, as in `reviews`; the API answers them as `rating` and `text`).
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    reviewLinkId: integer('review_link_id')
      .notNull()
      .unique()
      .references(() => reviewLinks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedbacks_provider_idx').on(t.providerId, t.createdAt),
    check('feedbacks_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Google and Yelp figures of a provider's business, cached from their APIs. */
export const externalRatings = pgTable(
  'external_ratings',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    reviews: jsonb('reviews').notNull().default([]),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.source] }),
    check('external_ratings_source_check', sql`${t.source} in ('google', 'yelp')`),
    check('external_ratings_rating_check', sql`${t.rating} between 0 and 5`),
    check('external_ratings_review_count_check', sql`${t.reviewCount} >= 0`),
  ],
);

/** A table that grows without bound: bigint ids. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    notification: text('notification').notNull(),
    tag: text('tag'),
    /** A foreign key to projects once that table exists. */
    projectId: integer('project_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** One row per signed-in device (devise_token_auth "client"); the token is kept only as a hash. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written by the session lookup at most once a minute per device. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_client_unique').on(t.client), index('auth_tokens_user_idx').on(t.userId)],
);

export const projectTypes = pgTable('project_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const projectSubTypes = pgTable(
  'project_sub_types',
  {
    id: serial('id').primaryKey(),
    projectTypeId: integer('project_type_id')
      .notNull()
      .references(() => projectTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('project_sub_types_type_name_unique').on(t.projectTypeId, t.name)],
);

export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** The US ZIP code data set, loaded once from the `zipcodes` package. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: char('zip', { length: 5 }).primaryKey(),
    city: text('city').notNull(),
    state: char('state', { length: 2 }).notNull(),
    stateName: text('state_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('zip_codes_city_idx').on(sql`lower(${t.city})`)],
);

/**
 * Scheduled jobs (apps/api/src/jobs): one row per job. A process runs a due job only after claiming
 * its row (next_run_at moved on, locked_until set), so with several processes each run happens once,
 * and the schedule survives restarts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while a process runs the job; a run that crashed is taken over after it passes. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message; null after a run that succeeded. */
  lastError: text('last_error'),
});
