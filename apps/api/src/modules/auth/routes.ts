import * as endpoints from '@homebid/contracts/endpoints/auth';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { revokeSession, signedInAnswer } from '../sessions';
import { signInWithPassword } from './sign-in-with-password';

const authRoutes: FastifyPluginAsync = async (app) => {
  app.endpoint(
    endpoints.signIn,
    async ({ body, request, reply }) => {
      const { email, password, user_type } = body;
      // Per address too: RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS failed tries, then 429.
      const signedIn = await app.addressLimits.guardAttempt(request, email, () =>
        signInWithPassword({ db: app.db, email, password, userType: user_type, sessionTtlMs: app.config.sessionTtlMs }),
      );
      return signedInAnswer(reply, signedIn);
    },
    { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
  );

  app.endpoint(endpoints.getAuthProviders, async () => ok({ google_client_id: app.config.google.clientId ?? null }));

  app.endpoint(endpoints.signOut, async ({ principal }) => {
    await revokeSession(app.db, principal.tokenId);
    return { code: 200, message: apiMessages.signedOut };
  });
};

export default authRoutes;
