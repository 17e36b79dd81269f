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

/** The two sides of the marketplace, as the API's `user_type` numbers them (CONTRACT §5). */
export const USER_TYPE = { customer: 1, provider: 2 } as const;
/** A side of the marketplace: who signs in, which pages a session may see, who wrote a chat message. */
export type TRole = keyof typeof USER_TYPE;
export type TUserType = (typeof USER_TYPE)[TRole];

/** The role of a `user_type` number; null for a number that is neither. */
export function roleOf(userType: number): TRole | null {
  return (Object.keys(USER_TYPE) as TRole[]).find((role) => USER_TYPE[role] === userType) ?? null;
}
