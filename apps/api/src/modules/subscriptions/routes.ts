import * as endpoints from '@homebid/contracts/endpoints/subscriptions';
import { subscriptionMessages as m } from '@homebid/contracts/subscriptions';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { announceToUsers } from '../notifications';
import { providerIdOf } from '../sessions';
import { idempotencyKeyOf, withIdempotency } from '../wallet';
import { chargerOf } from './card-charger';
import { cancelSubscription, resumeSubscription, upgradePackage, upgradeToPro } from './change-subscription';
import { loadCurrentPackage } from './current-package';
import { listProPlans } from './pro-plans';

/** Every signed-in device of the provider fetches its plan again (live, after the change committed). */
const PLAN_CHANGED = { type: 'subscription' } as const;

/** Pro+ (spec §2 Become a Pro, Manage Subscription). */
const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const charger = () => chargerOf(db, app.payments);

  app.endpoint(endpoints.listProPlans, async () => ok(await listProPlans(db)));

  app.endpoint(endpoints.getCurrentPackage, async ({ principal }) =>
    ok(await loadCurrentPackage(db, providerIdOf(principal))),
  );

  app.endpoint(endpoints.upgradeToPro, async ({ principal, body, request }) => {
    const providerId = providerIdOf(principal);
    const key = idempotencyKeyOf(request);
    const change = await withIdempotency({
      db,
      providerId,
      key,
      request: { method: 'POST', path: endpoints.upgradeToPro.path, body: request.body },
      run: () =>
        upgradeToPro({
          db,
          charger: charger(),
          providerId,
          packageId: body.package_id,
          cycle: body.plan,
          paymentMethod: body.payment_method,
          requestKey: key,
        }),
    });
    await announceToUsers(app.live, [principal.userId], PLAN_CHANGED);
    return ok(change, m.upgraded);
  });

  app.endpoint(endpoints.upgradePackage, async ({ principal, body, request }) => {
    const providerId = providerIdOf(principal);
    const key = idempotencyKeyOf(request);
    const change = await withIdempotency({
      db,
      providerId,
      key,
      request: { method: 'POST', path: endpoints.upgradePackage.path, body: request.body },
      run: () =>
        upgradePackage({
          db,
          charger: charger(),
          providerId,
          packageId: body.package_id,
          cycle: body.plan,
          paymentMethod: body.payment_method,
          requestKey: key,
        }),
    });
    await announceToUsers(app.live, [principal.userId], PLAN_CHANGED);
    return ok(change, m.packageUpgraded(body.plan));
  });

  app.endpoint(endpoints.cancelSubscription, async ({ principal, body }) => {
    const change = await cancelSubscription({
      db,
      providerId: providerIdOf(principal),
      subscriptionId: body.subscription_id,
    });
    await announceToUsers(app.live, [principal.userId], PLAN_CHANGED);
    return ok(change, m.cancelled);
  });

  app.endpoint(endpoints.resumeSubscription, async ({ principal, body }) => {
    const change = await resumeSubscription({
      db,
      providerId: providerIdOf(principal),
      subscriptionId: body.subscription_id,
    });
    await announceToUsers(app.live, [principal.userId], PLAN_CHANGED);
    return ok(change, m.resumed);
  });
};

export default subscriptionsRoutes;
