import { LEAD_UNLOCK_CAP, leadMessages } from '@homebid/contracts/leads';
import { projectTexts } from '@homebid/contracts/projects';
import { walletMessages } from '@homebid/contracts/wallet';
import { providers } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../src/admin';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { twoSubTypes } from '../../helpers/marketplace';
import { money, type Provider } from '../wallet/support';

describe.each(dialects())('buying leads on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  // Starting the app on a busy two-core machine can outlast the default hook timeout.
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  const detail = async (p: Provider, projectId: number) => {
    const response = await m.call('GET', `/v2/providers/projects/${projectId}`, p.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const buy = (p: Provider, projectId: number, key?: string) =>
    m.call(
      'POST',
      '/v2/providers/wallets/update',
      p.headers,
      { payment_type: 'debit', category: 'Lead Contact Purchase', project_id: projectId, user_id: p.userId },
      key,
    );

  it('shows the lead card before purchase: price and how, unlocks of 4, age, phone verified; no contact', async () => {
    const pat = await m.provider();
    const project = await m.project({ createdAt: new Date(Date.now() - 3 * 3600_000) });
    const data = await detail(pat, project.id);
    expect(data).toMatchObject({
      lead_fee: 25,
      discounted_price: 25,
      discount: 0,
      refund_status: null,
      can_provider_contact_customer: false,
      consumer_mobile: null,
      consumer_email: null,
    });
    expect(data.lead).toMatchObject({
      price: 25,
      discounted_price: 25,
      is_purchased: false,
      can_purchase: true,
      unavailable_reason: null,
      unlock_count: 0,
      unlock_cap: LEAD_UNLOCK_CAP,
      phone_verified: true,
      wallet_history_id: null,
    });
    expect(data.lead.explanation).toContain('$25.00 for');
    expect(data.lead.age_seconds).toBeGreaterThanOrEqual(3 * 3600 - 5);
  });

  it("refuses with 'Insufficient funds' and changes nothing when the balance is below the price", async () => {
    const pat = await m.provider();
    const project = await m.project();
    await m.fund(pat.providerId, 2000);
    expectErrorEnvelope(await buy(pat, project.id), 422, walletMessages.insufficientFunds);
    expect(await m.balanceCents(pat.providerId)).toBe(2000);
    expect(await m.count(sql`select count(*) from lead_purchases where provider_id = ${pat.providerId}`)).toBe(0);
    expect((await detail(pat, project.id)).can_provider_contact_customer).toBe(false);
  });

  it('buys from the wallet: one debit, contact unlocked, the history line, no second purchase', async () => {
    const pat = await m.provider();
    const customer = await m.customer();
    const project = await m.project({ customerUserId: customer.id });
    await m.fund(pat.providerId, 3000);
    const response = await buy(pat, project.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      amount: 5,
      history: { payment_type: 'debit', category: 'Lead Contact Purchase', amount: 25, project_id: project.id },
      lead_purchase: {
        project_id: project.id,
        price: 25,
        amount_paid: 25,
        payment_method: 'wallet',
        refund_status: null,
      },
    });
    const historyId = body.data.history.id;
    expect(await m.balanceCents(pat.providerId)).toBe(500);
    expect(await m.ledgerSumCents(pat.providerId)).toBe(500);

    const marked = await m.call('POST', `/v2/providers/projects/${project.id}/lead_purchased`, pat.headers, {
      payment_type: 'debit',
      category: 'Lead Contact Purchase',
      project_id: project.id,
      wallet_history_id: historyId,
      user_id: pat.userId,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ can_provider_contact_customer: true, amount: 5 });

    const data = await detail(pat, project.id);
    expect(data.can_provider_contact_customer).toBe(true);
    expect(data.consumer_email).toBe(customer.email);
    expect(data.consumer_mobile).toMatch(/^\d{10}$/);
    expect(data.lead).toMatchObject({
      is_purchased: true,
      can_purchase: false,
      unlock_count: 1,
      wallet_history_id: historyId,
    });
    const ref = await m.call('GET', `/v2/providers/wallet_histories/${project.id}`, pat.headers);
    expect(ref.json().data).toEqual({ id: historyId });

    expectErrorEnvelope(await buy(pat, project.id), 409, leadMessages.leadAlreadyPurchased);
    expect(await m.balanceCents(pat.providerId)).toBe(500);

    const leads = (await m.call('GET', '/v2/providers/purchased_lead_projects', pat.headers)).json().data.projects;
    expect(leads.map((p: { id: number }) => p.id)).toEqual([project.id]);
    expect(leads[0].lead_purchased).toBe(true);

    // Another provider: not its purchase, not its ledger line.
    const sam = await m.provider();
    expect((await m.call('GET', `/v2/providers/wallet_histories/${project.id}`, sam.headers)).statusCode).toBe(404);
    const foreign = await m.call('POST', `/v2/providers/projects/${project.id}/lead_purchased`, sam.headers, {
      wallet_history_id: historyId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await m.call('GET', '/v2/providers/purchased_lead_projects', sam.headers)).json().data.projects).toEqual(
      [],
    );
  });

  it('lead_purchased without a debit buys from the wallet itself; a retry with the same key debits once', async () => {
    const pat = await m.provider();
    const first = await m.project();
    const second = await m.project();
    await m.fund(pat.providerId, 10_000);
    const direct = await m.call('POST', `/v2/providers/projects/${first.id}/lead_purchased`, pat.headers, {});
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await m.balanceCents(pat.providerId)).toBe(7500);
    const a = await buy(pat, second.id, 'lead-key-1');
    const b = await buy(pat, second.id, 'lead-key-1');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await m.balanceCents(pat.providerId)).toBe(5000);
    expect(await m.ledgerSumCents(pat.providerId)).toBe(5000);
  });

  it('only projects available to the provider: other areas, other services and closed projects answer 404', async () => {
    const pat = await m.provider();
    await m.fund(pat.providerId, 10_000);
    const [, other] = await twoSubTypes(t.db);
    const farAway = await m.project({ zipcode: '90210' });
    const otherService = await m.project({ subType: other });
    const hired = await m.project({ status: 'hired', hiredProviderId: (await m.provider()).providerId });
    for (const project of [farAway, otherService, hired]) {
      expectErrorEnvelope(await buy(pat, project.id), 404, projectTexts.notFound);
    }
    expectErrorEnvelope(await buy(pat, 2_147_483_647), 404);
    const huge = await m.call('POST', '/v2/providers/wallets/update', pat.headers, {
      project_id: '99999999999999999999',
    });
    expect(huge.statusCode).toBe(422);
    expect(await m.balanceCents(pat.providerId)).toBe(10_000);
  });

  it(`lets at most ${LEAD_UNLOCK_CAP} providers unlock one lead`, async () => {
    const project = await m.project();
    for (let i = 0; i < LEAD_UNLOCK_CAP; i++) {
      const p = await m.provider();
      await m.fund(p.providerId, 2500);
      expect((await buy(p, project.id)).statusCode).toBe(200);
    }
    const late = await m.provider();
    await m.fund(late.providerId, 2500);
    const data = await detail(late, project.id);
    expect(data.lead).toMatchObject({
      unlock_count: LEAD_UNLOCK_CAP,
      can_purchase: false,
      unavailable_reason: leadMessages.leadSoldOut,
    });
    expectErrorEnvelope(await buy(late, project.id), 409, leadMessages.leadSoldOut);
    expect(await m.balanceCents(late.providerId)).toBe(2500);
  });

  it('prices per sub-type from reference data an operator changes, with the Pro+ discount as discounted_price', async () => {
    const [first] = await twoSubTypes(t.db);
    const lines: string[] = [];
    expect(await runAdmin(['lead-prices', 'set', String(first.id), '40'], t.db, (l) => lines.push(l))).toBe(0);
    const pat = await m.provider();
    const project = await m.project();
    expect((await detail(pat, project.id)).lead).toMatchObject({ price: 40, discount: 0, discounted_price: 40 });
    await t.db.update(providers).set({ isProProvider: true }).where(eq(providers.id, pat.providerId));
    const pro = await detail(pat, project.id);
    expect(pro).toMatchObject({ lead_fee: 40, discount: 20, discounted_price: 32 });
    expect(pro.lead.explanation).toContain('Pro+ discount 20%');
    await m.fund(pat.providerId, 3200);
    const bought = await buy(pat, project.id);
    expect(bought.json().data.lead_purchase).toMatchObject({ price: 40, discount: 20, amount_paid: 32 });
    expect(await m.balanceCents(pat.providerId)).toBe(0);
    const dashboard = await m.call('GET', '/v2/providers/dashboard.json', pat.headers);
    expect(dashboard.json().data.provider_stats.saved).toBe(8);
    expect(await runAdmin(['lead-prices', 'unset', String(first.id)], t.db, (l) => lines.push(l))).toBe(0);
    expect(await runAdmin(['lead-prices', 'set', 'default', 'abc'], t.db, (l) => lines.push(l))).toBe(2);
  });

  it('20 concurrent purchases against a balance that covers one: exactly one succeeds, the ledger sums to the balance', async () => {
    const pat = await m.provider();
    const projects = [];
    for (let i = 0; i < 20; i++) projects.push(await m.project());
    await m.fund(pat.providerId, 2500);
    const answers = await Promise.all(projects.map((p) => buy(pat, p.id)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expectErrorEnvelope(r, 422, walletMessages.insufficientFunds);
    }
    expect(await m.balanceCents(pat.providerId)).toBe(0);
    expect(await m.ledgerSumCents(pat.providerId)).toBe(0);
    expect(await m.count(sql`select count(*) from lead_purchases where provider_id = ${pat.providerId}`)).toBe(1);
    expect(
      await m.count(
        sql`select count(*) from provider_projects where provider_id = ${pat.providerId} and lead_purchased_at is not null`,
      ),
    ).toBe(1);
  });
});
