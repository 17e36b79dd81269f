import * as endpoints from '@homebid/contracts/endpoints/customer-projects';
import { customerProjectMessages, projectMessages } from '@homebid/contracts/projects';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { closeCustomerProject } from './close-customer-project';
import { completeCustomerProject } from './complete-customer-project';
import { editCustomerProject } from './edit-customer-project';
import { getCustomerProject } from './get-customer-project';
import { hireProvider } from './hire-provider';
import { listCustomerProjects } from './list-customer-projects';
import { postCustomerProject } from './post-customer-project';
import { reviewCustomerProject } from './review-customer-project';

/** The customer's side of the marketplace (CONTRACT §5): every call is on the caller's own projects. */
const customerProjectsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, storage: store } = app;

  app.endpoint(endpoints.postCustomerProject, async ({ principal, body, parts, request }) => {
    const posted = await postCustomerProject({
      db,
      store,
      config,
      customerUserId: principal.userId,
      // CONTRACT §5: JSON without files, multipart with them.
      ...(parts ? { parts } : { fields: body }),
      log: request.log,
    });
    const message = posted.contact_details_masked
      ? `${projectMessages.projectPosted}. ${projectMessages.contactDetailsNotice}`
      : projectMessages.projectPosted;
    return ok(posted, message);
  });

  app.endpoint(endpoints.listCustomerProjects, async ({ principal }) =>
    ok({ projects: await listCustomerProjects({ db, config, customerUserId: principal.userId }) }),
  );

  app.endpoint(endpoints.getCustomerProject, async ({ principal, params }) =>
    ok({ project: await getCustomerProject({ db, config, customerUserId: principal.userId, projectId: params.id }) }),
  );

  app.endpoint(endpoints.editCustomerProject, async ({ principal, params, body }) => {
    const project = await editCustomerProject({
      db,
      config,
      customerUserId: principal.userId,
      projectId: params.id,
      changes: body,
    });
    return ok({ project }, customerProjectMessages.edited);
  });

  app.endpoint(endpoints.closeCustomerProject, async ({ principal, params }) => {
    const project = await closeCustomerProject({ db, config, customerUserId: principal.userId, projectId: params.id });
    return ok({ project }, customerProjectMessages.closed);
  });

  app.endpoint(endpoints.hireProvider, async ({ principal, params, body }) => {
    const project = await hireProvider({
      db,
      config,
      processor: app.payments,
      customerUserId: principal.userId,
      projectId: params.id,
      bidId: body.bid_id,
    });
    return ok({ project }, projectMessages.hired);
  });

  app.endpoint(endpoints.completeCustomerProject, async ({ principal, params }) => {
    const project = await completeCustomerProject({
      db,
      config,
      customerUserId: principal.userId,
      projectId: params.id,
    });
    return ok({ project }, projectMessages.completed);
  });

  app.endpoint(endpoints.reviewCustomerProject, async ({ principal, params, body }) => {
    const project = await reviewCustomerProject({
      db,
      config,
      customerUserId: principal.userId,
      projectId: params.id,
      rating: body.ratings,
      comment: body.description,
    });
    return ok({ project }, projectMessages.reviewSaved);
  });
};

export default customerProjectsRoutes;
