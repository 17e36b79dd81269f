// The provider's own profile (spec 'portal-access-profile-chat-works.md' §2 Profile, §3 Provider
// profile, §5, §7): the answer of GET /user_profile.json and /providers/edit.json, the body of
// PUT /providers/update.json and the header's New Services calls. Shared by the API (the rule)
// and the web forms (the convenience).
import { z } from 'zod';
import { ZPersonName } from './accounts';
import { ZId, ZYearsOfBusiness, ZZipcode } from './common';
import { validationMessages as m } from './messages';
import { ZServiceType } from './reference';
import { ZProviderLocation, ZServiceAreaList } from './service-areas';

/** Spec §9: the profile's service list preview shows the first 15 services. */
export const SERVICE_PREVIEW_COUNT = 15;

const ZOptionalText = (max: number) => z.string().trim().max(max).optional().default('');

const ZProjectTypeIds = z.array(ZId).max(200).default([]);

const ZProjectSubTypeIds = z.array(ZId, { error: m.servicesEmpty }).min(1, m.servicesEmpty).max(500);

/** The `provider` object of PUT /providers/update.json (spec §7), with the profile's messages (§5). */
export const ZProfileUpdate = z.object({
  company_name: z
    .string({ error: m.companyNameEmpty })
    .trim()
    .min(1, { error: m.companyNameEmpty, abort: true })
    .max(120),
  company_type: z.coerce
    .number({ error: m.companyTypeEmpty })
    .int(m.companyTypeEmpty)
    .min(1, m.companyTypeEmpty)
    .max(3, m.companyTypeEmpty),
  street_address: z.string({ error: m.addressEmpty }).trim().min(1, { error: m.addressEmpty, abort: true }).max(200),
  zipcode: ZZipcode,
  years_of_business: ZYearsOfBusiness,
  phone_number2: z
    .string({ error: m.mobileInvalid })
    .trim()
    .regex(/^(\d{10})?$/, m.mobileInvalid)
    .optional()
    .default(''),
  website: ZOptionalText(200),
  about_us: ZOptionalText(2000),
  insurance_number: ZOptionalText(60),
  license_number: ZOptionalText(60),
  google_id: ZOptionalText(200),
  yelp_id: ZOptionalText(200),
  project_type_ids: ZProjectTypeIds,
  project_sub_type_ids: ZProjectSubTypeIds,
  provider_locations_attributes: ZServiceAreaList,
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;
export type TProfileUpdateParsed = z.output<typeof ZProfileUpdate>;
export const ZProfileUpdateRequest = z.object({ provider: ZProfileUpdate });
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;

/** PUT /providers/update_new_project_type (spec §7): adds the chosen sub-types to the provider's services. */
export const ZNewServicesRequest = z.object({
  provider: z.object({ project_type_ids: ZProjectTypeIds, project_sub_type_ids: ZProjectSubTypeIds }),
});
export type TNewServicesRequest = z.input<typeof ZNewServicesRequest>;

/** GET /providers/list_unselected_project_type: the service types, each with the sub-types not yet chosen. */
export const ZUnselectedServices = z.array(ZServiceType);

export const ZNamedItem = z.object({ id: z.number().int(), name: z.string() });
export type TNamedItem = z.infer<typeof ZNamedItem>;

/** Company types (spec §3, §9); 0 = not selected. */
export const ZCompanyType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Spec §3 'Provider profile': the answer of GET /user_profile.json and GET /providers/edit.json. */
export const ZProviderProfile = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  avatar_thumb: z.string().nullable(),
  is_pro_provider: z.boolean(),
  /** Spec §3 'Profile subscription fields' (portal-projects-leads-money): the live Pro+ subscription, null without one. */
  package_status: z.enum(['active', 'cancelled']).nullable(),
  subscription_id: z.number().int().nullable(),
  /** The plan subscribed to; `updated_at` is when the subscription last changed. */
  package: z.object({ id: z.number().int(), title: z.string(), updated_at: z.string() }).nullable(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  phone_number2: z.string().nullable(),
  street_address: z.string().nullable(),
  zipcode: z.string().nullable(),
  company_name: z.string().nullable(),
  company_type: z.number().int(),
  google_id: z.string().nullable(),
  yelp_id: z.string().nullable(),
  insurance_number: z.string().nullable(),
  license_number: z.string().nullable(),
  years_of_business: z.number().int().nullable(),
  website: z.string().nullable(),
  about_us: z.string().nullable(),
  project_types: z.array(ZNamedItem),
  project_sub_types: z.array(ZNamedItem),
  provider_locations: z.array(ZProviderLocation),
  serviced_zipcodes: z.array(z.string()),
  serviced_zipcodes_count: z.number().int(),
  /** The mean of the portal's own reviews and feedback, one decimal; 0 when there are none. */
  average_ratings: z.number(),
  total_reviews: z.number().int(),
});
export type TProviderProfile = z.infer<typeof ZProviderProfile>;

/** Texts of the profile calls' own answers and screens (the spec leaves them to the server). */
export const profileMessages = {
  updated: 'Your profile has been updated.',
  servicesAdded: 'Your new services have been added.',
  unknownServices: 'Some of the selected services do not exist. Please choose again.',
  noNewServices: 'You already offer every service we list.',
  providerNotFound: 'Your provider profile was not found.',
} as const;

/** Words of the profile screen the specification leaves to us. */
export const profileTexts = {
  /** An empty detail, read-only. */
  notSet: 'Not set',
  /** The rating link reads "Average rating 4.5 out of 5, see your reviews"; "4.5" is what it shows. */
  ratingLinkBefore: 'Average rating',
  ratingLinkAfter: 'out of 5, see your reviews',
} as const;

// ── The customer's own account (/customer/account) ───────────────────────────────────────

export const ZCustomerProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;
export const ZCustomerProfileAnswer = z.object({ customer: ZCustomerProfile });

/** PATCH /v2/customers/profile: the name (e-mail and mobile change with codes, as for providers). */
export const ZCustomerProfileUpdate = z.object({ name: ZPersonName });

export const customerProfileMessages = {
  saved: 'Your details are saved',
} as const;
