import { envelopeOf, ZErrorEnvelope } from '@homebid/contracts/envelope';
import {
  reviewTexts,
  ZGeneratedLink,
  ZGenerateLinkQuery,
  ZLinkReviewRequest,
  ZPublicProviderCard,
  ZReviewData,
  ZSecureNumberParams,
} from '@homebid/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireSession } from '../../plugins/session';
import { generateReviewLink } from './generate-review-link';
import { listProviderReviews } from './list-provider-reviews';
import { findReviewLink, submitLinkReview } from './review-link';

const failures = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const linkFailures = { 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope };

/** Reviews (spec §2 Reviews, §3 Review data) and review links (companion spec §2 'Share review link'). */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer_provider_reviewes',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['reviews'],
        summary: "The provider's reviews: portal reviews, feedback, Google and Yelp",
        response: { 200: envelopeOf(ZReviewData), ...failures },
      },
    },
    async (request) =>
      ok(
        await listProviderReviews({
          db: app.db,
          config: app.config,
          log: request.log,
          userId: requireSession(request).user.id,
        }),
      ),
  );

  app.get(
    '/reviews/get_generate_link',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['reviews'],
        summary: 'A new single-use link to the public rating page',
        querystring: ZGenerateLinkQuery,
        response: { 200: envelopeOf(ZGeneratedLink), 422: ZErrorEnvelope, ...failures },
      },
    },
    async (request) =>
      ok(
        await generateReviewLink({
          db: app.db,
          config: app.config,
          userId: requireSession(request).user.id,
          providerId: request.query.provider_id,
        }),
      ),
  );

  // Public: a past customer without an account opens the link and rates once.
  app.get(
    '/reviews/link/:secureNumber',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['reviews'],
        summary: "The provider's public card behind a review link",
        params: ZSecureNumberParams,
        response: { 200: envelopeOf(ZPublicProviderCard), ...linkFailures },
      },
    },
    async (request) =>
      ok(await findReviewLink({ db: app.db, config: app.config, secureNumber: request.params.secureNumber })),
  );

  app.post(
    '/reviews/link/:secureNumber',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reviews'],
        summary: 'Rate the provider through a review link (once)',
        params: ZSecureNumberParams,
        body: ZLinkReviewRequest,
        response: { 200: envelopeOf(ZPublicProviderCard), ...linkFailures },
      },
    },
    async (request) =>
      ok(
        await submitLinkReview({
          db: app.db,
          config: app.config,
          secureNumber: request.params.secureNumber,
          review: request.body,
        }),
        reviewTexts.thanks,
      ),
  );
};

export default reviewsRoutes;
