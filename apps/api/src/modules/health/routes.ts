import { ZErrorEnvelope } from '@homebid/contracts/envelope';
import { apiMessages } from '@homebid/contracts/messages';
import { ZHealth } from '@homebid/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failure } from '../../lib/envelope';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Up while the database answers',
        response: { 200: ZHealth, 503: ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: 'ok' as const };
      return reply.status(503).send(failure(503, [apiMessages.databaseDown]));
    },
  );
};

export default healthRoutes;
