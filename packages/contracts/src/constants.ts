// Plain constants the web app's shell needs on first load (route guards, layouts): no zod here, so
// importing them does not pull the schema library into the first chunk. auth.ts and common.ts
// build their schemas on them and export them under the same names.

/** How far a registration got (spec §4): only `completed` opens the portal. */
export const SIGNUP_STATUS = {
  verification: 'verification_status',
  businessInfo: 'business-info',
  additionalInfo: 'additional-info',
  completed: 'completed',
} as const;
export type TSignupStatus = (typeof SIGNUP_STATUS)[keyof typeof SIGNUP_STATUS];

export const USER_TYPE = { customer: 1, provider: 2 } as const;
