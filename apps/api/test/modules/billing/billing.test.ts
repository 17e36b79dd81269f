// Billing history and receipts: a pro's card charges (a lead paid by card, a top-up, a Pro+ month) and
// the refund of the lead to its card, read back newest first with the exact amounts, each with a
// receipt; another pro's receipt is a 404, and a signed-out call a 401.
import { billingMessages, billingTexts } from '@homebid/contracts/billing';
import { bids, cardPayments, providers } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createUser, signIn } from '../../helpers/users';
import { money } from '../wallet/support';

describe.each(dialects())('billing history, on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  it('lists every card charge and refund newest first, with exact amounts, and opens only its own receipts', async () => {
    const pro = await m.provider();
    await t.db
      .update(providers)
      .set({ companyName: 'Bright Roofing LLC', streetAddress: '350 5th Ave' })
      .where(eq(providers.id, pro.providerId));
    await m.fund(pro.providerId, 1000);
    const pm = await m.saveCard(pro.headers);
    const customer = await createUser(t.db, { role: 'customer' });
    const project = await m.project({ customerUserId: customer.id, title: 'Fix the porch roof' });

    // 1. The lead, $25 by card.
    const initiated = await m.call('POST', '/initiate-elapsed-payment', pro.headers, { project_id: project.id });
    expect(initiated.statusCode, initiated.body).toBe(200);
    const intentId = initiated.json().data.payment_response.id as string;
    const paid = await m.call('POST', '/confirm-elapsed-payment', pro.headers, {
      payment_method_id: pm,
      payment_intent_id: intentId,
      project_id: project.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // 2. A $50 top-up.
    const topUp = await m.topUp(pro.headers, pm, 50);
    expect(topUp.statusCode, topUp.body).toBe(200);
    // 3. Pro+ monthly ($49.99).
    const plans = (await m.call('GET', '/v2/providers/pro_plans', pro.headers)).json().data as Array<{
      id: number;
      title: string;
      monthly_price: number | null;
    }>;
    const plan = plans.find((p) => p.title === 'Pro+') as (typeof plans)[number];
    const upgraded = await m.call('POST', '/v2/providers/upgrade_to_pro', pro.headers, {
      package_id: plan.id,
      plan: 'monthly',
      payment_method: pm,
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    // 4. The customer hires another pro: the lead's $25 goes back to the card.
    const rival = await m.provider();
    const [bid] = await t.db
      .insert(bids)
      .values({
        projectId: project.id,
        providerId: rival.providerId,
        amountCents: 50_000,
        bidType: 0,
        breakdown: 'Labour',
      })
      .returning();
    const hired = await t.app.inject({
      method: 'POST',
      url: `/api/v2/customers/projects/${project.id}/hire`,
      headers: await signIn(t.app, customer),
      payload: { bid_id: bid?.id },
    });
    expect(hired.statusCode, hired.body).toBe(200);

    const list = await m.call('GET', '/billing', pro.headers);
    expect(list.statusCode, list.body).toBe(200);
    const { entries, pagination } = list.json().data;
    const card = { card_brand: 'visa', card_last4: '4242' };
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'refund',
        description: billingTexts.refundOf(billingTexts.lead('Fix the porch roof')),
        amount: -25,
        status: 'refunded',
        processor_reference: intentId,
        ...card,
      }),
      expect.objectContaining({
        kind: 'pro_plus',
        description: 'Pro+ (monthly)',
        amount: 49.99,
        status: 'paid',
        ...card,
      }),
      expect.objectContaining({ kind: 'top_up', description: billingTexts.topUp, amount: 50, status: 'paid', ...card }),
      expect.objectContaining({
        kind: 'lead',
        description: 'Lead: Fix the porch roof',
        amount: 25,
        status: 'refunded',
        processor_reference: intentId,
        ...card,
      }),
    ]);
    expect(pagination).toEqual({ page: 1, per_page: 20, total_entries: 4, total_pages: 1 });
    // The wallet's own adjustment is no card charge: it is not listed.
    expect(entries.map((e: { id: string }) => e.id)).toEqual([
      expect.stringMatching(/^refund-\d+$/),
      expect.stringMatching(/^charge-\d+$/),
      expect.stringMatching(/^charge-\d+$/),
      expect.stringMatching(/^charge-\d+$/),
    ]);

    const receipt = await m.call('GET', `/billing/${entries[2].id}`, pro.headers);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toEqual({
      entry: entries[2],
      provider: {
        company_name: 'Bright Roofing LLC',
        name: expect.any(String),
        email: expect.any(String),
        business_address: '350 5th Ave, New York, NY 10001',
      },
    });
    const refundReceipt = await m.call('GET', `/billing/${entries[0].id}`, pro.headers);
    expect(refundReceipt.json().data.entry).toEqual(entries[0]);

    // Another pro: an empty history, and each of these receipts is a 404.
    const other = await m.provider();
    expect((await m.call('GET', '/billing?page=1', other.headers)).json().data.entries).toEqual([]);
    for (const entry of entries) {
      expectErrorEnvelope(await m.call('GET', `/billing/${entry.id}`, other.headers), 404, billingMessages.notFound);
    }
    expectErrorEnvelope(await m.call('GET', '/billing/charge-999999999', pro.headers), 404, billingMessages.notFound);
    expectErrorEnvelope(await m.call('GET', '/billing/nothing', pro.headers), 422);
    expect((await m.call('GET', '/billing', {})).statusCode).toBe(401);
    // A page past the end is empty, with the same totals.
    expect((await m.call('GET', '/billing?page=2', pro.headers)).json().data).toMatchObject({
      entries: [],
      pagination: { page: 2, total_entries: 4 },
    });
  });

  it('pages 20 rows at a time, newest first, and lists no failed or unanswered charge', async () => {
    const pro = await m.provider();
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(cardPayments).values([
      ...Array.from({ length: 23 }, (_, i) => ({
        providerId: pro.providerId,
        processor: 'sandbox',
        processorIdempotencyKey: `billing-page-${pro.providerId}-${i}`,
        purpose: 'wallet_top_up',
        amountCents: (i + 1) * 100,
        status: 'succeeded',
        createdAt: new Date(base + i * 60_000),
      })),
      ...['failed', 'processing', 'requires_confirmation'].map((status) => ({
        providerId: pro.providerId,
        processor: 'sandbox',
        processorIdempotencyKey: `billing-page-${pro.providerId}-${status}`,
        purpose: 'wallet_top_up',
        amountCents: 9_900,
        status,
        createdAt: new Date(base + 3_600_000),
      })),
    ]);
    const first = (await m.call('GET', '/billing', pro.headers)).json().data;
    expect(first.pagination).toEqual({ page: 1, per_page: 20, total_entries: 23, total_pages: 2 });
    expect(first.entries.map((e: { amount: number }) => e.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => 23 - i),
    );
    const second = (await m.call('GET', '/billing?page=2', pro.headers)).json().data;
    expect(second.entries.map((e: { amount: number }) => e.amount)).toEqual([3, 2, 1]);
    // A card payment without a saved card (none recorded) still lists, as 'Card'.
    expect(second.entries[0]).toMatchObject({ card_brand: null, card_last4: null, status: 'paid', kind: 'top_up' });
  });
});
