import * as endpoints from '@homebid/contracts/endpoints/health';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';

const healthRoutes: FastifyPluginAsync = async (app) => {
  // Polled all day by load balancers: its requests are logged only when something is wrong.
  app.addHook('onRoute', (route) => {
    route.logLevel = 'warn';
  });

  app.endpoint(endpoints.getHealth, async () => {
    if (await app.database.ping()) return { status: 'ok' as const };
    throw new AppError('unavailable', apiMessages.databaseDown);
  });
};

export default healthRoutes;
