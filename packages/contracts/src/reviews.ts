// Reviews (spec 'portal-access-profile-chat-works.md' §2 Reviews, §3 Review data) and review links
// (spec 'portal-projects-leads-money.md' §2 'Share review link', §7): shared by the API and the web.
import { z } from 'zod';
import { ZIdParam } from './common';

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Whether a Google or Yelp section has figures: not connected (no key or no id), or not reachable. */
export const ZExternalStatus = z.enum(['connected', 'not_connected', 'unavailable']);
export type TExternalStatus = z.infer<typeof ZExternalStatus>;

/** A Google or Yelp business's figures; `fetched_at` says how old a cached answer is. */
export const ZExternalBusiness = z.object({
  status: ZExternalStatus,
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
  fetched_at: z.string().nullable(),
});
export type TExternalBusiness = z.infer<typeof ZExternalBusiness>;

/** Spec §3 review item of Google and Yelp. */
export const ZExternalReview = z.object({
  name: z.string(),
  rating: z.number(),
  text: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type TExternalReview = z.infer<typeof ZExternalReview>;

/** Where a review was left: on a HomeBid project, or through the pro's review link (ids are per source). */
export const ZReviewSource = z.enum(['project', 'review_link']);
export type TReviewSource = z.infer<typeof ZReviewSource>;

export const REPLY_MAX_LENGTH = 1000;

/** The provider's public reply to a review (at most one), with its time. */
export const ZReviewReply = z.object({ text: z.string(), created_at: z.string() });
export type TReviewReply = z.infer<typeof ZReviewReply>;

/** Spec §3 'product review': a customer's review of a project. */
export const ZProductReview = z.object({
  id: z.number().int(),
  consumer_name: z.string(),
  consumer_avatar_url: z.string().nullable(),
  ratings: z.number().int(),
  description: z.string(),
  project_name: z.string().nullable(),
  project_type: z.string().nullable(),
  created_at: z.string(),
  reply: ZReviewReply.nullable(),
});
export type TProductReview = z.infer<typeof ZProductReview>;

/** Spec §3 'feedback': a review a past customer left through a review link. */
export const ZFeedback = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  reply: ZReviewReply.nullable(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

/** Spec §3 'Review data': the answer of GET /customer_provider_reviewes. */
export const ZReviewData = z.object({
  /** The portal's own reviews and feedback: their mean (one decimal, 0 when none) and count. */
  average_rating: z.number(),
  total_reviews: z.number().int(),
  yelp_busines: ZExternalBusiness,
  yelp_reviews: z.array(ZExternalReview),
  google_business: ZExternalBusiness,
  google_reviews: z.array(ZExternalReview),
  /** Product reviews, newest first. */
  reviews: z.array(ZProductReview),
  /** Feedback through review links, newest first. */
  customer_feedback: z.array(ZFeedback),
  /** Every connected source and the portal together: the mean weighted by review counts, and the total. */
  yelp_google_app_ratings: z.number(),
  yelp_google_app_reviews: z.number().int(),
});
export type TReviewData = z.infer<typeof ZReviewData>;

/** GET /reviews/get_generate_link?provider_id= */
export const ZGenerateLinkQuery = z.object({ provider_id: ZIdParam });
export const ZGeneratedLink = z.object({
  secure_number: z.string(),
  /** The public rating page: `${PUBLIC_URL}/rate/{secure_number}`. */
  link: z.string(),
});
export type TGeneratedLink = z.infer<typeof ZGeneratedLink>;

/** Any text is looked up: an unknown or malformed secure number is simply not found (404). */
export const ZSecureNumberParams = z.object({ secureNumber: z.string().min(1).max(128) });

/** GET /reviews/link/{secure_number}: the provider's public card. */
export const ZPublicProviderCard = z.object({
  provider_id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_thumb: z.string().nullable(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
});
export type TPublicProviderCard = z.infer<typeof ZPublicProviderCard>;

/** Messages of the public rating form (the spec leaves them to us). */
export const rateFormMessages = {
  nameEmpty: 'Enter your name',
  nameTooLong: 'Your name can be at most 80 characters',
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
  textEmpty: 'Tell us about the work',
  textTooLong: 'Your review can be at most 2000 characters',
} as const;

/** POST /reviews/link/{secure_number}: a past customer's rating. */
export const ZLinkReviewRequest = z.object({
  name: z
    .string({ error: rateFormMessages.nameEmpty })
    .trim()
    .min(1, { error: rateFormMessages.nameEmpty, abort: true })
    .max(80, rateFormMessages.nameTooLong),
  rating: z.coerce
    .number({ error: rateFormMessages.ratingInvalid })
    .int(rateFormMessages.ratingInvalid)
    .min(MIN_RATING, rateFormMessages.ratingInvalid)
    .max(MAX_RATING, rateFormMessages.ratingInvalid),
  text: z
    .string({ error: rateFormMessages.textEmpty })
    .trim()
    .min(1, { error: rateFormMessages.textEmpty, abort: true })
    .max(2000, rateFormMessages.textTooLong),
});
export type TLinkReviewRequest = z.input<typeof ZLinkReviewRequest>;
export type TLinkReviewParsed = z.output<typeof ZLinkReviewRequest>;

/** The notification a provider gets when a review arrives (spec §3 task names; /notifications links it to /review). */
export const REVIEW_NOTIFICATION_TASK = 'Project Reviewed';
export const reviewNotificationText = (reviewer: string, rating: number) =>
  `${reviewer} rated your work ${rating} out of ${MAX_RATING} stars.`;

/** Share sheet texts (companion spec §2 'Share review link'). */
export const REVIEW_SHARE_TITLE = 'Review my work';
export const reviewShareMessage = (providerName: string) =>
  `Hi! This is ${providerName}. If you were happy with my work, please leave me a quick review on HomeBid:`;

export const reviewTexts = {
  /** Spec §2 Reviews, empty state. */
  empty: 'Gain great reviews from customers for completed jobs and increase your business credibility.',
  shareButton: 'SHARE THE REVIEW LINK NOW!',
  linkCopied: 'Review link copied. Paste it into a message to your customer.',
  linkNotFound: 'This review link is not valid. Please ask the professional for a new one.',
  linkUsed: 'This review link has already been used. Thank you!',
  notYours: 'You can only create review links for your own profile.',
  thanks: 'Thank you! Your review has been sent.',
  googleNotConnected: 'Google business not connected. Add your Google Place ID in My Account to show it here.',
  yelpNotConnected: 'Yelp business not connected. Add your Yelp business ID in My Account to show it here.',
  externalUnavailable: 'Not available right now. Please try again later.',
} as const;

/** Texts of a provider's reply to a review (a reply is public, so it carries no contact details). */
export const reviewReplyTexts = {
  saved: 'Your reply is published.',
  textEmpty: 'Write your reply',
  textTooLong: `Your reply can be at most ${REPLY_MAX_LENGTH} characters`,
  contactDetails:
    'Replies are public: leave out phone numbers, e-mail addresses and links. Customers reach you through HomeBid.',
  alreadyReplied: 'You have already replied to this review.',
  notFound: 'This review was not found among your reviews.',
} as const;

/** POST /reviews/:source/:id/reply */
export const ZReviewReplyParams = z.object({ source: ZReviewSource, id: ZIdParam });
export const ZReviewReplyRequest = z.object({
  text: z
    .string({ error: reviewReplyTexts.textEmpty })
    .trim()
    .min(1, { error: reviewReplyTexts.textEmpty, abort: true })
    .max(REPLY_MAX_LENGTH, reviewReplyTexts.textTooLong),
});
export type TReviewReplyRequest = z.input<typeof ZReviewReplyRequest>;
export const ZReviewReplyAnswer = z.object({ source: ZReviewSource, id: z.number().int(), reply: ZReviewReply });
export type TReviewReplyAnswer = z.infer<typeof ZReviewReplyAnswer>;
