import * as endpoints from '@homebid/contracts/endpoints/billing';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { getBillingReceipt } from './get-billing-receipt';
import { listBilling } from './list-billing';

/** Billing history and receipts (read only). */
const billingRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.endpoint(endpoints.listBilling, async ({ principal, query }) =>
    ok(await listBilling({ db, providerId: providerIdOf(principal), page: query.page })),
  );

  app.endpoint(endpoints.getBillingReceipt, async ({ principal, params }) =>
    ok(await getBillingReceipt({ db, providerId: providerIdOf(principal), id: params.id })),
  );
};

export default billingRoutes;
