import { subscriptionMessages as m, PRO_UPGRADE_TASK } from '@homebid/contracts/subscriptions';
import { walletMessages } from '@homebid/contracts/wallet';
import { rows } from '@homebid/db/client';
import { cardPayments, notifications, providerSubscriptions, providers, sandboxCharges } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargerOf, renewSubscriptions } from '../../../src/modules/subscriptions';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { CARDS, saveCard } from './cards';

describe.each(dialects())('Pro+ subscriptions on %s', (dialect) => {
  let t: TestApp;
  let plans: Array<{ id: number; title: string; allow_monthly: boolean; allow_yearly: boolean }>;

  const call = (method: 'GET' | 'POST', url: string, headers: SessionHeaders, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url: `/api/v2/providers/${url}`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      ...(payload ? { payload } : {}),
    });

  async function newProvider() {
    const user = await createUser(t.db, { role: 'provider' });
    return { user, headers: await signIn(t.app, user), providerId: user.providerId as number };
  }
  const isPro = async (providerId: number) =>
    (await t.db.select({ v: providers.isProProvider }).from(providers).where(eq(providers.id, providerId)))[0]?.v;
  const charges = async (providerId: number) =>
    t.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.providerId, providerId), eq(cardPayments.purpose, 'subscription')));
  const planBoth = () => plans.find((p) => p.allow_monthly && p.allow_yearly) as (typeof plans)[number];
  const planMonthlyOnly = () => plans.find((p) => p.allow_monthly && !p.allow_yearly) as (typeof plans)[number];
  /** Moves the subscription's period into the past (as if its end date came). */
  const endPeriod = (id: number) =>
    t.db.execute(
      sql`update provider_subscriptions set current_period_start = now() - interval '1 month 1 minute',
            current_period_end = now() - interval '1 minute' where id = ${id}`,
    );
  /** The job's work, as the scheduler runs it, with the app's processor. */
  const charger = async () => chargerOf(t.db, t.app.payments);

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const { headers } = await newProvider();
    const response = await call('GET', 'pro_plans', headers);
    expect(response.statusCode).toBe(200);
    plans = response.json().data;
  });
  afterAll(() => t?.close());

  it('lists the plans: prices in dollars, the yearly saving, and a plan lacking a cycle', async () => {
    expect(plans.length).toBeGreaterThanOrEqual(3);
    const both = (await call('GET', 'pro_plans', (await newProvider()).headers))
      .json()
      .data.find((p: { id: number }) => p.id === planBoth().id);
    expect(both).toMatchObject({ monthly_price: 49.99, yearly_price: 479.88, annual_price: 599.88 });
    expect(both.discounted_annual_price).toBe(479.88);
    expect(both.total_discount_value).toBeCloseTo(120, 2);
    expect(both.annual_price_discount).toBe(20);
    expect(plans.some((p) => !p.allow_monthly || !p.allow_yearly)).toBe(true);
    expect(plans.every((p) => typeof (p as unknown as { skip_wallet: unknown }).skip_wallet === 'boolean')).toBe(true);
  });

  it('answers an empty current package to a provider who never subscribed, and refuses signed-out calls', async () => {
    const { headers } = await newProvider();
    const response = await call('GET', 'current_package', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      package: null,
      subscription: null,
      is_pro_provider: false,
      package_status: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/providers/current_package' })).statusCode).toBe(401);
  });

  it('checks the upgrade form with the spec’s messages', async () => {
    const { headers } = await newProvider();
    const empty = await call('POST', 'upgrade_to_pro', headers, {});
    expectErrorEnvelope(empty, 422);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([m.selectPlanTier, m.selectBillingCycle, m.selectPaymentMethod]),
    );
    const pm = await saveCard(t.app, headers);
    expectErrorEnvelope(
      await call('POST', 'upgrade_to_pro', headers, { package_id: 999999, plan: 'monthly', payment_method: pm }),
      404,
      m.planNotFound,
    );
    expectErrorEnvelope(
      await call('POST', 'upgrade_to_pro', headers, {
        package_id: planMonthlyOnly().id,
        plan: 'yearly',
        payment_method: pm,
      }),
      422,
      m.cycleNotOffered,
    );
    expectErrorEnvelope(
      await call('POST', 'upgrade_to_pro', headers, { package_id: 'abc', plan: 'weekly', payment_method: pm }),
      422,
    );
  });

  it('refuses another provider’s card and a declined card, changing nothing', async () => {
    const { headers, providerId } = await newProvider();
    const other = await newProvider();
    const othersCard = await saveCard(t.app, other.headers);
    expectErrorEnvelope(
      await call('POST', 'upgrade_to_pro', headers, {
        package_id: planBoth().id,
        plan: 'monthly',
        payment_method: othersCard,
      }),
      422,
      m.cardNotFound,
    );
    const declined = await saveCard(t.app, headers, CARDS.declined);
    const refused = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planBoth().id,
      plan: 'monthly',
      payment_method: declined,
    });
    expectErrorEnvelope(refused, 422);
    const poor = await saveCard(t.app, headers, CARDS.insufficientFunds);
    expectErrorEnvelope(
      await call('POST', 'upgrade_to_pro', headers, {
        package_id: planBoth().id,
        plan: 'monthly',
        payment_method: poor,
      }),
      422,
    );
    expect(await isPro(providerId)).toBe(false);
    expect(
      await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.providerId, providerId)),
    ).toEqual([]);
    expect((await charges(providerId)).every((row) => row.status === 'failed')).toBe(true);
    expect((await call('GET', 'current_package', headers)).json().data.subscription).toBeNull();
  });

  it('subscribes once per Idempotency-Key, turns Pro on and notifies', async () => {
    const { user, headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const body = { package_id: planBoth().id, plan: 'yearly', payment_method: pm, user_id: 12345 };
    const first = await call('POST', 'upgrade_to_pro', headers, body, 'upgrade-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data.is_pro_provider).toBe(true);
    expect(data.package_status).toBe('active');
    expect(data.package).toMatchObject({ id: planBoth().id, skip_wallet: false });
    expect(data.subscription).toMatchObject({ plan: 'annual', status: 'active', amount: 479.88, cancelled_at: null });
    expect(new Date(data.subscription.end_date).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const again = await call('POST', 'upgrade_to_pro', headers, body, 'upgrade-key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.subscription.id).toBe(data.subscription.id);
    const paid = await charges(providerId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'succeeded', amountCents: 47_988, subscriptionId: data.subscription.id });
    const processorCharges = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, paid[0].processorIdempotencyKey));
    expect(processorCharges).toHaveLength(1);
    expect(await isPro(providerId)).toBe(true);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.taskName, PRO_UPGRADE_TASK)));
    expect(told).toHaveLength(1);
    // A second subscription is refused; the profile shows Pro.
    expectErrorEnvelope(await call('POST', 'upgrade_to_pro', headers, body, 'upgrade-key-2'), 409, m.alreadySubscribed);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/providers/current_package', headers });
    expect(profile.json().data.subscription.id).toBe(data.subscription.id);
  });

  it('three upgrades at once make one subscription; any other charge is given back', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const body = { package_id: planBoth().id, plan: 'monthly', payment_method: pm };
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((k) => call('POST', 'upgrade_to_pro', headers, body, `race-${providerId}-${k}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectErrorEnvelope(refused, 409, m.alreadySubscribed);
    const live = await t.db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.providerId, providerId));
    expect(live).toHaveLength(1);
    const keys = (await charges(providerId)).map((row) => row.processorIdempotencyKey);
    const [net] = await rows<{ net: number }>(
      t.db,
      sql`select coalesce(sum(amount_cents - refunded_cents), 0)::int as net from sandbox_charges
          where status = 'succeeded' and idempotency_key in (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})`,
    );
    expect(Number(net?.net)).toBe(4999);
  });

  it('changes plan and cycle by charging the new period, and refuses the same plan and cycle', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const start = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planMonthlyOnly().id,
      plan: 'monthly',
      payment_method: pm,
    });
    expect(start.statusCode, start.body).toBe(200);
    expectErrorEnvelope(
      await call('POST', 'upgrade_package', headers, {
        package_id: planMonthlyOnly().id,
        plan: 'monthly',
        payment_method: pm,
      }),
      422,
      m.samePlanAndCycle,
    );
    const changed = await call(
      'POST',
      'upgrade_package',
      headers,
      { package_id: planBoth().id, plan: 'annual', payment_method: pm },
      'change-1',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(m.packageUpgraded('annual'));
    expect(changed.json().data.subscription).toMatchObject({ plan: 'annual', amount: 479.88, status: 'active' });
    expect(changed.json().data.subscription.id).toBe(start.json().data.subscription.id);
    const retried = await call(
      'POST',
      'upgrade_package',
      headers,
      { package_id: planBoth().id, plan: 'annual', payment_method: pm },
      'change-1',
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await charges(providerId)).filter((row) => row.status === 'succeeded')).toHaveLength(2);
  });

  it('cancels (features kept until the end date), resumes, and keeps other providers out', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const start = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planBoth().id,
      plan: 'monthly',
      payment_method: pm,
    });
    const id = start.json().data.subscription.id as number;
    const other = await newProvider();
    expectErrorEnvelope(
      await call('POST', 'cancel_subscription', other.headers, { subscription_id: id }),
      404,
      m.subscriptionNotFound,
    );
    expectErrorEnvelope(await call('POST', 'cancel_subscription', headers, {}), 422, m.subscriptionIdMissing);
    expectErrorEnvelope(
      await call('POST', 'resume_subscription', headers, { subscription_id: id }),
      422,
      m.onlyCancelledResumed,
    );
    const cancelled = await call('POST', 'cancel_subscription', headers, {
      subscription_id: id,
      package_id: planBoth().id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ is_pro_provider: true, package_status: 'cancelled' });
    expect(cancelled.json().data.subscription).toMatchObject({ status: 'cancelled', next_cycle_start: null });
    expect(cancelled.json().data.subscription.cancelled_at).not.toBeNull();
    expect(await isPro(providerId)).toBe(true);
    expectErrorEnvelope(
      await call('POST', 'cancel_subscription', headers, { subscription_id: id }),
      422,
      m.onlyActiveCancelled,
    );
    expectErrorEnvelope(await call('POST', 'resume_subscription', other.headers, { subscription_id: id }), 404);
    const resumed = await call('POST', 'resume_subscription', headers, { subscription_id: String(id) });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.subscription).toMatchObject({ status: 'active', cancelled_at: null });
    // Cancelled again and past its end: the job expires it and Pro goes off.
    await call('POST', 'cancel_subscription', headers, { subscription_id: id });
    await endPeriod(id);
    const result = await renewSubscriptions({ db: t.db, charger: await charger() });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await isPro(providerId)).toBe(false);
    expect((await call('GET', 'current_package', headers)).json().data).toMatchObject({
      subscription: null,
      is_pro_provider: false,
    });
    expectErrorEnvelope(
      await call('POST', 'resume_subscription', headers, { subscription_id: id }),
      422,
      m.subscriptionEnded,
    );
    // Nothing was charged for the cancelled period.
    expect((await charges(providerId)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('renews on the end date once per period, through the scheduled job', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const start = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planBoth().id,
      plan: 'monthly',
      payment_method: pm,
    });
    const id = start.json().data.subscription.id as number;
    await endPeriod(id);
    await t.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = 'renew-subscriptions'`);
    const ran = await t.app.scheduler.tick();
    expect(ran).toContain('renew-subscriptions');
    await renewSubscriptions({ db: t.db, charger: await charger() });
    const paid = (await charges(providerId)).filter((row) => row.status === 'succeeded');
    expect(paid).toHaveLength(2);
    expect(paid[1]).toMatchObject({ amountCents: 4999, subscriptionId: id });
    const [row] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    expect(row.status).toBe('active');
    expect(row.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(await isPro(providerId)).toBe(true);
  });

  it('a renewal charged by a run that died before applying it is applied, not charged again', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const start = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planBoth().id,
      plan: 'monthly',
      payment_method: pm,
    });
    const id = start.json().data.subscription.id as number;
    await endPeriod(id);
    const [row] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    const key = `subscription:renewal:${id}:${(row as { currentPeriodEnd: Date }).currentPeriodEnd.toISOString()}:1`;
    // The dead run: its charge went through at the processor and was recorded as succeeded.
    const charged = await chargerOf(t.db, t.app.payments).charge({
      paymentMethodId: pm,
      providerId,
      amountCents: 4999,
      idempotencyKey: key,
      description: 'renewal',
    });
    expect(charged.ok).toBe(true);
    await t.db.insert(cardPayments).values({
      providerId,
      processor: 'sandbox',
      processorPaymentId: charged.ok ? charged.id : null,
      processorIdempotencyKey: key,
      purpose: 'subscription',
      amountCents: 4999,
      status: 'succeeded',
      subscriptionId: id,
    });
    await renewSubscriptions({ db: t.db, charger: await charger() });
    await renewSubscriptions({ db: t.db, charger: await charger() });
    expect((await charges(providerId)).filter((c) => c.status === 'succeeded')).toHaveLength(2);
    const [after] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    expect(after?.status).toBe('active');
    expect(after?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
  });

  it('refuses an Idempotency-Key reused for a different request', async () => {
    const { headers } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const first = await call(
      'POST',
      'upgrade_to_pro',
      headers,
      { package_id: planBoth().id, plan: 'monthly', payment_method: pm },
      'reused-key',
    );
    expect(first.statusCode, first.body).toBe(200);
    expectErrorEnvelope(
      await call(
        'POST',
        'upgrade_to_pro',
        headers,
        { package_id: planBoth().id, plan: 'annual', payment_method: pm },
        'reused-key',
      ),
      422,
      walletMessages.idempotencyKeyReused,
    );
  });

  it('a refused renewal is past due and retried, then expires after the grace days', async () => {
    const { headers, providerId } = await newProvider();
    const pm = await saveCard(t.app, headers);
    const start = await call('POST', 'upgrade_to_pro', headers, {
      package_id: planBoth().id,
      plan: 'monthly',
      payment_method: pm,
    });
    const id = start.json().data.subscription.id as number;
    // The card stops working (the sandbox method now declines).
    await t.db.execute(sql`update sandbox_payment_methods set outcome = 'card_declined' where id = ${pm}`);
    await endPeriod(id);
    const first = await renewSubscriptions({ db: t.db, charger: await charger() });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    let [row] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    expect(row.status).toBe('past_due');
    expect(await isPro(providerId)).toBe(true);
    await renewSubscriptions({ db: t.db, charger: await charger() });
    const attempts = (await charges(providerId)).filter((c) => c.status === 'failed');
    expect(attempts).toHaveLength(2);
    // The card works again: the next run charges the period once.
    await t.db.execute(sql`update sandbox_payment_methods set outcome = 'succeeded' where id = ${pm}`);
    await renewSubscriptions({ db: t.db, charger: await charger() });
    await renewSubscriptions({ db: t.db, charger: await charger() });
    expect((await charges(providerId)).filter((c) => c.status === 'succeeded')).toHaveLength(2);
    [row] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    expect(row.status).toBe('active');
    // Refused again past the grace days: expired, Pro off.
    await t.db.execute(sql`update sandbox_payment_methods set outcome = 'card_declined' where id = ${pm}`);
    await t.db.execute(
      sql`update provider_subscriptions set current_period_start = now() - interval '2 months',
            current_period_end = now() - interval '10 days' where id = ${id}`,
    );
    await renewSubscriptions({ db: t.db, charger: await charger() });
    await renewSubscriptions({ db: t.db, charger: await charger() });
    [row] = await t.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id));
    expect(row.status).toBe('expired');
    expect(await isPro(providerId)).toBe(false);
  });
});
