import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const providers = pgTable('providers', {
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
  isProProvider: boolean('is_pro_provider').notNull().default(false),
  ...timestamps,
});

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
