// The accounts module's front door: its routes, the registration steps (the demo seed registers its
// people through them), and the helpers signing in (modules/auth) shares with registration and
// recovery: the services' context, one-time codes and their delivery, the users look-up and the
// Google ID token check.
export { type AccountsContext, accountsContext } from './accounts-context';
export { codeSent } from './code-sent';
export { deliverCode } from './deliver-code';
export { checkOneTimeCode, issueOneTimeCode } from './one-time-codes';
export { default as accountsRoutes } from './routes';
export { saveAdditionalInfo } from './save-additional-info';
export { saveBusinessInfo } from './save-business-info';
export { startRegistration } from './start-registration';
export { findUserByEmail } from './users-lookup';
export { verifyGoogleIdToken } from './verify-google-id-token';
export { verifyRegistration } from './verify-registration';
