import { envelopeOf } from '@homebid/contracts/envelope';
import { ZCity, ZLocationSearchQuery, ZReferral, ZServiceType } from '@homebid/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { listReferrals, listServiceTypes, searchLocations } from './service';

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service_list',
    {
      schema: {
        tags: ['reference'],
        summary: 'Service types with their sub-types',
        response: { 200: envelopeOf(z.array(ZServiceType)) },
      },
    },
    async () => ok(await listServiceTypes(app.db)),
  );

  app.get(
    '/referral_list',
    {
      schema: {
        tags: ['reference'],
        summary: 'Where a provider heard of us',
        response: { 200: envelopeOf(z.array(ZReferral)) },
      },
    },
    async () => ok(await listReferrals(app.db)),
  );

  app.get(
    '/get_locations',
    {
      schema: {
        tags: ['reference'],
        summary: 'US cities by zip-code or city-name prefix',
        querystring: ZLocationSearchQuery,
        response: { 200: envelopeOf(z.object({ city_list: z.array(ZCity) })) },
      },
    },
    async (request) => ok({ city_list: await searchLocations(app.db, request.query.search) }),
  );
};

export default referenceRoutes;
