import * as endpoints from '@homebid/contracts/endpoints/profile';
import { profileMessages } from '@homebid/contracts/profile';
import type { FastifyPluginAsync } from 'fastify';
import { ok, sendSerialized } from '../../lib/envelope';
import { addNewServices } from './add-new-services';
import { listUnselectedServices } from './list-unselected-services';
import { loadProviderProfile } from './load-provider-profile';
import { createProfileAnswers } from './profile-answers';
import { updateProviderProfile } from './update-provider-profile';

/** The signed-in provider's own profile, services and service areas (spec §2 Profile, §7). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const profileOf = (userId: number) => loadProviderProfile({ db, config, userId });
  const answers = createProfileAnswers({ db, config });

  app.endpoint(endpoints.getProfile, async ({ principal, reply }) =>
    sendSerialized(reply, await answers.answer(principal)),
  );

  app.endpoint(endpoints.getProfileForEdit, async ({ principal, reply }) =>
    sendSerialized(reply, await answers.answer(principal)),
  );

  app.endpoint(endpoints.updateProfile, async ({ principal, body }) => {
    await updateProviderProfile({ db, userId: principal.userId, input: body.provider });
    return ok(await profileOf(principal.userId), profileMessages.updated);
  });

  app.endpoint(endpoints.listUnselectedServices, async ({ principal }) =>
    ok(await listUnselectedServices({ db, userId: principal.userId })),
  );

  app.endpoint(endpoints.addNewServices, async ({ principal, body }) => {
    await addNewServices({ db, userId: principal.userId, subTypeIds: body.provider.project_sub_type_ids });
    return ok(await profileOf(principal.userId), profileMessages.servicesAdded);
  });
};

export default profileRoutes;
