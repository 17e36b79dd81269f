import * as endpoints from '@homebid/contracts/endpoints/wallet';
import { walletMessages } from '@homebid/contracts/wallet';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { createSandboxPaymentMethod } from './create-sandbox-payment-method';

/** CONTRACT §6a: which processor serves the card forms, and the sandbox's payment methods. */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  app.endpoint(endpoints.getPaymentsConfig, async () => ({
    data: { provider: app.payments.name, publishable_key: app.payments.publishableKey },
  }));

  app.endpoint(
    endpoints.createSandboxPaymentMethod,
    async ({ body }) => {
      if (app.payments.name !== 'sandbox') throw new AppError('not_found', walletMessages.sandboxDisabled);
      return {
        data: await createSandboxPaymentMethod({
          db: app.db,
          number: body.number,
          expMonth: body.exp_month,
          expYear: body.exp_year,
        }),
      };
    },
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
};

export default paymentsRoutes;
