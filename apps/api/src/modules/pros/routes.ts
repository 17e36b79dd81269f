import * as endpoints from '@homebid/contracts/endpoints/pros';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { getPublicProProfile } from './get-public-pro-profile';

/** Pros as customers see them: the public profile. */
const prosRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  // Public: anyone may read a pro's profile before posting or hiring.
  app.endpoint(
    endpoints.getPublicProProfile,
    async ({ params }) => ok(await getPublicProProfile({ db, config, providerId: params.providerId })),
    { rateLimit: { max: 240, timeWindow: '1 minute' } },
  );
};

export default prosRoutes;
