import { FAQS } from '@homebid/contracts/content';
import * as endpoints from '@homebid/contracts/endpoints/content';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';

const contentRoutes: FastifyPluginAsync = async (app) => {
  app.endpoint(endpoints.listFaqs, async () => ok({ faqs: FAQS }));
};

export default contentRoutes;
