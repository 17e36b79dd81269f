// Helpers of the wallet and lead tests: providers with an area and services, customers' projects, saved
// sandbox cards (through the API, as the web app does), top-ups, and the ledger's own figures.
import { SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';

export const CARDS = {
  ok: SANDBOX_TEST_CARDS.succeeds,
  declined: SANDBOX_TEST_CARDS.declined,
  insufficientFunds: SANDBOX_TEST_CARDS.insufficientFunds,
  mastercard: '5555555555554444',
  luhnFails: '4242424242424241',
} as const;

export interface Provider {
  providerId: number;
  userId: number;
  headers: SessionHeaders;
}

export function money(t: () => TestApp) {
  const app = () => t().app;
  const db = () => t().db;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: SessionHeaders | Record<string, string>,
    payload?: object,
    key?: string,
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      ...(payload ? { payload } : {}),
    });

  async function provider(options: { subTypeIds?: number[]; zipcode?: string } = {}): Promise<Provider> {
    const user = await createUser(db(), { role: 'provider' });
    const providerId = user.providerId as number;
    const [first] = await twoSubTypes(db());
    await setUpProvider(db(), providerId, {
      zipcode: options.zipcode ?? '10001',
      subTypeIds: options.subTypeIds ?? [first.id],
    });
    return { providerId, userId: user.id, headers: await signIn(app(), user) };
  }

  async function customer() {
    return createUser(db(), { role: 'customer' });
  }

  /** An open project in 10001 of the first sub-type (available to `provider()`'s default set-up). */
  async function project(options: Partial<Parameters<typeof createProject>[1]> & { customerUserId?: number } = {}) {
    const [first] = await twoSubTypes(db());
    const customerUserId = options.customerUserId ?? (await customer()).id;
    return createProject(db(), { subType: first, ...options, customerUserId });
  }

  async function paymentMethod(headers: SessionHeaders, number: string = CARDS.ok): Promise<string> {
    const response = await call('POST', '/payments/sandbox/payment_methods', headers, {
      number,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'Pat Provider',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function saveCard(headers: SessionHeaders, number: string = CARDS.ok): Promise<string> {
    const pm = await paymentMethod(headers, number);
    const response = await call('POST', '/v2/providers/add_card_to_stripe', headers, { payment_method: pm });
    expect(response.statusCode, response.body).toBe(200);
    return pm;
  }

  async function plans(headers: SessionHeaders): Promise<Array<{ id: number; amount: number }>> {
    const response = await call('GET', '/v2/providers/wallet_plans', headers);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** Tops the wallet up with the plan of `amount` dollars on the card; answers the response. */
  async function topUp(headers: SessionHeaders, pm: string, amount: number, key?: string) {
    const plan = (await plans(headers)).find((p) => p.amount === amount);
    if (!plan) throw new Error(`no wallet plan of ${amount}`);
    return call('POST', '/v2/providers/add_amount_to_wallet', headers, { plan_id: plan.id, payment_method: pm }, key);
  }

  /** Sets a balance straight through the ledger (a credit row and the balance), for lead tests. */
  async function fund(providerId: number, cents: number) {
    await db().execute(sql`insert into wallets (provider_id) values (${providerId}) on conflict do nothing`);
    await db().execute(sql`with w as (update wallets set balance_cents = balance_cents + ${cents} where provider_id = ${providerId} returning id, balance_cents)
      insert into wallet_transactions (wallet_id, direction, amount_cents, balance_after_cents, category, label)
      select id, 'credit', ${cents}, balance_cents, 'Adjustment', 'Test funds' from w`);
  }

  async function balanceCents(providerId: number): Promise<number> {
    const [wallet] = await rows<{ balance_cents: number | string }>(
      db(),
      sql`select balance_cents from wallets where provider_id = ${providerId}`,
    );
    return Number(wallet?.balance_cents ?? 0);
  }

  /** The ledger's sum for the provider: credits minus debits. */
  async function ledgerSumCents(providerId: number): Promise<number> {
    const [sum] = await rows<{ total: number | string }>(
      db(),
      sql`select coalesce(sum(case when t.direction = 'credit' then t.amount_cents else -t.amount_cents end), 0) as total
          from wallet_transactions t join wallets w on w.id = t.wallet_id where w.provider_id = ${providerId}`,
    );
    return Number(sum?.total ?? 0);
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [counted] = await rows<{ count: number | string }>(db(), query);
    return Number(counted?.count ?? 0);
  }

  return {
    call,
    provider,
    customer,
    project,
    paymentMethod,
    saveCard,
    plans,
    topUp,
    fund,
    balanceCents,
    ledgerSumCents,
    count,
  };
}
