// A pro as customers see them: the card on each bid and the public profile at /pros/:id.
// Nothing here is private: no phone, e-mail, street address, wallet, licence number or certificate file.
import { z } from 'zod';
import { ZIdParam } from './common';
import { ZReviewReply, ZReviewSource } from './reviews';
import { ZPortfolio } from './works';
import './zod-config';

/** The days over which a pro's response time is measured. */
export const RESPONSE_TIME_DAYS = 90;

/** The pro's card: on each bid of a customer's project, and at the top of the public profile. */
export const ZProCard = z.object({
  provider_id: z.number().int(),
  company_name: z.string(),
  avatar_url: z.string().nullable(),
  /** The average of the pro's reviews (1 to 5, one decimal); null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  years_in_business: z.number().int().nullable(),
  /** What the pro stated at registration or on the profile (the numbers stay private). */
  insured: z.boolean(),
  licensed: z.boolean(),
  /**
   * An operator approved the pro's uploaded licence (or insurance) certificate, the one it has now
   * (a replacement waits for review again). The file itself stays private.
   */
  license_verified: z.boolean(),
  insurance_verified: z.boolean(),
  /** The pro's mobile number was confirmed by a texted code (the number itself stays private). */
  phone_verified: z.boolean(),
  is_pro_plus: z.boolean(),
  /**
   * Median minutes from a project reaching the pro (its posting) to the pro's first bid or message on
   * it, over the last RESPONSE_TIME_DAYS days; null with nothing to measure.
   */
  response_time_minutes: z.number().int().nullable(),
});
export type TProCard = z.infer<typeof ZProCard>;

/** A review on the public profile: the customer shows by first name and last initial. */
export const ZPublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  customer_name: z.string(),
  /** The project's sub-type, e.g. "Roof Repair". */
  service: z.string().nullable(),
  /** Where it was left: on a HomeBid project, or through the pro's review link (ids are per source). */
  source: ZReviewSource,
  created_at: z.string(),
  /** The pro's public reply, shown under the review. */
  reply: ZReviewReply.nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** GET /v2/pros/:providerId: the pro's public profile. */
export const ZPublicProProfile = ZProCard.extend({
  /** The services the pro offers, by type. */
  services: z.array(z.object({ project_type: z.string(), project_sub_types: z.array(z.string()) })),
  /** The cities of the pro's service areas (the centre zip code's city), each once. */
  areas: z.array(z.object({ city: z.string(), state: z.string(), radius_miles: z.number() })),
  /** The most recent reviews, newest first (at most PUBLIC_REVIEWS_SHOWN). */
  reviews: z.array(ZPublicReview),
  albums: ZPortfolio.shape.albums,
  member_since: z.string(),
  jobs_completed: z.number().int(),
});
export type TPublicProProfile = z.infer<typeof ZPublicProProfile>;

export const PUBLIC_REVIEWS_SHOWN = 20;

export const ZProviderIdParams = z.object({ providerId: ZIdParam });

export const proProfileTexts = {
  notFound: 'This pro’s profile is not available.',
  seePublicProfile: 'See your public profile',
  noReviews: 'No reviews yet.',
  noWorks: 'No portfolio albums yet.',
} as const;
