import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@homebid/contracts/accounts';

// Texts of the registration screens that only the web app shows (the spec's messages are in
// @homebid/contracts).
export const registrationTexts = {
  /** Under the password before it is typed: the rule ZNewPassword checks. */
  passwordRule: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  loadingBusiness: 'Loading your business details…',
  businessNotSaved: 'Your business details could not be saved. Please try again.',
} as const;
