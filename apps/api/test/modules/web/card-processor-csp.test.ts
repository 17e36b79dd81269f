import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';

// The web app's card forms load Stripe.js and its Elements frames only when Stripe is the card
// processor: the Content-Security-Policy lets exactly those origins in then, and none otherwise.

describe.each(dialects())('Content-Security-Policy for the card forms on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const cspOf = async (app: TestApp['app']) =>
    String((await app.inject({ method: 'GET', url: '/api/payments/config' })).headers['content-security-policy']);

  it('allows no Stripe origin with the sandbox processor', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(answer.json().data.provider).toBe('sandbox');
    expect(await cspOf(t.app)).not.toContain('stripe.com');
  });

  it('lets Stripe.js, its frames and its API in when Stripe takes the cards', async () => {
    const stripe = await buildTestApp({
      dialect,
      database: t.database,
      env: { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' },
    });
    try {
      const answer = await stripe.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(answer.json().data).toEqual({ provider: 'stripe', publishable_key: 'pk_test_csp' });
      const csp = await cspOf(stripe.app);
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    } finally {
      await stripe.close();
    }
  });
});
