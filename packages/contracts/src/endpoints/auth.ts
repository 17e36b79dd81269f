// Signing in (CONTRACT §4; spec 'portal-access-profile-chat-works.md' §2 Login, §3, §7): by password, by
// a one-time code or with Google, and signing out. The spec's paths are kept exactly.
import { ZEmailAnswer, ZEmailOnlyRequest } from '../accounts';
import {
  ZAuthProviders,
  ZLoginWithOtpRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZSocialSignInRequest,
  ZUserDetailsQuery,
  ZWrongDoorAnswer,
} from '../auth';
import { endpoint } from '../endpoint';
import { envelopeOf, ZErrorEnvelope, ZMessageOnly } from '../envelope';

const tag = 'auth';
/** Login by code and with Google keep the OpenAPI tag the API has always given them. */
const accountsTag = 'accounts';
/** A code could not be delivered (no channel took it): 503, nothing counted. */
const undeliverable = { 503: ZErrorEnvelope };
/** The e-mail is an account of the other role (for a password or code, only when it is right for that account). */
const wrongDoor = { 403: ZWrongDoorAnswer };

export const signIn = endpoint({
  method: 'POST',
  path: '/auth/sign_in.json',
  auth: 'public',
  tag,
  summary: 'Sign in by e-mail and password (the session arrives in the answer headers)',
  body: ZSignInRequest,
  // A public call, so 401 (wrong e-mail or password) is not among the failures added for signed-in calls.
  answers: { 200: ZSignInResponse, 401: ZErrorEnvelope, ...wrongDoor },
});

export const getAuthProviders = endpoint({
  method: 'GET',
  path: '/auth/providers',
  auth: 'public',
  tag,
  summary: 'Social sign-ins this server accepts',
  answers: { 200: envelopeOf(ZAuthProviders) },
});

export const signOut = endpoint({
  method: 'DELETE',
  path: '/auth/sign_out',
  auth: 'user',
  tag,
  summary: "End this device's session",
  answers: { 200: ZMessageOnly },
});

// ── Login by one-time code ────────────────────────────────────────────────────────────────────

export const requestLoginOtp = endpoint({
  method: 'POST',
  path: '/web_login_with_email',
  auth: 'public',
  tag: accountsTag,
  summary:
    'Login by code, step one: a code to the e-mail and mobile (same answer for unknown e-mails; 403 with the ' +
    'right door when the e-mail is an account of the other role)',
  body: ZEmailOnlyRequest,
  answers: { 200: envelopeOf(ZEmailAnswer), ...undeliverable, ...wrongDoor },
});

export const resendLoginOtp = endpoint({
  method: 'POST',
  path: '/web_resend_otp',
  auth: 'public',
  tag: accountsTag,
  summary: 'Login by code: another code (at most one per 30 s; a 429 says when in Retry-After)',
  body: ZEmailOnlyRequest,
  answers: { 200: envelopeOf(ZEmailAnswer), ...undeliverable, ...wrongDoor },
});

export const signInWithOtp = endpoint({
  method: 'POST',
  path: '/web_login_with_otp',
  auth: 'public',
  tag: accountsTag,
  summary: 'Login by code, step two: answers like sign_in.json, with the session headers',
  body: ZLoginWithOtpRequest,
  answers: { 200: ZSignInResponse, ...wrongDoor },
});

export const getUserDetails = endpoint({
  method: 'GET',
  path: '/get_user_details',
  auth: 'public',
  tag: accountsTag,
  summary: "The OTP step's look-up: the same answer whether or not the e-mail is registered",
  query: ZUserDetailsQuery,
  answers: { 200: envelopeOf(ZEmailAnswer) },
});

// ── Google ────────────────────────────────────────────────────────────────────────────────────

export const signInWithGoogle = endpoint({
  method: 'POST',
  path: '/social_login/sign_in',
  auth: 'public',
  tag: accountsTag,
  summary: 'Sign-in with a Google ID token: answers like sign_in.json',
  body: ZSocialSignInRequest,
  answers: { 200: ZSignInResponse, 401: ZErrorEnvelope, 503: ZErrorEnvelope },
});
