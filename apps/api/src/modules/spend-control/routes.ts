import * as endpoints from '@homebid/contracts/endpoints/spend-control';
import { spendMessages } from '@homebid/contracts/spend-control';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { getReturnOnSpend } from './return-on-spend';
import { getSpendControls, saveSpendControls } from './spend-controls';

/** Spend caps and return on spend on the wallet page. */
const spendControlRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.endpoint(endpoints.getSpendControls, async ({ principal }) =>
    ok(await getSpendControls({ db, providerId: providerIdOf(principal) })),
  );

  app.endpoint(endpoints.saveSpendControls, async ({ principal, body }) =>
    ok(await saveSpendControls({ db, providerId: providerIdOf(principal), changes: body }), spendMessages.saved),
  );

  app.endpoint(endpoints.getReturnOnSpend, async ({ principal, query }) =>
    ok(await getReturnOnSpend({ db, providerId: providerIdOf(principal), months: query.months })),
  );
};

export default spendControlRoutes;
