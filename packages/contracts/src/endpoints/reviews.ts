// Reviews (spec 'portal-access-profile-chat-works.md' §2 Reviews, §3 Review data) and review links
// (spec 'portal-projects-leads-money.md' §2 'Share review link', §7).
import { endpoint } from '../endpoint';
import { envelopeOf, ZErrorEnvelope } from '../envelope';
import {
  ZGeneratedLink,
  ZGenerateLinkQuery,
  ZLinkReviewRequest,
  ZPublicProviderCard,
  ZReviewData,
  ZReviewReplyAnswer,
  ZReviewReplyParams,
  ZReviewReplyRequest,
  ZSecureNumberParams,
} from '../reviews';

const tag = 'reviews';

export const listReviews = endpoint({
  method: 'GET',
  path: '/customer_provider_reviewes',
  auth: 'provider',
  tag,
  summary: "The provider's reviews: portal reviews, feedback, Google and Yelp",
  answers: { 200: envelopeOf(ZReviewData) },
});

export const generateReviewLink = endpoint({
  method: 'GET',
  path: '/reviews/get_generate_link',
  auth: 'provider',
  tag,
  summary: 'A new single-use link to the public rating page',
  query: ZGenerateLinkQuery,
  answers: { 200: envelopeOf(ZGeneratedLink) },
});

// Public: a past customer without an account opens the link and rates once; a used link answers 409.
export const getReviewLink = endpoint({
  method: 'GET',
  path: '/reviews/link/:secureNumber',
  auth: 'public',
  tag,
  summary: "The provider's public card behind a review link",
  params: ZSecureNumberParams,
  answers: { 200: envelopeOf(ZPublicProviderCard), 409: ZErrorEnvelope },
});

export const submitLinkReview = endpoint({
  method: 'POST',
  path: '/reviews/link/:secureNumber',
  auth: 'public',
  tag,
  summary: 'Rate the provider through a review link (once)',
  params: ZSecureNumberParams,
  body: ZLinkReviewRequest,
  answers: { 200: envelopeOf(ZPublicProviderCard), 409: ZErrorEnvelope },
});

// A provider replies once to a review of its own; a second reply answers 409, another pro's review 404.
export const replyToReview = endpoint({
  method: 'POST',
  path: '/reviews/:source/:id/reply',
  auth: 'provider',
  tag,
  summary: 'Reply publicly to one of your reviews (once)',
  params: ZReviewReplyParams,
  body: ZReviewReplyRequest,
  answers: { 200: envelopeOf(ZReviewReplyAnswer), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
});
