import * as endpoints from '@homebid/contracts/endpoints/leads';
import { leadPaymentMessages as m } from '@homebid/contracts/leads';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { idempotencyKeyOf } from '../wallet';
import { announceLeadUnlocked } from './announce-lead-unlocked';
import { getLeadPaymentDetails } from './lead-payment-details';
import { confirmLeadPayment, initiateLeadPayment } from './pay-lead-by-card';

/** Paying a lead by card (spec §2 Lead payment /lead-payment/{id}/{project_id}). */
const leadPaymentsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  app.endpoint(endpoints.getLeadPaymentDetails, async ({ principal, query }) =>
    ok(
      await getLeadPaymentDetails({
        db,
        config,
        processor: app.payments,
        providerId: providerIdOf(principal),
        projectId: query.project_id,
      }),
    ),
  );

  app.endpoint(endpoints.initiateLeadPayment, async ({ principal, body, request }) =>
    ok(
      await initiateLeadPayment({
        db,
        processor: app.payments,
        providerId: providerIdOf(principal),
        projectId: body.project_id,
        claimedProviderId: body.provider_id,
        leadFee: body.lead_fee,
        requestKey: idempotencyKeyOf(request),
      }),
    ),
  );

  app.endpoint(endpoints.confirmLeadPayment, async ({ principal, body }) => {
    const providerId = providerIdOf(principal);
    const paid = await confirmLeadPayment({
      db,
      processor: app.payments,
      providerId,
      projectId: body.project_id,
      paymentIntentId: body.payment_intent_id,
      paymentMethodId: body.payment_method_id,
      claimedProviderId: body.provider_id,
    });
    await announceLeadUnlocked(app, body.project_id, providerId);
    return ok(paid, m.paid);
  });
};

export default leadPaymentsRoutes;
