import * as endpoints from '@homebid/contracts/endpoints/saved-searches';
import { savedSearchMessages } from '@homebid/contracts/saved-searches';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { createSavedSearch } from './create-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearches } from './list-saved-searches';
import { updateSavedSearch } from './update-saved-search';

/** Saved searches: every call is the signed-in provider's, on its own searches. */
const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.endpoint(endpoints.listSavedSearches, async ({ principal }) =>
    ok(await listSavedSearches(db, providerIdOf(principal))),
  );

  app.endpoint(endpoints.createSavedSearch, async ({ principal, body }) => {
    const savedSearch = await createSavedSearch({ db, providerId: providerIdOf(principal), fields: body });
    return ok({ saved_search: savedSearch }, savedSearchMessages.created);
  });

  app.endpoint(endpoints.updateSavedSearch, async ({ principal, params, body }) => {
    const savedSearch = await updateSavedSearch({
      db,
      providerId: providerIdOf(principal),
      id: params.id,
      fields: body,
    });
    return ok({ saved_search: savedSearch }, savedSearchMessages.updated);
  });

  app.endpoint(endpoints.deleteSavedSearch, async ({ principal, params }) => {
    await deleteSavedSearch(db, providerIdOf(principal), params.id);
    return ok({ id: params.id }, savedSearchMessages.deleted);
  });
};

export default savedSearchesRoutes;
