import * as endpoints from '@homebid/contracts/endpoints/reviews';
import { reviewReplyTexts, reviewTexts } from '@homebid/contracts/reviews';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { generateReviewLink } from './generate-review-link';
import { listProviderReviews } from './list-provider-reviews';
import { replyToReview } from './reply-to-review';
import { findReviewLink, submitLinkReview } from './review-link';

/** Reviews (spec §2 Reviews, §3 Review data) and review links (companion spec §2 'Share review link'). */
const reviewsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  app.endpoint(endpoints.listReviews, async ({ principal, request }) =>
    ok(await listProviderReviews({ db, config, log: request.log, userId: principal.userId })),
  );

  app.endpoint(endpoints.generateReviewLink, async ({ principal, query }) =>
    ok(await generateReviewLink({ db, config, userId: principal.userId, providerId: query.provider_id })),
  );

  app.endpoint(endpoints.replyToReview, async ({ principal, params, body }) =>
    ok(
      await replyToReview({ db, userId: principal.userId, source: params.source, id: params.id, reply: body }),
      reviewReplyTexts.saved,
    ),
  );

  // Public: a past customer without an account opens the link and rates once.
  app.endpoint(
    endpoints.getReviewLink,
    async ({ params }) => ok(await findReviewLink({ db, config, secureNumber: params.secureNumber })),
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );

  app.endpoint(
    endpoints.submitLinkReview,
    async ({ params, body }) =>
      ok(await submitLinkReview({ db, config, secureNumber: params.secureNumber, review: body }), reviewTexts.thanks),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
};

export default reviewsRoutes;
