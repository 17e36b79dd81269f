// Accounts (spec 'portal-access-profile-chat-works.md' §2 Login / Registration / Forgot password,
// §4, §7; CONTRACT §4, §5): registration in five steps (and with Google), password recovery, e-mail
// and mobile changes, customer sign-up. The spec's paths are kept exactly.
import {
  ZAdditionalInfoRequest,
  ZBasicInfoRequest,
  ZBusinessDraftRequest,
  ZBusinessDraftSaved,
  ZBusinessInfoRequest,
  ZBusinessInfoSaved,
  ZCustomerSignUpRequest,
  ZEmailAnswer,
  ZEmailOnlyRequest,
  ZEmailUpdateConfirm,
  ZEmailUpdateRequest,
  ZMobileAnswer,
  ZMobileUpdateConfirm,
  ZMobileUpdateRequest,
  ZPasswordUpdated,
  ZPendingRegistration,
  ZRegistrationStarted,
  ZResendOtpQuery,
  ZSocialSignUpRequest,
  ZUpdateMobileWithoutLoginRequest,
  ZUpdateUserPasswordRequest,
  ZValidatePasswordOtpRequest,
  ZValidateUserRequest,
  ZValidateUserResponse,
} from '../accounts';
import { ZSessionUser } from '../auth';
import { endpoint } from '../endpoint';
import { envelopeOf, ZErrorEnvelope } from '../envelope';

const tag = 'accounts';
/** A code could not be delivered (no channel took it): 503, nothing counted. */
const undeliverable = { 503: ZErrorEnvelope };
/** A registration step out of order. */
const outOfOrder = { 409: ZErrorEnvelope };

// ── Registration ──────────────────────────────────────────────────────────────────────────────

export const registerBasicInfo = endpoint({
  method: 'POST',
  path: '/v1/providers/signup/basic-info',
  auth: 'public',
  tag,
  summary: 'Registration step 1: the provider account, unconfirmed; a code is texted to the mobile',
  body: ZBasicInfoRequest,
  answers: { 200: envelopeOf(ZRegistrationStarted), ...undeliverable },
});

export const signUpCustomer = endpoint({
  method: 'POST',
  path: '/v1/customers/signup',
  auth: 'public',
  tag,
  summary: 'Customer sign-up (CONTRACT §5): like basic-info; /validate_user completes it',
  body: ZCustomerSignUpRequest,
  answers: { 200: envelopeOf(ZRegistrationStarted), ...undeliverable },
});

export const validateUser = endpoint({
  method: 'POST',
  path: '/validate_user',
  auth: 'public',
  tag,
  summary: 'Registration step 2: the texted code confirms the account and signs it in',
  body: ZValidateUserRequest,
  answers: { 200: ZValidateUserResponse },
});

export const resendRegistrationOtp = endpoint({
  method: 'GET',
  path: '/resend_otp',
  auth: 'public',
  tag,
  summary: "Registration: another code to the registration's mobile (at most one per 30 s)",
  query: ZResendOtpQuery,
  answers: { 200: envelopeOf(ZPendingRegistration), ...undeliverable },
});

export const updateMobileWithoutLogin = endpoint({
  method: 'PUT',
  path: '/providers/update_mobile_number_without_login',
  auth: 'public',
  tag,
  summary: 'Registration: correct the mobile number of an unconfirmed registration; a code goes to it',
  body: ZUpdateMobileWithoutLoginRequest,
  answers: { 200: envelopeOf(ZPendingRegistration), ...undeliverable },
});

export const submitBusinessInfo = endpoint({
  method: 'POST',
  path: '/v1/providers/signup/business-info',
  auth: 'provider',
  tag,
  summary: 'Registration step 3/4: company, services and service areas',
  body: ZBusinessInfoRequest,
  answers: { 200: envelopeOf(ZBusinessInfoSaved), ...outOfOrder },
});

export const getBusinessDraft = endpoint({
  method: 'GET',
  path: '/v1/providers/signup/business-draft',
  auth: 'provider',
  tag,
  summary: 'Registration step 3 as kept on the server (null when none), to resume it on any device',
  answers: { 200: envelopeOf(ZBusinessDraftSaved) },
});

export const saveBusinessDraft = endpoint({
  method: 'PUT',
  path: '/v1/providers/signup/business-draft',
  auth: 'provider',
  tag,
  summary: 'Registration step 3: keep the business details and service areas until step 4 sends them',
  body: ZBusinessDraftRequest,
  answers: { 200: envelopeOf(ZBusinessDraftSaved), ...outOfOrder },
});

export const submitAdditionalInfo = endpoint({
  method: 'POST',
  path: '/v1/providers/signup/additional-info',
  auth: 'provider',
  tag,
  summary: 'Registration step 5: insurance, licence, Google/Yelp ids, referrals; completes it',
  body: ZAdditionalInfoRequest,
  answers: { 200: envelopeOf(ZSessionUser), ...outOfOrder },
});

// ── Google ────────────────────────────────────────────────────────────────────────────────────

export const socialSignUp = endpoint({
  method: 'POST',
  path: '/social_login/sign_up',
  auth: 'public',
  tag,
  summary: 'Registration with a Google ID token (no password); a code is texted to the mobile',
  body: ZSocialSignUpRequest,
  answers: { 200: envelopeOf(ZRegistrationStarted), 401: ZErrorEnvelope, ...undeliverable },
});

// ── Forgot password ───────────────────────────────────────────────────────────────────────────

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/password_update_request',
  auth: 'public',
  tag,
  summary: 'Forgot password, step 0: a code by e-mail when the account exists; the same answer always',
  body: ZEmailOnlyRequest,
  answers: { 200: envelopeOf(ZEmailAnswer), ...undeliverable },
});

export const validatePasswordOtp = endpoint({
  method: 'POST',
  path: '/validate_password_otp',
  auth: 'public',
  tag,
  summary:
    "Forgot password, step 1: marks the e-mail's code verified and gives this browser a 10-minute, " +
    'single-use grant (HttpOnly cookie) for update_user_password',
  body: ZValidatePasswordOtpRequest,
  answers: { 200: envelopeOf(ZEmailAnswer) },
});

export const updateUserPassword = endpoint({
  method: 'POST',
  path: '/update_user_password',
  auth: 'public',
  tag,
  summary:
    'Forgot password, step 2: `password, email`, proven by the grant validate_password_otp gave this ' +
    'browser, or by the verified code in `otp`; once, within 10 minutes',
  body: ZUpdateUserPasswordRequest,
  answers: { 200: envelopeOf(ZPasswordUpdated) },
});

// ── E-mail and mobile changes (signed in) ─────────────────────────────────────────────────────

export const requestEmailUpdate = endpoint({
  method: 'POST',
  path: '/email_update_request.json',
  auth: 'user',
  tag,
  summary: 'E-mail change, step 1 (and Resend): a code to the new e-mail',
  body: ZEmailUpdateRequest,
  answers: { 200: envelopeOf(ZEmailAnswer), ...undeliverable },
});

export const confirmEmailUpdate = endpoint({
  method: 'POST',
  path: '/email_update',
  auth: 'user',
  tag,
  summary: "E-mail change, step 2: the code makes it the account's e-mail (the uid header follows)",
  body: ZEmailUpdateConfirm,
  answers: { 200: envelopeOf(ZSessionUser) },
});

export const requestMobileUpdate = endpoint({
  method: 'POST',
  path: '/mobilenumber_update_request',
  auth: 'user',
  tag,
  summary: 'Mobile change, step 1 (and Resend): a code texted to the new number',
  body: ZMobileUpdateRequest,
  answers: { 200: envelopeOf(ZMobileAnswer), ...undeliverable },
});

export const confirmMobileUpdate = endpoint({
  method: 'POST',
  path: '/mobilenumber_update',
  auth: 'user',
  tag,
  summary: "Mobile change, step 2: the code makes it the account's mobile number",
  body: ZMobileUpdateConfirm,
  answers: { 200: envelopeOf(ZSessionUser) },
});
