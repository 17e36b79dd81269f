import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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

/**
 * What a provider typed in registration step 3 (business details and service areas), kept until the
 * services of step 4 send it to business-info, so a registration resumed on another device or after
 * signing out finds it again. The shape is the contracts' ZBusinessDraft.
 */
export const registrationDrafts = pgTable('registration_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  business: jsonb('business').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /**
     * Bumped by the database (migration 0008's triggers) whenever anything the provider's profile shows
     * changes: this row, the user row, services, areas, zip codes, reviews, feedback or catalogue names.
     * The session query reads it, so the API serves the profile from memory while it is current.
     */
    profileRevision: integer('profile_revision').notNull().default(0),
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
    projectId: bigint('project_id', { mode: 'number' }).references((): AnyPgColumn => projects.id, {
      onDelete: 'set null',
    }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The provider's public reply (once), and when it was written. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_reply_check', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    uniqueIndex('reviews_provider_project_unique').on(t.providerId, t.projectId),
    index('reviews_customer_user_idx').on(t.customerUserId),
    index('reviews_project_idx').on(t.projectId),
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
    /** The provider's public reply (once), and when it was written. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedbacks_reply_check', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
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
    projectId: bigint('project_id', { mode: 'number' }).references((): AnyPgColumn => projects.id, {
      onDelete: 'cascade',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_project_idx').on(t.projectId),
  ],
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

/** The answer types a catalogue question may have (packages/contracts/src/projects.ts QUESTION_TYPE). */
const QUESTION_TYPE_SQL = sql`1, 4, 6, 7`;

/**
 * The question catalogue: what a customer is asked when posting a project of a sub-type (its own
 * questions by position), then the common ones (no sub-type). Loaded once by the reference seed.
 */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: serial('id').primaryKey(),
    /** Null: asked for every sub-type, after the sub-type's own. */
    projectSubTypeId: integer('project_sub_type_id').references(() => projectSubTypes.id, { onDelete: 'cascade' }),
    /** Stable within a sub-type's list (its own and the common ones): a draft keeps answers by it. */
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    questionType: smallint('question_type').notNull(),
    /** Choices (type 6): the options offered. */
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    multiple: boolean('multiple').notNull().default(false),
    /** Measurements (type 7): the unit and which sizes are asked. */
    unit: text('unit'),
    dimensions: jsonb('dimensions').$type<Array<'length' | 'breadth' | 'height'>>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    placeholder: text('placeholder'),
  },
  (t) => [
    uniqueIndex('project_questions_sub_type_key_unique')
      .on(t.projectSubTypeId, t.key)
      .where(sql`${t.projectSubTypeId} is not null`),
    uniqueIndex('project_questions_common_key_unique').on(t.key).where(sql`${t.projectSubTypeId} is null`),
    check('project_questions_type_check', sql`${t.questionType} in (${QUESTION_TYPE_SQL})`),
    check('project_questions_key_check', sql`${t.key} ~ '^[a-z][a-z0-9_]{0,62}$'`),
    check(
      'project_questions_options_check',
      sql`jsonb_typeof(${t.options}) = 'array' and (${t.questionType} = 6) = (jsonb_array_length(${t.options}) > 0)`,
    ),
    check('project_questions_multiple_check', sql`not ${t.multiple} or ${t.questionType} = 6`),
    check(
      'project_questions_measurements_check',
      sql`jsonb_typeof(${t.dimensions}) = 'array'
        and ${t.dimensions} <@ '["length", "breadth", "height"]'::jsonb
        and (${t.questionType} = 7) = (${t.unit} is not null and jsonb_array_length(${t.dimensions}) > 0)`,
    ),
  ],
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

// ── The marketplace (issue: projects, bids, hire, completion) ─────────────────────────────────────

/** The lifecycle states of a project (packages/contracts/src/projects.ts PROJECT_STATES). */
const PROJECT_STATE_SQL = sql`'bidding', 'hired', 'completed', 'cancellation_requested', 'cancelled'`;

/** A customer's project. Contact details stay on the customer's users row; the street stays here. */
export const projects = pgTable(
  'projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id shown to people (spec: public project id), e.g. "HB-7K2Q9". */
    publicId: text('public_id').notNull().unique(),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectTypeId: integer('project_type_id')
      .notNull()
      .references(() => projectTypes.id),
    projectSubTypeId: integer('project_sub_type_id')
      .notNull()
      .references(() => projectSubTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    streetAddress: text('street_address').notNull(),
    zipcode: char('zipcode', { length: 5 })
      .notNull()
      .references(() => zipCodes.zip),
    city: text('city').notNull(),
    state: text('state').notNull(),
    budgetCents: integer('budget_cents'),
    questionAnswers: jsonb('question_answers').notNull().default(sql`'[]'::jsonb`),
    /**
     * What providers see until they buy the lead or are hired: the customer's text with the contact
     * details the contact guard finds masked (null: nothing found, the text as typed). Written with
     * the project, by `text_mask_version` of the masking rules (modules/project-masking).
     */
    maskedTitle: text('masked_title'),
    maskedDescription: text('masked_description'),
    maskedQuestionAnswers: jsonb('masked_question_answers'),
    /** The masking rules' version the masked copies were made with (0: never masked). */
    textMaskVersion: smallint('text_mask_version').notNull().default(0),
    /** The customer's mobile number was verified by code when the project was posted. */
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    status: text('status').notNull().default('bidding'),
    hiredProviderId: integer('hired_provider_id').references(() => providers.id),
    hiredBidId: bigint('hired_bid_id', { mode: 'number' }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Closed by the customer before a hire (status 'cancelled'): providers can no longer bid or buy the lead. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The customer confirmed the job is done (the provider marking it complete leaves this null). */
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Matching: open projects by zip code, newest first (the Available Projects list).
    index('projects_open_zip_idx').on(t.zipcode, t.createdAt).where(sql`${t.status} = 'bidding'`),
    // Matching from the provider's few services: open projects of a sub-type in a date range, with the
    // zip code and id in the index, so the list's candidates are read from the index alone.
    index('projects_open_sub_type_idx')
      .on(t.projectSubTypeId, t.createdAt, t.zipcode, t.id)
      .where(sql`${t.status} = 'bidding'`),
    index('projects_customer_idx').on(t.customerUserId, t.createdAt),
    index('projects_hired_provider_idx').on(t.hiredProviderId),
    index('projects_sub_type_idx').on(t.projectSubTypeId),
    // The masking job finds rows masked by older rules (or never) without reading the table.
    index('projects_text_mask_version_idx').on(t.textMaskVersion),
    index('projects_type_idx').on(t.projectTypeId),
    check('projects_status_check', sql`${t.status} in (${PROJECT_STATE_SQL})`),
    check('projects_budget_check', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
    // Open projects have no hired provider; hired, completed and disputed ones have one.
    check(
      'projects_hired_check',
      sql`(${t.status} = 'bidding' and ${t.hiredProviderId} is null) or (${t.status} in ('hired', 'completed', 'cancellation_requested') and ${t.hiredProviderId} is not null) or ${t.status} = 'cancelled'`,
    ),
    // Only a project cancelled before a hire is closed; only a completed one is confirmed.
    check(
      'projects_closed_check',
      sql`${t.closedAt} is null or (${t.status} = 'cancelled' and ${t.hiredProviderId} is null)`,
    ),
    check('projects_confirmed_check', sql`${t.customerConfirmedAt} is null or ${t.status} = 'completed'`),
  ],
);

/**
 * Each open project once per provider it is available to (one of the provider's services, in one of
 * its serviced zip codes), for Available Projects. Written only by triggers (migration 0023): a
 * project's post, edit or end of bidding, and a provider's services or zip codes changing.
 */
export const projectMatches = pgTable(
  'project_matches',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    zipcode: char('zipcode', { length: 5 }).notNull(),
    budgetCents: integer('budget_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.projectId] }),
    index('project_matches_list_idx').on(t.providerId, t.createdAt, t.projectId),
    index('project_matches_project_idx').on(t.projectId),
  ],
);

/**
 * Each provider's Available Projects revision: `revision` plus its provider_list_changes rows, one per
 * committed statement that changed what the list shows (migration 0024's triggers; the fold-list-changes
 * job moves the rows into `revision`). The session query reads it, so a process serves the list from
 * memory while it matches. Written only by triggers and that job.
 */
export const providerListRevisions = pgTable('provider_list_revisions', {
  providerId: integer('provider_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

export const providerListChanges = pgTable(
  'provider_list_changes',
  { providerId: integer('provider_id').notNull() },
  (t) => [index('provider_list_changes_provider_idx').on(t.providerId)],
);

/** Photos and videos of a project, in the order the customer gave them. */
export const projectFiles = pgTable(
  'project_files',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    storedFileId: integer('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.storedFileId] }),
    index('project_files_stored_file_idx').on(t.storedFileId),
    check('project_files_kind_check', sql`${t.kind} in ('image', 'video')`),
  ],
);

/** One bid per provider per project; the auction is blind: providers never see each other's. */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Fixed: the whole amount; hourly: the rate per hour. */
    amountCents: integer('amount_cents').notNull(),
    bidType: smallint('bid_type').notNull(),
    hours: real('hours'),
    breakdown: text('breakdown').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bids_project_provider_unique').on(t.projectId, t.providerId),
    index('bids_provider_idx').on(t.providerId, t.updatedAt),
    check('bids_amount_check', sql`${t.amountCents} > 0 and ${t.amountCents} <= 100000000`),
    check('bids_type_check', sql`${t.bidType} in (0, 1)`),
    check(
      'bids_hours_check',
      sql`(${t.bidType} = 1) = (${t.hours} is not null) and (${t.hours} is null or (${t.hours} > 0 and ${t.hours} <= 10000))`,
    ),
  ],
);

/** What one provider did with one project: ignored it, bookmarked it, bought its lead. */
export const providerProjects = pgTable(
  'provider_projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    isIgnored: boolean('is_ignored').notNull().default(false),
    isBookmarked: boolean('is_bookmarked').notNull().default(false),
    leadPurchasedAt: timestamp('lead_purchased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('provider_projects_provider_project_unique').on(t.providerId, t.projectId),
    index('provider_projects_project_idx').on(t.projectId),
  ],
);

/** A party's request to cancel a hired job (spec §7 /cancellation_request, status 1 = open). */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedUserType: smallint('requested_user_type').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cancellation_requests_project_idx').on(t.projectId),
    index('cancellation_requests_user_idx').on(t.requestedByUserId),
    check('cancellation_requests_user_type_check', sql`${t.requestedUserType} in (1, 2)`),
  ],
);

/** Photos the provider attached when marking a job complete. */
export const projectCompletionFiles = pgTable(
  'project_completion_files',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    storedFileId: integer('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.storedFileId] }),
    index('project_completion_files_stored_file_idx').on(t.storedFileId),
  ],
);

// A pro's licence and insurance certificates, reviewed by an operator.
export * from './schema-certificates';
// Chat: messages and quick replies.
export * from './schema-live';
// Money: wallets, ledger, cards, payments, leads, refunds, Pro+ plans and subscriptions.
export * from './schema-money';
// Notifications' delivery: outbox, deliveries, settings, web push, bid reminders.
export * from './schema-notify';
// A pro's pipeline on its purchased leads.
export * from './schema-pipeline';
// Quotes in the chat and their line items.
export * from './schema-quotes';
// Saved searches with alerts and the (search, project) pairs already alerted.
export * from './schema-saved-searches';
