import { envelopeOf, ZErrorEnvelope } from '@homebid/contracts/envelope';
import {
  profileMessages,
  ZNewServicesRequest,
  ZProfileUpdateRequest,
  ZProviderProfile,
  ZUnselectedServices,
} from '@homebid/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/session';
import { addNewServices } from './add-new-services';
import { listUnselectedServices } from './list-unselected-services';
import { loadProviderProfile } from './load-provider-profile';
import { updateProviderProfile } from './update-provider-profile';

const failures = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };

/** The signed-in provider's own profile, services and service areas (spec §2 Profile, §7). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profileOf = (userId: number) => loadProviderProfile({ db: app.db, config: app.config, userId });

  app.get(
    '/user_profile.json',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in provider's profile",
        response: { 200: envelopeOf(ZProviderProfile), ...failures },
      },
    },
    async (request) => ok(await profileOf(requirePrincipal(request).userId)),
  );

  app.get(
    '/providers/edit.json',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['profile'],
        summary: 'The profile as the edit form starts from',
        response: { 200: envelopeOf(ZProviderProfile), ...failures },
      },
    },
    async (request) => ok(await profileOf(requirePrincipal(request).userId)),
  );

  app.put(
    '/providers/update.json',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['profile'],
        summary: 'Save company details, services and service areas',
        body: ZProfileUpdateRequest,
        response: { 200: envelopeOf(ZProviderProfile), 422: ZErrorEnvelope, ...failures },
      },
    },
    async (request) => {
      const userId = requirePrincipal(request).userId;
      await updateProviderProfile({ db: app.db, userId, input: request.body.provider });
      return ok(await profileOf(userId), profileMessages.updated);
    },
  );

  app.get(
    '/providers/list_unselected_project_type',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['profile'],
        summary: 'Service types with the sub-types the provider does not offer yet',
        response: { 200: envelopeOf(ZUnselectedServices), ...failures },
      },
    },
    async (request) => ok(await listUnselectedServices({ db: app.db, userId: requirePrincipal(request).userId })),
  );

  app.put(
    '/providers/update_new_project_type',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['profile'],
        summary: "Add sub-types to the provider's services",
        body: ZNewServicesRequest,
        response: { 200: envelopeOf(ZProviderProfile), 422: ZErrorEnvelope, ...failures },
      },
    },
    async (request) => {
      const userId = requirePrincipal(request).userId;
      await addNewServices({ db: app.db, userId, subTypeIds: request.body.provider.project_sub_type_ids });
      return ok(await profileOf(userId), profileMessages.servicesAdded);
    },
  );
};

export default profileRoutes;
