import { apiMessages } from '@homebid/contracts/messages';
import { authTokens } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { PROBE, registerProbeRoutes } from '../helpers/probe-routes';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../helpers/users';

describe.each(dialects())('the session plugin on %s', (dialect) => {
  let t: TestApp;
  let provider: CreatedUser;
  let customer: CreatedUser;
  let providerSession: SessionHeaders;
  let customerSession: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, configure: registerProbeRoutes });
    [provider, customer] = await Promise.all([
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'customer' }),
    ]);
    providerSession = await signIn(t.app, provider);
    customerSession = await signIn(t.app, customer);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('401: missing, wrong or expired session', () => {
    it('answers 401 with no session headers at all', async () => {
      for (const url of Object.values(PROBE)) expectErrorEnvelope(await get(url), 401, apiMessages.unauthenticated);
    });

    it.each(['access-token', 'client', 'uid'])('answers 401 when %s is missing', async (name) => {
      const headers: Record<string, string> = { ...providerSession };
      delete headers[name];
      expectErrorEnvelope(await get(PROBE.providerOnly, headers), 401, apiMessages.unauthenticated);
    });

    it('answers 401 for a wrong access token', async () => {
      const token = providerSession['access-token'];
      const headers = { ...providerSession, 'access-token': `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}` };
      expectErrorEnvelope(await get(PROBE.providerOnly, headers), 401, apiMessages.unauthenticated);
    });

    it("answers 401 for a right token and client under another user's uid", async () => {
      const headers = { ...providerSession, uid: customer.email };
      expectErrorEnvelope(await get(PROBE.anyUser, headers), 401, apiMessages.unauthenticated);
    });

    it('answers 401 for an unknown client', async () => {
      const headers = { ...providerSession, client: 'no-such-client' };
      expectErrorEnvelope(await get(PROBE.anyUser, headers), 401, apiMessages.unauthenticated);
    });

    it('answers 401, not 500, for absurdly long headers', async () => {
      const headers = { ...providerSession, 'access-token': 'a'.repeat(10_000), client: 'c'.repeat(10_000) };
      expectErrorEnvelope(await get(PROBE.anyUser, headers), 401, apiMessages.unauthenticated);
    });

    it('answers 401 for an expired token, and only for that device', async () => {
      const other = await signIn(t.app, provider);
      const expiring = await signIn(t.app, provider);
      expect((await get(PROBE.providerOnly, expiring)).statusCode).toBe(200);
      await t.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.client, expiring.client));
      expectErrorEnvelope(await get(PROBE.providerOnly, expiring), 401, apiMessages.unauthenticated);
      expect((await get(PROBE.providerOnly, other)).statusCode).toBe(200);
      expect((await get(PROBE.providerOnly, providerSession)).statusCode).toBe(200);
    });

    it('leaves public routes open without a session, and ignores a bad one there', async () => {
      expect((await get('/api/service_list')).statusCode).toBe(200);
      expect(
        (await get('/api/service_list', { 'access-token': 'junk', client: 'junk', uid: 'x@y.zz' })).statusCode,
      ).toBe(200);
    });
  });

  describe('403: the wrong role', () => {
    it("answers 403 to a customer's token on a provider route", async () => {
      expectErrorEnvelope(await get(PROBE.providerOnly, customerSession), 403, apiMessages.wrongPortalProvider);
    });

    it("answers 403 to a provider's token on a customer route", async () => {
      expectErrorEnvelope(await get(PROBE.customerOnly, providerSession), 403, apiMessages.wrongPortalCustomer);
    });

    it('lets each role through its own routes and both through user routes', async () => {
      const own = [
        [PROBE.providerOnly, providerSession, provider],
        [PROBE.customerOnly, customerSession, customer],
        [PROBE.anyUser, providerSession, provider],
        [PROBE.anyUser, customerSession, customer],
      ] as const;
      for (const [url, headers, user] of own) {
        const response = await get(url, headers);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        expect(response.json()).toEqual({ user_id: user.id, user_type: user.userType, client: headers.client });
      }
    });

    it('checks the session before the role: a bad token on a provider route is 401, not 403', async () => {
      const headers = { ...customerSession, 'access-token': 'wrong' };
      expectErrorEnvelope(await get(PROBE.providerOnly, headers), 401, apiMessages.unauthenticated);
    });
  });
});
