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
      // Failures count per address and client IP (429 past the limit there) and per address (growing
      // delays past its ceiling); the password is checked, and hashed, only once both let it through.
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
    await app.live.endSessions([principal.tokenId]);
    return { code: 200, message: apiMessages.signedOut };
  });
};

export default authRoutes;
