import { authMessages } from '@homebid/contracts/auth';
import * as endpoints from '@homebid/contracts/endpoints/auth';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { accountsContext, codeSent } from '../accounts';
import { revokeSession, signedInAnswer } from '../sessions';
import { requestLoginCode } from './request-login-code';
import { signInWithCode } from './sign-in-with-code';
import { signInWithGoogle } from './sign-in-with-google';
import { signInWithPassword } from './sign-in-with-password';
import { answeringWrongDoor } from './wrong-door';

/**
 * Signing in (spec §2 Login, §7; CONTRACT §4): by password, by one-time code, with Google, and
 * signing out. Every code and sign-in call is limited per IP (`rateLimit`), codes per address
 * (`ctx.limitCodes`) and failed checks per address (`app.addressLimits.guardAttempt`).
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits } = app.config;
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const codeCall = perIp(rateLimits.codesPerMinutePerIp);
  const signInCall = perIp(rateLimits.signInPerMinute);
  const ctxOf = (request: FastifyRequest) => accountsContext(app, request);
  const { guardAttempt } = app.addressLimits;

  // ── Password ────────────────────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.signIn,
    async ({ body, request, reply }) => {
      const { email, password, user_type } = body;
      // Failures count per address and client IP (429 past the limit there) and per address (growing
      // delays past its ceiling); the password is checked, and hashed, only once both let it through.
      // The right password of the other role's account answers its door (403, not counted).
      return answeringWrongDoor(reply, async () => {
        const signedIn = await app.addressLimits.guardAttempt(request, email, () =>
          signInWithPassword({
            db: app.db,
            email,
            password,
            userType: user_type,
            sessionTtlMs: app.config.sessionTtlMs,
          }),
        );
        return signedInAnswer(reply, signedIn);
      });
    },
    { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
  );

  app.endpoint(endpoints.getAuthProviders, async () => ok({ google_client_id: app.config.google.clientId ?? null }));

  app.endpoint(endpoints.signOut, async ({ principal }) => {
    await revokeSession(app.db, principal.tokenId);
    await app.live.endSessions([principal.tokenId]);
    return { code: 200, message: apiMessages.signedOut };
  });

  // ── Login by one-time code ──────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.requestLoginOtp,
    async ({ body, request, reply }) =>
      answeringWrongDoor(reply, async () => {
        await requestLoginCode({ ctx: ctxOf(request), ...body });
        return codeSent(app, reply, ok({ email: body.email }, authMessages.otpSentBoth));
      }),
    codeCall,
  );

  app.endpoint(
    endpoints.resendLoginOtp,
    async ({ body, request, reply }) =>
      answeringWrongDoor(reply, async () => {
        await requestLoginCode({ ctx: ctxOf(request), ...body });
        return codeSent(app, reply, ok({ email: body.email }, authMessages.otpSentBoth));
      }),
    codeCall,
  );

  app.endpoint(
    endpoints.signInWithOtp,
    async ({ body, request, reply }) =>
      answeringWrongDoor(reply, async () => {
        const signedIn = await guardAttempt(request, body.email, () =>
          signInWithCode({ ctx: ctxOf(request), ...body }),
        );
        return signedInAnswer(reply, signedIn);
      }),
    signInCall,
  );

  app.endpoint(
    endpoints.getUserDetails,
    async ({ query }) => ok({ email: query.mobile_number.toLowerCase() }),
    codeCall,
  );

  // ── Google ──────────────────────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.signInWithGoogle,
    async ({ body, request, reply }) => signedInAnswer(reply, await signInWithGoogle({ ctx: ctxOf(request), ...body })),
    signInCall,
  );
};

export default authRoutes;
