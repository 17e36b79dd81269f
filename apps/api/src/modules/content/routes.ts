import { FAQS, ZFaqList } from '@homebid/contracts/content';
import { envelopeOf } from '@homebid/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions shown on the Support and FAQ pages',
        response: { 200: envelopeOf(ZFaqList) },
      },
    },
    async () => ok({ faqs: FAQS }),
  );
};

export default contentRoutes;
