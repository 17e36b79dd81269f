import { SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { createUser, type SessionHeaders, signIn } from '../helpers/users';

// A signed-in route's limit (here the sandbox card form's 30 a minute) counts per user, not per
// address: people behind one address (an office, a carrier's NAT, the fleet's proxy) do not share it,
// and calls refused for their session do not count.
const LIMIT = 30;

describe('rate limits of signed-in routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect: 'pglite' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const addCard = (headers: Partial<SessionHeaders>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment_methods',
      headers,
      remoteAddress: '203.0.113.7',
      payload: {
        number: SANDBOX_TEST_CARDS.succeeds,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 2,
        cvc: '123',
        name: 'Pat Provider',
      },
    });

  const provider = async () => signIn(t.app, await createUser(t.db, { role: 'provider' }));

  it('counts per user from one address; calls without a session do not count', async () => {
    const [first, second] = [await provider(), await provider()];
    for (let i = 0; i < LIMIT + 5; i++) expect((await addCard({})).statusCode).toBe(401);
    for (let i = 0; i < LIMIT; i++) {
      const answer = await addCard(first);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await addCard(first);
    expectErrorEnvelope(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await addCard(second);
    expect(other.statusCode, other.body).toBe(200);
  });
});
