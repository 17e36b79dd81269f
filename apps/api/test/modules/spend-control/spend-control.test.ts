import { spendMessages } from '@homebid/contracts/spend-control';
import { walletMessages } from '@homebid/contracts/wallet';
import { rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { saveCard } from '../subscriptions/cards';

describe.each(dialects())('spend control and return on spend on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;

  const controls = (headers: SessionHeaders, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/v2/providers/spend_controls',
      headers,
      ...(payload ? { payload } : {}),
    });
  const buy = (projectId: number, headers: SessionHeaders) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/wallets/update',
      headers,
      payload: { payment_type: 'debit', category: 'Lead Contact Purchase', project_id: projectId },
    });
  const balance = async (headers: SessionHeaders) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/providers/wallets', headers })).json().data.amount as number;
  const newProject = () => createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });

  async function fundedPro() {
    const user = await createUser(t.db, { role: 'provider' });
    const providerId = user.providerId as number;
    await setUpProvider(t.db, providerId, { subTypeIds: [subTypes[0].id] });
    const headers = await signIn(t.app, user);
    const pm = await saveCard(t.app, headers);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v2/providers/wallet_plans', headers })).json().data;
    const hundred = plans.find((plan: { amount: number }) => plan.amount === 100);
    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/add_amount_to_wallet',
      headers,
      payload: { plan_id: hundred.id, payment_method: pm },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    return { user, providerId, headers };
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer' });
  });
  afterAll(() => t?.close());

  it('has no caps by default and checks what is saved', async () => {
    const { headers } = await fundedPro();
    const empty = await controls(headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({
      daily_cap: null,
      weekly_cap: null,
      per_lead_max: null,
      spent_last_24_hours: 0,
      spent_last_7_days: 0,
      remaining_now: null,
    });
    expectErrorEnvelope(await controls(headers, { daily_cap: '0.50' }), 422, spendMessages.capInvalid);
    expectErrorEnvelope(await controls(headers, { daily_cap: 'ten' }), 422, spendMessages.capInvalid);
    expectErrorEnvelope(await controls(headers, { daily_cap: 12.345 }), 422, spendMessages.capInvalid);
    expectErrorEnvelope(
      await controls(headers, { daily_cap: 50, weekly_cap: 40 }),
      422,
      spendMessages.weeklyBelowDaily,
    );
    expectErrorEnvelope(await controls(headers, { monthly_cap: 50 }), 422);
    const saved = await controls(headers, { daily_cap: '30', weekly_cap: 100.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(spendMessages.saved);
    expect(saved.json().data).toMatchObject({
      daily_cap: 30,
      weekly_cap: 100.5,
      per_lead_max: null,
      remaining_now: 30,
    });
    // An absent field keeps its value; null or '' removes it.
    const kept = await controls(headers, { per_lead_max: 40 });
    expect(kept.json().data).toMatchObject({ daily_cap: 30, weekly_cap: 100.5, per_lead_max: 40 });
    const removed = await controls(headers, { daily_cap: null, weekly_cap: '' });
    expect(removed.json().data).toMatchObject({ daily_cap: null, weekly_cap: null, per_lead_max: 40 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/providers/spend_controls' })).statusCode).toBe(401);
  });

  it('refuses a wallet purchase over the daily cap or the per-lead maximum, moving no money', async () => {
    const { headers, providerId } = await fundedPro();
    const other = await fundedPro();
    await controls(headers, { daily_cap: 30 });
    const first = await newProject();
    const second = await newProject();
    expect((await buy(first.id, headers)).statusCode).toBe(200);
    expect(await balance(headers)).toBe(75);
    expectErrorEnvelope(await buy(second.id, headers), 422, spendMessages.overDaily(2500, 3000, 500));
    expect(await balance(headers)).toBe(75);
    expect((await controls(headers)).json().data).toMatchObject({ spent_last_24_hours: 25, remaining_now: 5 });
    // Another provider's caps are their own.
    expect((await buy(second.id, other.headers)).statusCode).toBe(200);
    await controls(headers, { daily_cap: null, per_lead_max: 20 });
    expectErrorEnvelope(await buy(second.id, headers), 422, spendMessages.overPerLead(2500, 2000));
    await controls(headers, { per_lead_max: null, weekly_cap: 40 });
    expectErrorEnvelope(await buy(second.id, headers), 422, spendMessages.overWeekly(2500, 4000, 1500));
    await controls(headers, { weekly_cap: null });
    expect((await buy(second.id, headers)).statusCode).toBe(200);
    expect(await balance(headers)).toBe(50);
    // The ledger still sums to the balance.
    const [sum] = await rows<{ total: number }>(
      t.db,
      sql`select coalesce(sum(case when t.direction = 'credit' then t.amount_cents else -t.amount_cents end), 0)::int as total
          from wallet_transactions t join wallets w on w.id = t.wallet_id where w.provider_id = ${providerId}`,
    );
    expect(Number(sum?.total)).toBe(5000);
  });

  it('a cap holds under concurrent purchases', async () => {
    const { headers } = await fundedPro();
    await controls(headers, { daily_cap: 50 });
    const projects = await Promise.all([1, 2, 3, 4, 5].map(() => newProject()));
    const answers = await Promise.all(projects.map((project) => buy(project.id, headers)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 422)).toBe(true);
    expect(await balance(headers)).toBe(50);
  });

  it('shows per month leads bought, spent, hires won and cost per hire', async () => {
    const { headers, providerId } = await fundedPro();
    const empty = await t.app.inject({ method: 'GET', url: '/api/v2/providers/return_on_spend', headers });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({
      months: [],
      totals: { leads_bought: 0, lead_spend: 0, hires_won: 0, cost_per_hire: null },
    });
    const won = await newProject();
    const lost = await newProject();
    expect((await buy(won.id, headers)).statusCode).toBe(200);
    expect((await buy(lost.id, headers)).statusCode).toBe(200);
    await t.db.execute(
      sql`update projects set status = 'hired', hired_provider_id = ${providerId}, hired_at = now() where id = ${won.id}`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/providers/return_on_spend?months=3', headers });
    expect(response.statusCode, response.body).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(response.json().data).toEqual({
      months: [{ month, leads_bought: 2, lead_spend: 50, hires_won: 1, cost_per_hire: 50 }],
      totals: { leads_bought: 2, lead_spend: 50, hires_won: 1, cost_per_hire: 50 },
    });
    expectErrorEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/v2/providers/return_on_spend?months=99', headers }),
      422,
    );
    expect(walletMessages.insufficientFunds).toBe('Insufficient funds');
  });
});
