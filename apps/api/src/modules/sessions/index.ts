// The sessions module's front door: device sessions, the request principal, the signed-in answer, and the
// caller's own providers row.

export { findOwnProvider } from './find-own-provider';
export type { Principal, SessionCredentials } from './principal';
export { providerIdOf } from './provider-id';
export { readCredentials } from './read-credentials';
export { findPrincipal, type IssuedSession, issueSession, revokeSession, revokeUserSessions } from './session-tokens';
export { loadSessionUser, signedInAnswer } from './signed-in-answer';
