import * as endpoints from '@homebid/contracts/endpoints/wallet';
import { walletMessages } from '@homebid/contracts/wallet';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { addAmountToWallet } from './add-amount-to-wallet';
import { addCard, cardJson, destroyCard, listCards } from './cards';
import { getWallet } from './get-wallet';
import { idempotencyKeyOf, withIdempotency } from './idempotency';
import { listWalletPlans } from './wallet-plans';

/** Cards and the wallet (spec §2 Wallet history, Add funds; §7). */
const walletRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.endpoint(endpoints.getWalletCards, async ({ principal }) => {
    const cards = await listCards(db, app.payments, providerIdOf(principal));
    return ok({ stripe_card_details: cards.map(cardJson) });
  });

  app.endpoint(endpoints.addCard, async ({ principal, body }) => {
    const card = await addCard({
      db,
      processor: app.payments,
      providerId: providerIdOf(principal),
      paymentMethodId: body.payment_method,
    });
    return ok({ card: cardJson(card) }, walletMessages.cardAdded);
  });

  app.endpoint(endpoints.destroyCard, async ({ principal, body }) => {
    await destroyCard({
      db,
      processor: app.payments,
      providerId: providerIdOf(principal),
      paymentMethodId: body.payment_method_id,
    });
    return ok({ payment_method_id: body.payment_method_id }, walletMessages.cardRemoved);
  });

  app.endpoint(endpoints.getWallet, async ({ principal, query }) =>
    ok(await getWallet({ db, providerId: providerIdOf(principal), page: query.page, perPage: query.per_page })),
  );

  app.endpoint(endpoints.listWalletPlans, async () => ok(await listWalletPlans(db)));

  app.endpoint(endpoints.addAmountToWallet, async ({ principal, body, request }) => {
    const providerId = providerIdOf(principal);
    const key = idempotencyKeyOf(request);
    return withIdempotency({
      db,
      providerId,
      key,
      request: {
        method: 'POST',
        path: endpoints.addAmountToWallet.path,
        body: { plan_id: body.plan_id, payment_method: body.payment_method },
      },
      run: async () =>
        ok(
          await addAmountToWallet({
            db,
            processor: app.payments,
            providerId,
            planId: body.plan_id,
            paymentMethodId: body.payment_method,
            idempotencyKey: key,
          }),
          walletMessages.walletFunded,
        ),
    });
  });
};

export default walletRoutes;
