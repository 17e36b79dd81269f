import { ZAuthProviders, ZSignInRequest, ZSignInResponse } from '@homebid/contracts/auth';
import { envelopeOf, ZErrorEnvelope, ZMessageOnly } from '@homebid/contracts/envelope';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireSession } from '../../plugins/session';
import type { IssuedSession } from './session-tokens';
import { revokeSessionToken } from './session-tokens';
import { signInWithPassword } from './sign-in-with-password';

/** CONTRACT §4 headers of a fresh device session. */
export function sessionHeaders(session: IssuedSession, uid: string) {
  return {
    'access-token': session.accessToken,
    client: session.client,
    uid,
    expiry: String(Math.floor(session.expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign_in.json',
    {
      config: { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in by e-mail and password',
        body: ZSignInRequest,
        response: { 200: ZSignInResponse, 401: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { email, password, user_type } = request.body;
      // Per address too: RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS failed tries, then 429.
      const { session, user } = await app.addressLimits.guardAttempt(request, email, () =>
        signInWithPassword({ db: app.db, email, password, userType: user_type, sessionTtlMs: app.config.sessionTtlMs }),
      );
      reply.headers(sessionHeaders(session, user.email));
      return { code: 200, message: apiMessages.signedIn, signup_status: user.signup_status, data: user };
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Social sign-ins this server accepts',
        response: { 200: envelopeOf(ZAuthProviders) },
      },
    },
    async () => ok({ google_client_id: app.config.google.clientId ?? null }),
  );

  app.delete(
    '/auth/sign_out',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: "End this device's session",
        response: { 200: ZMessageOnly, 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      await revokeSessionToken(app.db, requireSession(request).tokenId);
      return { code: 200, message: apiMessages.signedOut };
    },
  );
};

export default authRoutes;
