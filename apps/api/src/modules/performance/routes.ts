import * as endpoints from '@homebid/contracts/endpoints/performance';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { getPerformance } from './get-performance';

/** The provider's performance page: what the money spent on leads earns. */
const performanceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.endpoint(endpoints.getPerformance, async ({ principal, query }) =>
    ok(await getPerformance({ db, providerId: providerIdOf(principal), months: query.months })),
  );
};

export default performanceRoutes;
