import { z } from 'zod';
import { ZEmail, ZUserType } from './common';
import { validationMessages as m } from './messages';

export const SIGNUP_STATUS = {
  verification: 'verification_status',
  businessInfo: 'business-info',
  additionalInfo: 'additional-info',
  completed: 'completed',
} as const;
export const ZSignupStatus = z.enum(['verification_status', 'business-info', 'additional-info', 'completed']);
export type TSignupStatus = z.infer<typeof ZSignupStatus>;

export const ZLoginPassword = z
  .string({ error: m.loginPasswordEmpty })
  .min(1, { error: m.loginPasswordEmpty, abort: true })
  .min(6, { error: m.passwordShort, abort: true })
  .max(128, m.passwordShort);

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: ZLoginPassword,
  user_type: z.coerce.number().pipe(ZUserType).default(2),
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
