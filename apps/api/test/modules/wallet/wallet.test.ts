import { WALLET_PAGE_SIZE, walletMessages } from '@homebid/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCardPayments } from '../../../src/jobs/settle-card-payments';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { CARDS, money } from './support';

describe.each(dialects())('cards, payments config and the wallet on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  // Starting the app on a busy two-core machine can outlast the default hook timeout.
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  it('names the sandbox processor with no Stripe keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { provider: 'sandbox', publishable_key: null } });
  });

  it('makes sandbox payment methods: brand and last four, never the number; Luhn and expiry checked', async () => {
    const { headers } = await m.provider();
    const made = await m.call('POST', '/payments/sandbox/payment_methods', headers, {
      number: '5555 5555 5555 4444',
      exp_month: 4,
      exp_year: new Date().getFullYear() + 1,
      cvc: '123',
      name: 'Pat Provider',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'mastercard', last4: '4444', exp_month: 4 },
    });
    const stored = JSON.stringify((await t.db.execute(sql`select * from sandbox_payment_methods`)) as unknown);
    expect(stored).not.toContain('5555555555554444');

    const luhn = await m.call('POST', '/payments/sandbox/payment_methods', headers, {
      number: CARDS.luhnFails,
      exp_month: 4,
      exp_year: 2099,
      cvc: '123',
    });
    expectErrorEnvelope(luhn, 422, walletMessages.cardInvalidNumber);
    const expired = await m.call('POST', '/payments/sandbox/payment_methods', headers, {
      number: CARDS.ok,
      exp_month: 1,
      exp_year: 2020,
      cvc: '123',
    });
    expectErrorEnvelope(expired, 422, walletMessages.cardExpired);
    const badName = await m.call('POST', '/payments/sandbox/payment_methods', headers, {
      number: CARDS.ok,
      exp_month: 1,
      exp_year: 2099,
      cvc: '123',
      name: 'Pat 3',
    });
    expectErrorEnvelope(badName, 422, walletMessages.cardholderNameInvalid);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment_methods',
      payload: { number: CARDS.ok, exp_month: 1, exp_year: 2099, cvc: '123' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('saves, lists (newest first, MM/YY parts) and removes cards; another provider can neither see, use nor remove them', async () => {
    const pat = await m.provider();
    const sam = await m.provider();
    expect((await m.call('GET', '/providers/wallet_get_provider_card_details', pat.headers)).json().data).toEqual({
      stripe_card_details: [],
    });
    const first = await m.saveCard(pat.headers, CARDS.ok);
    const second = await m.saveCard(pat.headers, CARDS.mastercard);
    const list = (await m.call('GET', '/providers/wallet_get_provider_card_details', pat.headers)).json();
    expect(list.code).toBe(200);
    expect(list.data.stripe_card_details.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(list.data.stripe_card_details[1]).toMatchObject({ last4_digit: '4242', card_icon: 'visa', exp_month: 12 });

    // Sam cannot save Pat's payment method, see Pat's cards, charge or delete them.
    const steal = await m.call('POST', '/v2/providers/add_card_to_stripe', sam.headers, { payment_method: first });
    expectErrorEnvelope(steal, 422, walletMessages.paymentMethodInvalid);
    expect(
      (await m.call('GET', '/providers/wallet_get_provider_card_details', sam.headers)).json().data.stripe_card_details,
    ).toEqual([]);
    const charge = await m.topUp(sam.headers, first, 25);
    expectErrorEnvelope(charge, 404, walletMessages.cardNotFound);
    const remove = await m.call('DELETE', '/providers/destroy_provider_card', sam.headers, {
      payment_method_id: first,
    });
    expectErrorEnvelope(remove, 404, walletMessages.cardNotFound);

    const removed = await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, {
      payment_method_id: first,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await m.call('GET', '/providers/wallet_get_provider_card_details', pat.headers)).json().data;
    expect(after.stripe_card_details.map((c: { id: string }) => c.id)).toEqual([second]);
    const invalidId = await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, {
      payment_method_id: "x'; drop",
    });
    expect(invalidId.statusCode).toBe(422);
  });

  it('lists the top-up amounts and funds the wallet by card: balance, ledger line with the card, processor charged once', async () => {
    const { headers, providerId } = await m.provider();
    const plans = await m.plans(headers);
    expect(plans.map((p) => p.amount)).toEqual([25, 50, 100, 200, 500]);
    const pm = await m.saveCard(headers);
    const response = await m.topUp(headers, pm, 50);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: walletMessages.walletFunded,
      data: {
        amount: 50,
        history: { payment_type: 'credit', amount: 50, category: 'Wallet Top-up', card: 'Visa •••• 4242' },
      },
    });
    expect(await m.balanceCents(providerId)).toBe(5000);
    expect(await m.ledgerSumCents(providerId)).toBe(5000);
    expect(
      await m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm} and status = 'succeeded'`),
    ).toBe(1);
    const wallet = (await m.call('GET', '/v2/providers/wallets', headers)).json();
    expect(wallet.data).toEqual({ amount: 50 });
  });

  it('a declined card and an insufficient-funds card change nothing', async () => {
    const { headers, providerId } = await m.provider();
    for (const [number, message] of [
      [CARDS.declined, walletMessages.cardDeclined],
      [CARDS.insufficientFunds, walletMessages.cardInsufficientFunds],
    ] as const) {
      const pm = await m.saveCard(headers, number);
      const response = await m.topUp(headers, pm, 100);
      expectErrorEnvelope(response, 422, message);
    }
    expect(await m.balanceCents(providerId)).toBe(0);
    expect(
      await m.count(
        sql`select count(*) from wallet_transactions t join wallets w on w.id = t.wallet_id where w.provider_id = ${providerId}`,
      ),
    ).toBe(0);
    expect(
      await m.count(sql`select count(*) from card_payments where provider_id = ${providerId} and status = 'failed'`),
    ).toBe(2);
  });

  it('a retried top-up with the same Idempotency-Key charges and credits once; a new key charges again', async () => {
    const { headers, providerId } = await m.provider();
    const pm = await m.saveCard(headers);
    const first = await m.topUp(headers, pm, 25, 'top-up-key-1');
    const again = await m.topUp(headers, pm, 25, 'top-up-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // Concurrent retries of another key: one charge.
    const racing = await Promise.all(Array.from({ length: 5 }, () => m.topUp(headers, pm, 25, 'top-up-key-2')));
    expect(racing.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(racing.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm}`)).toBe(2);
    expect(await m.balanceCents(providerId)).toBe(5000);
    expect(await m.ledgerSumCents(providerId)).toBe(5000);
    // The same key on a different request is refused.
    const other = await m.topUp(headers, pm, 50, 'top-up-key-1');
    expectErrorEnvelope(other, 422, walletMessages.idempotencyKeyReused);
    const badKey = await m.topUp(headers, pm, 25, 'bad key with spaces');
    expectErrorEnvelope(badKey, 422, walletMessages.idempotencyKeyInvalid);
    // Without a key, each request is a new top-up.
    await m.topUp(headers, pm, 25);
    expect(await m.balanceCents(providerId)).toBe(7500);
  });

  it('pages the history 10 at a time, newest first, with total_entries; another provider sees none of it', async () => {
    const { headers, providerId } = await m.provider();
    const pm = await m.saveCard(headers);
    for (let i = 0; i < 12; i++) await m.topUp(headers, pm, 25);
    const page1 = (await m.call('GET', `/v2/providers/wallets?per_page=${WALLET_PAGE_SIZE}&page=1`, headers)).json()
      .data;
    const page2 = (await m.call('GET', `/v2/providers/wallets?per_page=${WALLET_PAGE_SIZE}&page=2`, headers)).json()
      .data;
    expect(page1.amount).toBe(300);
    expect(page1.transactions).toHaveLength(10);
    expect(page2.transactions).toHaveLength(2);
    expect(page1.pagination).toEqual({ page: 1, per_page: 10, total_entries: 12, total_pages: 2 });
    expect(page1.transactions[0].id).toBeGreaterThan(page1.transactions[9].id);
    expect(page1.transactions[0].balance_after).toBe(300);
    expect(await m.ledgerSumCents(providerId)).toBe(30000);
    const other = await m.provider();
    const theirs = (await m.call('GET', '/v2/providers/wallets?page=1', other.headers)).json().data;
    expect(theirs).toEqual({
      amount: 0,
      transactions: [],
      pagination: { page: 1, per_page: 10, total_entries: 0, total_pages: 1 },
    });
    expect((await m.call('GET', '/v2/providers/wallets?page=0', headers)).statusCode).toBe(422);
    expect((await m.call('GET', '/v2/providers/wallets?page=99999999999999999999', headers)).statusCode).toBe(422);
  });

  it('keeps the ledger append-only and the balance never negative (the database refuses)', async () => {
    const { headers, providerId } = await m.provider();
    const pm = await m.saveCard(headers);
    await m.topUp(headers, pm, 25);
    await expect(t.db.execute(sql`update wallet_transactions set amount_cents = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from wallet_transactions`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`update wallets set balance_cents = -1 where provider_id = ${providerId}`),
    ).rejects.toThrow();
    expect(await m.balanceCents(providerId)).toBe(2500);
  });

  it('settles a top-up left processing after the charge: credited once, charged once; old idempotency keys go', async () => {
    const { headers, providerId } = await m.provider();
    const pm = await m.saveCard(headers);
    await m.topUp(headers, pm, 25, 'old-key');
    // The process stopped between the processor's charge and the credit.
    const key = `top-up-${providerId}-lost`;
    const [card] = (
      (await t.db.execute(sql`select id from payment_cards where payment_method_id = ${pm}`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    await t.db.execute(sql`insert into card_payments (provider_id, card_id, processor, processor_idempotency_key, purpose, amount_cents, created_at, updated_at)
      values (${providerId}, ${card?.id}, 'sandbox', ${key}, 'wallet_top_up', 5000, now() - interval '20 minutes', now() - interval '20 minutes')`);
    const customer = (
      (await t.db.execute(
        sql`select customer_id from payment_customers where provider_id = ${providerId}`,
      )) as unknown as {
        rows: Array<{ customer_id: string }>;
      }
    ).rows[0]?.customer_id as string;
    await t.app.payments.charge({
      customerId: customer,
      paymentMethodId: pm,
      amountCents: 5000,
      idempotencyKey: key,
      description: 'x',
    });
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '2 days' where key = 'old-key'`);

    const settle = () => settleCardPayments({ db: t.db, processor: t.app.payments });
    expect(await settle()).toEqual({ recorded: 1, refunded: 0, failed: 0 });
    expect(await settle()).toEqual({ recorded: 0, refunded: 0, failed: 0 });
    expect(await m.balanceCents(providerId)).toBe(7500);
    expect(await m.ledgerSumCents(providerId)).toBe(7500);
    expect(await m.count(sql`select count(*) from sandbox_charges where idempotency_key = ${key}`)).toBe(1);
    expect(await m.count(sql`select count(*) from idempotency_keys where key = 'old-key'`)).toBe(0);
  });

  it('refuses an unknown plan and a signed-out caller', async () => {
    const { headers } = await m.provider();
    const pm = await m.saveCard(headers);
    const response = await m.call('POST', '/v2/providers/add_amount_to_wallet', headers, {
      plan_id: 999999,
      payment_method: pm,
    });
    expectErrorEnvelope(response, 422, walletMessages.planNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/providers/wallets' })).statusCode).toBe(401);
  });
});
