// Signing in (spec 'portal-access-profile-chat-works.md' §2 Login, §5, §7; CONTRACT §4): by password,
// by a one-time code, or with Google; the session's user, its headers, and sign-in's own texts.
import { z } from 'zod';
import { USER_TYPE, ZEmail, ZUserType } from './common';
import { SIGNUP_STATUS, type TSignupStatus } from './constants';
import { validationMessages as m } from './messages';

export { SIGNUP_STATUS, type TSignupStatus };
export const ZSignupStatus = z.enum([
  SIGNUP_STATUS.verification,
  SIGNUP_STATUS.businessInfo,
  SIGNUP_STATUS.additionalInfo,
  SIGNUP_STATUS.completed,
]);

export const ZLoginPassword = z
  .string({ error: m.loginPasswordEmpty })
  .min(1, { error: m.loginPasswordEmpty, abort: true })
  .min(6, { error: m.passwordShort, abort: true })
  .max(128, m.passwordShort);

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: ZLoginPassword,
  user_type: z.coerce.number().pipe(ZUserType).default(USER_TYPE.provider),
});
export type TSignInRequest = z.input<typeof ZSignInRequest>;

/** The signed-in user as every sign-in answers it. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  provider_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  user_type: ZUserType,
  is_pro_provider: z.boolean(),
  signup_status: ZSignupStatus,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSignInResponse = z.object({
  code: z.number().int(),
  message: z.string(),
  signup_status: ZSignupStatus,
  data: ZSessionUser,
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

/** CONTRACT §4: the devise_token_auth headers. */
export const SESSION_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

/** GET /api/auth/providers: which social sign-ins this server accepts (the Google button shows only then). */
export const ZAuthProviders = z.object({ google_client_id: z.string().nullable() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

// ── Login by one-time code and with Google ────────────────────────────────────────────────────────

/** Login OTP (spec §5): 'Enter OTP' when empty, 'Enter 6 digit OTP' otherwise wrong. */
export const ZLoginOtp = z
  .string({ error: m.loginOtpEmpty })
  .trim()
  .min(1, { error: m.loginOtpEmpty, abort: true })
  .regex(/^\d{6}$/, m.loginOtpShort);

export const ZLoginWithOtpRequest = z.object({
  email: ZEmail,
  otp: ZLoginOtp,
  user_type: z.coerce.number().pipe(ZUserType).default(USER_TYPE.provider),
});

/** GET /get_user_details?mobile_number={email}: the OTP step's look-up (the spec sends the e-mail there). */
export const ZUserDetailsQuery = z.object({ mobile_number: z.string().trim().max(254).optional().default('') });

export const ZSocialSignInRequest = z.object({
  social_type: z.literal('google'),
  id_token: z.string().min(1).max(4096),
  user_type: z.coerce.number().pipe(ZUserType).default(USER_TYPE.provider),
});

export type TLoginWithOtpParsed = z.output<typeof ZLoginWithOtpRequest>;
export type TSocialSignInParsed = z.output<typeof ZSocialSignInRequest>;

/**
 * 403 of the sign-in calls when the credentials fit an account of the other role: the
 * failure envelope, plus `data.user_type`, the role whose door it is (1 customer, 2 provider).
 */
export const ZWrongDoorAnswer = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.string()),
  data: z.object({ user_type: ZUserType }),
});
export type TWrongDoorAnswer = z.infer<typeof ZWrongDoorAnswer>;

/** Texts of the sign-in calls' own answers (the spec leaves them to the server). */
export const authMessages = {
  otpSentBoth: 'OTP sent to your email and mobile successfully',
  socialAccountNotFound: 'No HomeBid account is linked to this Google account yet. Please sign up.',
  /**
   * The credentials fit an account of the other role: each door names the other. The
   * answer (403) carries `data.user_type`, the role whose door it is.
   */
  wrongDoorCustomer: 'This is a customer account. Please sign in on the customer login.',
  wrongDoorProvider: 'This is a pro account. Please sign in on the pro login.',
} as const;
