import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWallet } from '../../../src/seeds/demo';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createUser, signIn } from '../../helpers/users';
import { money } from './support';

describe('the demo provider’s wallet', () => {
  let t: TestApp;
  const m = money(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ dialect: 'pglite' });
  }, 180_000);
  afterAll(() => t?.close());

  it('is funded once by a saved sandbox card, and the card works for a top-up', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const providerId = user.providerId as number;
    await seedDemoWallet({ db: t.db, providerUserId: user.id });
    await seedDemoWallet({ db: t.db, providerUserId: user.id });
    expect(await m.balanceCents(providerId)).toBe(17_500);
    expect(await m.ledgerSumCents(providerId)).toBe(17_500);
    const headers = await signIn(t.app, user);
    const wallet = (await m.call('GET', '/v2/providers/wallets?page=1', headers)).json().data;
    expect(wallet.transactions).toHaveLength(3);
    expect(wallet.transactions[0]).toMatchObject({ payment_type: 'credit', card: 'Visa •••• 4242' });
    const cards = (await m.call('GET', '/providers/wallet_get_provider_card_details', headers)).json().data
      .stripe_card_details;
    expect(cards).toHaveLength(1);
    expect((await m.topUp(headers, cards[0].id, 25)).statusCode).toBe(200);
    expect(await m.balanceCents(providerId)).toBe(20_000);
    expect(
      await m.count(sql`select count(*) from card_payments where provider_id = ${providerId} and status = 'succeeded'`),
    ).toBe(4);
  });
});
