import * as endpoints from '@homebid/contracts/endpoints/profile';
import { customerProfileMessages, profileMessages } from '@homebid/contracts/profile';
import type { FastifyPluginAsync } from 'fastify';
import { ok, sendSerialized } from '../../lib/envelope';
import { addNewServices } from './add-new-services';
import { listUnselectedServices } from './list-unselected-services';
import { loadCustomerProfile } from './load-customer-profile';
import { loadProviderProfile } from './load-provider-profile';
import { createProfileAnswers } from './profile-answers';
import { updateCustomerProfile } from './update-customer-profile';
import { updateProviderProfile } from './update-provider-profile';

/**
 * The signed-in provider's own profile, services and service areas (spec §2 Profile, §7), and the
 * customer's own account details.
 */
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

  app.endpoint(endpoints.getCustomerProfile, async ({ principal }) =>
    ok({ customer: await loadCustomerProfile({ db, config, userId: principal.userId }) }),
  );

  app.endpoint(endpoints.updateCustomerProfile, async ({ principal, body }) => {
    await updateCustomerProfile({ db, userId: principal.userId, name: body.name });
    return ok(
      { customer: await loadCustomerProfile({ db, config, userId: principal.userId }) },
      customerProfileMessages.saved,
    );
  });
};

export default profileRoutes;
