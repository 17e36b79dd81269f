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
