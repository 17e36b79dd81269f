// Sign-in by password and sign-out (CONTRACT §4; spec 'portal-access-profile-chat-works.md' §3 Login).
import { ZAuthProviders, ZSignInRequest, ZSignInResponse } from '../auth';
import { endpoint } from '../endpoint';
import { envelopeOf, ZErrorEnvelope, ZMessageOnly } from '../envelope';

const tag = 'auth';

export const signIn = endpoint({
  method: 'POST',
  path: '/auth/sign_in.json',
  auth: 'public',
  tag,
  summary: 'Sign in by e-mail and password (the session arrives in the answer headers)',
  body: ZSignInRequest,
  // A public call, so 401 (wrong e-mail or password) is not among the failures added for signed-in calls.
  answers: { 200: ZSignInResponse, 401: ZErrorEnvelope },
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
