// The sessions module's front door: device sessions, the request principal, the signed-in answer.
export type { Principal, SessionCredentials } from './principal';
export { providerIdOf } from './provider-id';
export { readCredentials } from './read-credentials';
export { findPrincipal, type IssuedSession, issueSession, revokeSession, revokeUserSessions } from './session-tokens';
export { loadSessionUser, signedInAnswer } from './signed-in-answer';
