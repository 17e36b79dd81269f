import {
  accountMessages,
  ZAdditionalInfoRequest,
  ZBasicInfoRequest,
  ZBusinessInfoRequest,
  ZBusinessInfoSaved,
  ZCustomerSignUpRequest,
  ZEmailAnswer,
  ZEmailOnlyRequest,
  ZEmailUpdateConfirm,
  ZEmailUpdateRequest,
  ZLoginWithOtpRequest,
  ZMobileAnswer,
  ZMobileUpdateConfirm,
  ZMobileUpdateRequest,
  ZPasswordUpdated,
  ZPendingRegistration,
  ZRegistrationStarted,
  ZResendOtpQuery,
  ZSocialSignInRequest,
  ZSocialSignUpRequest,
  ZUpdateMobileWithoutLoginRequest,
  ZUpdateUserPasswordRequest,
  ZValidatePasswordOtpRequest,
  ZValidateUserRequest,
  ZValidateUserResponse,
} from '@homebid/contracts/accounts';
import { ZSessionUser, ZSignInResponse } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import { envelopeOf, ZErrorEnvelope } from '@homebid/contracts/envelope';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { requirePrincipal } from '../../plugins/session';
import { signedInAnswer } from '../sessions';
import { accountsContext } from './accounts-context';
import { changeRegistrationMobile } from './change-registration-mobile';
import { confirmEmailChange } from './confirm-email-change';
import { confirmMobileChange } from './confirm-mobile-change';
import { requestEmailChange } from './request-email-change';
import { requestLoginCode } from './request-login-code';
import { requestMobileChange } from './request-mobile-change';
import { requestPasswordReset } from './request-password-reset';
import { resendRegistrationCode } from './resend-registration-code';
import { resetPassword } from './reset-password';
import { saveAdditionalInfo } from './save-additional-info';
import { saveBusinessInfo } from './save-business-info';
import { signInWithCode } from './sign-in-with-code';
import { signInWithGoogle } from './sign-in-with-google';
import { signUpWithGoogle } from './sign-up-with-google';
import { hashConfirmationToken, startRegistration } from './start-registration';
import { verifyPasswordResetCode } from './verify-password-reset-code';
import { verifyRegistration } from './verify-registration';

/** The failure answers a route documents (all in the CONTRACT §3 envelope). */
const failures = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ZErrorEnvelope]));

/**
 * Accounts (spec §2 Login / Registration / Forgot password, §7; CONTRACT §4, §5): login by
 * one-time code, registration in five steps, Google sign-in, password recovery, e-mail and
 * mobile changes, customer sign-up. Every code and sign-in call is limited per IP (route
 * `config.rateLimit`) and per address (`app.addressLimits`).
 */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.config;
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const codeCall = perIp(rateLimits.codesPerMinutePerIp);
  const signInCall = perIp(rateLimits.signInPerMinute);
  const ctxOf = (request: FastifyRequest) => accountsContext(app, request);
  const codeLimitFor = (request: FastifyRequest) => (address: string) =>
    app.addressLimits.countCodeSent(request, address);

  // ── Login by one-time code ──────────────────────────────────────────────────────────────────

  for (const path of ['/web_login_with_email', '/web_resend_otp']) {
    app.post(
      path,
      {
        config: codeCall,
        schema: {
          tags: ['accounts'],
          summary:
            path === '/web_login_with_email'
              ? 'Login by code, step one: a code to the e-mail and mobile (same answer for unknown e-mails)'
              : 'Login by code: another code (at most one per 30 s)',
          body: ZEmailOnlyRequest,
          response: { 200: envelopeOf(ZEmailAnswer), ...failures(422, 429, 503) },
        },
      },
      async (request) => {
        const { email, user_type } = request.body;
        await app.addressLimits.countCodeSent(request, email);
        await requestLoginCode({ ctx: ctxOf(request), email, userType: user_type });
        return ok({ email }, accountMessages.otpSentBoth);
      },
    );
  }

  app.post(
    '/web_login_with_otp',
    {
      config: signInCall,
      schema: {
        tags: ['accounts'],
        summary: 'Login by code, step two: answers like sign_in.json, with the session headers',
        body: ZLoginWithOtpRequest,
        response: { 200: ZSignInResponse, ...failures(422, 429) },
      },
    },
    async (request, reply) => {
      const { email, otp, user_type } = request.body;
      const { session, user } = await app.addressLimits.guardAttempt(request, email, () =>
        signInWithCode({ ctx: ctxOf(request), email, otp, userType: user_type }),
      );
      return signedInAnswer(reply, { session, user });
    },
  );

  app.get(
    '/get_user_details',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: "The OTP step's look-up: the same answer whether or not the e-mail is registered",
        querystring: z.object({ mobile_number: z.string().trim().max(254).optional().default('') }),
        response: { 200: envelopeOf(ZEmailAnswer) },
      },
    },
    async (request) => ok({ email: request.query.mobile_number.toLowerCase() }),
  );

  // ── Registration ────────────────────────────────────────────────────────────────────────────

  app.post(
    '/v1/providers/signup/basic-info',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Registration step 1: the provider account, unconfirmed; a code is texted to the mobile',
        body: ZBasicInfoRequest,
        response: { 200: envelopeOf(ZRegistrationStarted), ...failures(422, 429, 503) },
      },
    },
    async (request) => {
      const { name, email, mobile_number, password } = request.body.sign_up;
      const started = await startRegistration({
        ctx: ctxOf(request),
        name,
        email,
        mobileNumber: mobile_number,
        passwordHash: await hashPassword(password),
        userType: USER_TYPE.provider,
        limitAddress: codeLimitFor(request),
      });
      return ok(started, accountMessages.otpSent);
    },
  );

  app.post(
    '/v1/customers/signup',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Customer sign-up (CONTRACT §5): like basic-info; /validate_user completes it',
        body: ZCustomerSignUpRequest,
        response: { 200: envelopeOf(ZRegistrationStarted), ...failures(422, 429, 503) },
      },
    },
    async (request) => {
      const { name, email, mobile_number, password } = request.body;
      const started = await startRegistration({
        ctx: ctxOf(request),
        name,
        email,
        mobileNumber: mobile_number,
        passwordHash: await hashPassword(password),
        userType: USER_TYPE.customer,
        limitAddress: codeLimitFor(request),
      });
      return ok(started, accountMessages.otpSent);
    },
  );

  app.post(
    '/validate_user',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Registration step 2: the texted code confirms the account and signs it in',
        body: ZValidateUserRequest,
        response: { 200: ZValidateUserResponse, ...failures(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { confirmation_token, otp } = request.body;
      const { session, user } = await app.addressLimits.guardAttempt(
        request,
        `registration:${hashConfirmationToken(confirmation_token)}`,
        () => verifyRegistration({ ctx: ctxOf(request), confirmationToken: confirmation_token, otp }),
      );
      const answer = signedInAnswer(reply, { session, user }, accountMessages.registrationVerified);
      return { ...answer, data: { ...answer.data, authentication_token: session.accessToken } };
    },
  );

  app.get(
    '/resend_otp',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: "Registration: another code to the registration's mobile (at most one per 30 s)",
        querystring: ZResendOtpQuery,
        response: { 200: envelopeOf(ZPendingRegistration), ...failures(404, 422, 429, 503) },
      },
    },
    async (request) => {
      const pending = await resendRegistrationCode({
        ctx: ctxOf(request),
        confirmationToken: request.query.confirmation_token,
        limitAddress: codeLimitFor(request),
      });
      return ok(pending, accountMessages.otpSent);
    },
  );

  app.put(
    '/providers/update_mobile_number_without_login',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Registration: correct the mobile number of an unconfirmed registration; a code goes to it',
        body: ZUpdateMobileWithoutLoginRequest,
        response: { 200: envelopeOf(ZPendingRegistration), ...failures(404, 422, 429, 503) },
      },
    },
    async (request) => {
      const { user_id, confirmation_token, mobile_number } = request.body;
      const pending = await changeRegistrationMobile({
        ctx: ctxOf(request),
        userId: user_id,
        confirmationToken: confirmation_token,
        mobileNumber: mobile_number,
        limitAddress: codeLimitFor(request),
      });
      return ok(pending, accountMessages.otpSent);
    },
  );

  app.post(
    '/v1/providers/signup/business-info',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['accounts'],
        summary: 'Registration step 3/4: company, services and service areas',
        body: ZBusinessInfoRequest,
        response: { 200: envelopeOf(ZBusinessInfoSaved), ...failures(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const saved = await saveBusinessInfo({
        ctx: ctxOf(request),
        userId: requirePrincipal(request).userId,
        input: request.body.provider,
      });
      return ok(saved, accountMessages.businessInfoSaved);
    },
  );

  app.post(
    '/v1/providers/signup/additional-info',
    {
      config: { auth: 'provider' },
      schema: {
        tags: ['accounts'],
        summary: 'Registration step 5: insurance, licence, Google/Yelp ids, referrals; completes it',
        body: ZAdditionalInfoRequest,
        response: { 200: envelopeOf(ZSessionUser), ...failures(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const user = await saveAdditionalInfo({
        ctx: ctxOf(request),
        userId: requirePrincipal(request).userId,
        input: request.body.provider,
      });
      return ok(user, accountMessages.registrationCompleted);
    },
  );

  // ── Google ──────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/social_login/sign_up',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Registration with a Google ID token (no password); a code is texted to the mobile',
        body: ZSocialSignUpRequest,
        response: { 200: envelopeOf(ZRegistrationStarted), ...failures(400, 401, 422, 429, 503) },
      },
    },
    async (request) => {
      const { id_token, name, email, mobile_number } = request.body;
      const started = await signUpWithGoogle({
        ctx: ctxOf(request),
        idToken: id_token,
        name,
        email,
        mobileNumber: mobile_number,
        limitAddress: codeLimitFor(request),
      });
      return ok(started, accountMessages.otpSent);
    },
  );

  app.post(
    '/social_login/sign_in',
    {
      config: signInCall,
      schema: {
        tags: ['accounts'],
        summary: 'Sign-in with a Google ID token: answers like sign_in.json',
        body: ZSocialSignInRequest,
        response: { 200: ZSignInResponse, ...failures(400, 401, 404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { session, user } = await signInWithGoogle({
        ctx: ctxOf(request),
        idToken: request.body.id_token,
        userType: request.body.user_type,
      });
      return signedInAnswer(reply, { session, user });
    },
  );

  // ── Forgot password ─────────────────────────────────────────────────────────────────────────

  app.post(
    '/password_update_request',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password, step 0: a code by e-mail when the account exists; the same answer always',
        body: ZEmailOnlyRequest,
        response: { 200: envelopeOf(ZEmailAnswer), ...failures(422, 429, 503) },
      },
    },
    async (request) => {
      const { email, user_type } = request.body;
      await app.addressLimits.countCodeSent(request, email);
      await requestPasswordReset({ ctx: ctxOf(request), email, userType: user_type });
      return ok({ email }, accountMessages.passwordResetSent);
    },
  );

  app.post(
    '/validate_password_otp',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: "Forgot password, step 1: marks the e-mail's code verified",
        body: ZValidatePasswordOtpRequest,
        response: { 200: envelopeOf(ZEmailAnswer), ...failures(422, 429) },
      },
    },
    async (request) => {
      const { email, otp } = request.body;
      await app.addressLimits.guardAttempt(request, email, () =>
        verifyPasswordResetCode({ ctx: ctxOf(request), email, otp }),
      );
      return ok({ email }, accountMessages.otpVerified);
    },
  );

  app.post(
    '/update_user_password',
    {
      config: codeCall,
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password, step 2: the new password, once, within 10 minutes of the verified code',
        body: ZUpdateUserPasswordRequest,
        response: { 200: envelopeOf(ZPasswordUpdated), ...failures(422, 429) },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      await app.addressLimits.guardAttempt(request, email, () =>
        resetPassword({ ctx: ctxOf(request), email, otp, password }),
      );
      return ok({ email, message: accountMessages.passwordUpdated }, accountMessages.passwordUpdated);
    },
  );

  // ── E-mail and mobile changes (signed in) ───────────────────────────────────────────────────

  app.post(
    '/email_update_request.json',
    {
      config: { auth: 'user', ...codeCall },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail change, step 1: a code to the new e-mail',
        body: ZEmailUpdateRequest,
        response: { 200: envelopeOf(ZEmailAnswer), ...failures(401, 422, 429, 503) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await requestEmailChange({
        ctx: ctxOf(request),
        userId: requirePrincipal(request).userId,
        email,
        limitAddress: codeLimitFor(request),
      });
      return ok({ email }, accountMessages.otpSent);
    },
  );

  app.post(
    '/email_update',
    {
      config: { auth: 'user', ...codeCall },
      schema: {
        tags: ['accounts'],
        summary: "E-mail change, step 2: the code makes it the account's e-mail (the uid header follows)",
        body: ZEmailUpdateConfirm,
        response: { 200: envelopeOf(ZSessionUser), ...failures(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      const user = await app.addressLimits.guardAttempt(request, email, () =>
        confirmEmailChange({ ctx: ctxOf(request), userId: requirePrincipal(request).userId, email, otp }),
      );
      reply.header('uid', user.email);
      return ok(user, accountMessages.emailUpdated);
    },
  );

  app.post(
    '/mobilenumber_update_request',
    {
      config: { auth: 'user', ...codeCall },
      schema: {
        tags: ['accounts'],
        summary: 'Mobile change, step 1 (and Resend): a code texted to the new number',
        body: ZMobileUpdateRequest,
        response: { 200: envelopeOf(ZMobileAnswer), ...failures(401, 422, 429, 503) },
      },
    },
    async (request) => {
      const { mobile_number } = request.body;
      await requestMobileChange({
        ctx: ctxOf(request),
        userId: requirePrincipal(request).userId,
        mobileNumber: mobile_number,
        limitAddress: codeLimitFor(request),
      });
      return ok({ mobile_number }, accountMessages.otpSent);
    },
  );

  app.post(
    '/mobilenumber_update',
    {
      config: { auth: 'user', ...codeCall },
      schema: {
        tags: ['accounts'],
        summary: "Mobile change, step 2: the code makes it the account's mobile number",
        body: ZMobileUpdateConfirm,
        response: { 200: envelopeOf(ZSessionUser), ...failures(401, 422, 429) },
      },
    },
    async (request) => {
      const { mobile_number, otp } = request.body;
      const principal = requirePrincipal(request);
      const updated = await app.addressLimits.guardAttempt(request, mobile_number, () =>
        confirmMobileChange({
          ctx: ctxOf(request),
          userId: principal.userId,
          userType: principal.userType,
          mobileNumber: mobile_number,
          otp,
        }),
      );
      return ok(updated, accountMessages.mobileUpdated);
    },
  );
};

export default accountsRoutes;
