// Spec 'portal-projects-leads-money' §3 'Profile subscription fields': GET /api/user_profile.json
// carries package_status (active or cancelled), subscription_id and package.updated_at beside
// is_pro_provider. The profile answer is kept per providers.profile_revision, so a subscription's
// change (a cancel touches no providers row) must move the revision or the answer would be stale.
import { providerSubscriptions } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { saveCard } from '../subscriptions/cards';

describe.each(dialects())('the profile’s subscription fields on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const profile = async (headers: SessionHeaders) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user_profile.json', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const post = async (url: string, headers: SessionHeaders, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v2/providers/${url}`, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('follows upgrade, cancel and resume, read after each (the cached answer never lags)', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const headers = await signIn(t.app, user);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v2/providers/pro_plans', headers })).json().data;
    const plan = plans.find((p: { allow_monthly: boolean }) => p.allow_monthly);

    expect(await profile(headers)).toMatchObject({
      is_pro_provider: false,
      package_status: null,
      subscription_id: null,
      package: null,
    });

    const payment_method = await saveCard(t.app, headers);
    await post('upgrade_to_pro', headers, { package_id: plan.id, plan: 'monthly', payment_method });
    const [subscription] = await t.db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.providerId, user.providerId as number));
    const upgraded = await profile(headers);
    expect(upgraded).toMatchObject({
      is_pro_provider: true,
      package_status: 'active',
      subscription_id: subscription.id,
      package: { id: plan.id, title: plan.title },
    });
    expect(Date.parse(upgraded.package.updated_at)).toBe(subscription.updatedAt.getTime());

    // Cancelling changes only the subscription row: Pro stays until the period's end.
    await post('cancel_subscription', headers, { package_id: plan.id, subscription_id: subscription.id });
    const cancelled = await profile(headers);
    expect(cancelled).toMatchObject({
      is_pro_provider: true,
      package_status: 'cancelled',
      subscription_id: subscription.id,
    });
    expect(Date.parse(cancelled.package.updated_at)).toBeGreaterThanOrEqual(Date.parse(upgraded.package.updated_at));

    await post('resume_subscription', headers, { subscription_id: subscription.id });
    expect(await profile(headers)).toMatchObject({ package_status: 'active', subscription_id: subscription.id });

    // Any writer (the renewal job, an operator) is seen too: an expired subscription leaves no fields.
    await t.db.execute(sql`update provider_subscriptions set status = 'expired' where id = ${subscription.id}`);
    expect(await profile(headers)).toMatchObject({ package_status: null, subscription_id: null, package: null });
  });
});
