import { accountMessages } from '@homebid/contracts/accounts';
import { USER_TYPE } from '@homebid/contracts/common';
import * as endpoints from '@homebid/contracts/endpoints/accounts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { signedInAnswer } from '../sessions';
import { accountsContext } from './accounts-context';
import { changeRegistrationMobile } from './change-registration-mobile';
import { codeSent as codeSentAnswer } from './code-sent';
import { confirmEmailChange } from './confirm-email-change';
import { confirmMobileChange } from './confirm-mobile-change';
import { loadBusinessDraft, saveBusinessDraft } from './keep-business-draft';
import {
  clearedPasswordResetGrantCookie,
  grantFromCookieHeader,
  passwordResetGrantCookie,
} from './password-reset-grant';
import { requestEmailChange } from './request-email-change';
import { requestMobileChange } from './request-mobile-change';
import { requestPasswordReset } from './request-password-reset';
import { resendRegistrationCode } from './resend-registration-code';
import { resetPassword } from './reset-password';
import { saveAdditionalInfo } from './save-additional-info';
import { saveBusinessInfo } from './save-business-info';
import { signUpWithGoogle } from './sign-up-with-google';
import { hashConfirmationToken, startRegistration } from './start-registration';
import { verifyPasswordResetCode } from './verify-password-reset-code';
import { verifyRegistration } from './verify-registration';

/**
 * Accounts (spec §2 Registration / Forgot password, §7; CONTRACT §4, §5): registration in five
 * steps (and with Google), password recovery, e-mail and mobile changes, customer sign-up; signing
 * in, by code too, is modules/auth. Every code and sign-in call is limited per IP (`rateLimit`),
 * codes per address (`ctx.limitCodes`) and failed checks per address (`app.addressLimits.guardAttempt`).
 */
const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits } = app.config;
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const codeCall = perIp(rateLimits.codesPerMinutePerIp);
  const ctxOf = (request: FastifyRequest) => accountsContext(app, request);
  const { guardAttempt } = app.addressLimits;
  const codeSent = <T>(reply: FastifyReply, answer: T) => codeSentAnswer(app, reply, answer);

  // ── Registration ────────────────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.registerBasicInfo,
    async ({ body, request, reply }) => {
      const { name, email, mobile_number, password } = body.sign_up;
      const started = await startRegistration({
        ctx: ctxOf(request),
        name,
        email,
        mobileNumber: mobile_number,
        password,
        userType: USER_TYPE.provider,
      });
      return codeSent(reply, ok(started, accountMessages.otpSent));
    },
    codeCall,
  );

  app.endpoint(
    endpoints.signUpCustomer,
    async ({ body, request, reply }) => {
      const { name, email, mobile_number, password } = body;
      const started = await startRegistration({
        ctx: ctxOf(request),
        name,
        email,
        mobileNumber: mobile_number,
        password,
        userType: USER_TYPE.customer,
      });
      return codeSent(reply, ok(started, accountMessages.otpSent));
    },
    codeCall,
  );

  app.endpoint(
    endpoints.validateUser,
    async ({ body, request, reply }) => {
      const { session, user } = await guardAttempt(
        request,
        `registration:${hashConfirmationToken(body.confirmation_token)}`,
        () => verifyRegistration({ ctx: ctxOf(request), ...body }),
      );
      const answer = signedInAnswer(reply, { session, user }, accountMessages.registrationVerified);
      return { ...answer, data: { ...answer.data, authentication_token: session.accessToken } };
    },
    codeCall,
  );

  app.endpoint(
    endpoints.resendRegistrationOtp,
    async ({ query, request, reply }) =>
      codeSent(reply, ok(await resendRegistrationCode({ ctx: ctxOf(request), ...query }), accountMessages.otpSent)),
    codeCall,
  );

  app.endpoint(
    endpoints.updateMobileWithoutLogin,
    async ({ body, request, reply }) =>
      codeSent(reply, ok(await changeRegistrationMobile({ ctx: ctxOf(request), ...body }), accountMessages.otpSent)),
    codeCall,
  );

  app.endpoint(endpoints.submitBusinessInfo, async ({ body, principal, request }) => {
    const saved = await saveBusinessInfo({ ctx: ctxOf(request), userId: principal.userId, input: body.provider });
    return ok(saved, accountMessages.businessInfoSaved);
  });

  app.endpoint(endpoints.getBusinessDraft, async ({ principal }) =>
    ok(await loadBusinessDraft(app.db, principal.userId)),
  );

  app.endpoint(endpoints.saveBusinessDraft, async ({ body, principal }) =>
    ok(await saveBusinessDraft(app.db, principal.userId, body.provider), accountMessages.businessInfoSaved),
  );

  app.endpoint(endpoints.submitAdditionalInfo, async ({ body, principal, request }) => {
    const user = await saveAdditionalInfo({ ctx: ctxOf(request), userId: principal.userId, input: body.provider });
    return ok(user, accountMessages.registrationCompleted);
  });

  // ── Google ──────────────────────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.socialSignUp,
    async ({ body, request, reply }) =>
      codeSent(reply, ok(await signUpWithGoogle({ ctx: ctxOf(request), ...body }), accountMessages.otpSent)),
    codeCall,
  );

  // ── Forgot password ─────────────────────────────────────────────────────────────────────────

  app.endpoint(
    endpoints.requestPasswordReset,
    async ({ body, request, reply }) => {
      await requestPasswordReset({ ctx: ctxOf(request), ...body });
      return codeSent(reply, ok({ email: body.email }, accountMessages.passwordResetSent));
    },
    codeCall,
  );

  app.endpoint(
    endpoints.validatePasswordOtp,
    async ({ body, request, reply }) => {
      const { codeId } = await guardAttempt(request, body.email, () =>
        verifyPasswordResetCode({ ctx: ctxOf(request), ...body }),
      );
      // This browser may now set the password with `password, email` alone (spec §7).
      reply.header('set-cookie', passwordResetGrantCookie(app.config, codeId, body.email));
      return ok({ email: body.email }, accountMessages.otpVerified);
    },
    codeCall,
  );

  app.endpoint(
    endpoints.updateUserPassword,
    async ({ body, request, reply }) => {
      const grant = grantFromCookieHeader(request.headers.cookie);
      const endedSessions = await guardAttempt(request, body.email, () =>
        resetPassword({ ctx: ctxOf(request), ...body, grant }),
      );
      await app.live.endSessions(endedSessions);
      if (grant) reply.header('set-cookie', clearedPasswordResetGrantCookie(app.config));
      const { email } = body;
      return ok({ email, message: accountMessages.passwordUpdated }, accountMessages.passwordUpdated);
    },
    codeCall,
  );

  // ── E-mail and mobile changes (signed in) ───────────────────────────────────────────────────

  app.endpoint(
    endpoints.requestEmailUpdate,
    async ({ body, principal, request, reply }) => {
      await requestEmailChange({ ctx: ctxOf(request), userId: principal.userId, ...body });
      return codeSent(reply, ok({ email: body.email }, accountMessages.otpSent));
    },
    codeCall,
  );

  app.endpoint(
    endpoints.confirmEmailUpdate,
    async ({ body, principal, request, reply }) => {
      const user = await guardAttempt(request, body.email, () =>
        confirmEmailChange({ ctx: ctxOf(request), userId: principal.userId, ...body }),
      );
      reply.header('uid', user.email);
      return ok(user, accountMessages.emailUpdated);
    },
    codeCall,
  );

  app.endpoint(
    endpoints.requestMobileUpdate,
    async ({ body, principal, request, reply }) => {
      await requestMobileChange({ ctx: ctxOf(request), userId: principal.userId, ...body });
      return codeSent(reply, ok({ mobile_number: body.mobile_number }, accountMessages.otpSent));
    },
    codeCall,
  );

  app.endpoint(
    endpoints.confirmMobileUpdate,
    async ({ body, principal, request }) => {
      const updated = await guardAttempt(request, body.mobile_number, () =>
        confirmMobileChange({
          ctx: ctxOf(request),
          userId: principal.userId,
          userType: principal.userType,
          ...body,
        }),
      );
      return ok(updated, accountMessages.mobileUpdated);
    },
    codeCall,
  );
};

export default accountsRoutes;
