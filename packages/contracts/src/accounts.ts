// Requests of the accounts calls (spec 'portal-access-profile-chat-works.md' §5, §7; CONTRACT §4, §5):
// registration (Google sign-up too), password recovery, e-mail and mobile changes, and the one-time
// codes they share with signing in (auth.ts); shared by the API (the rule) and the web forms (the
// convenience).
import { z } from 'zod';
import { ZLoginOtp, ZSessionUser, ZSignupStatus } from './auth';
import { USER_TYPE, ZEmail, ZFlag, ZId, ZMobileNumber, ZUserType, ZYearsOfBusiness, ZZipcode } from './common';
import { validationMessages as m } from './messages';
import { ZProviderLocation, ZServiceAreaList } from './service-areas';

export const OTP_LENGTH = 6;

/** The password rule (spec §5 'Check Password' under 6): its length, from 6 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Registration password (spec §5): 'Enter Password' when empty, 'Check Password' under 6. */
export const ZNewPassword = z
  .string({ error: m.passwordEmpty })
  .min(1, { error: m.passwordEmpty, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, m.passwordShort);

/**
 * Registration's confirm password (spec §5): 'Check Password' under 6 characters; when empty it
 * asks for the confirmation in the reset page's words ('Confirm Password'), not 'Enter Password',
 * which read as if the first field were meant.
 */
export const ZConfirmPassword = z
  .string({ error: m.confirmPasswordEmpty })
  .min(1, { error: m.confirmPasswordEmpty, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, m.passwordShort);

const isPasswordLongEnough = (value: unknown) =>
  typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;

export const ZPersonName = z
  .string({ error: m.nameEmpty })
  .trim()
  .min(1, { error: m.nameEmpty, abort: true })
  .max(80, m.nameInvalid)
  .regex(/^[A-Za-z\s-]+$/, m.nameInvalid);

/** Registration OTP (spec §5). */
export const ZRegistrationOtp = z
  .string({ error: m.registrationOtpEmpty })
  .trim()
  .min(1, { error: m.registrationOtpEmpty, abort: true })
  .length(OTP_LENGTH, { error: m.registrationOtpLength, abort: true })
  .regex(/^\d+$/, m.registrationOtpDigits);

/** E-mail-change and mobile-change OTP (spec §5): 'Enter valid OTP'. */
export const ZChangeOtp = z
  .string({ error: m.changeOtpInvalid })
  .trim()
  .regex(/^\d{6}$/, m.changeOtpInvalid);

const withMatchingConfirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.confirmPasswordMismatch });
  }
};

// ── Registration ──────────────────────────────────────────────────────────────────────────────

export const ZBasicInfo = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    mobile_number: ZMobileNumber,
    password: ZNewPassword,
    password_confirmation: ZConfirmPassword,
    user_type: z.coerce.number().pipe(z.literal(USER_TYPE.provider)).default(USER_TYPE.provider),
  })
  // 'Passwords do not match. Try again' as soon as both passwords are long enough, whatever the
  // other fields hold (a refinement after the fields would wait until every field is valid).
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: m.confirmPasswordMismatch,
    when: ({ value }) => {
      const typed = value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return isPasswordLongEnough(typed?.password) && isPasswordLongEnough(typed?.password_confirmation);
    },
  });
export type TBasicInfo = z.input<typeof ZBasicInfo>;
export const ZBasicInfoRequest = z.object({ sign_up: ZBasicInfo });

export const ZRegistrationStarted = z.object({
  confirmation_token: z.string(),
  user_id: z.number().int(),
  email: z.string(),
  mobile_number: z.string(),
});
export type TRegistrationStarted = z.infer<typeof ZRegistrationStarted>;

export const ZValidateUserRequest = z.object({ confirmation_token: z.string().min(1).max(200), otp: ZRegistrationOtp });
export const ZResendOtpQuery = z.object({ confirmation_token: z.string().min(1).max(200) });

export const ZUpdateMobileWithoutLoginRequest = z.object({
  user_id: ZId,
  confirmation_token: z.string().min(1).max(200),
  mobile_number: ZMobileNumber,
});

export const COMPANY_TYPES = [
  { id: 1, name: 'Sole Proprietor' },
  { id: 2, name: 'LLC' },
  { id: 3, name: 'Corp' },
] as const;

export const ZBusinessInfo = z.object({
  auth_token: z.string().max(200).optional(),
  company_name: z
    .string({ error: m.companyNameEmpty })
    .trim()
    .min(1, { error: m.companyNameEmpty, abort: true })
    .max(120),
  company_type: z.coerce
    .number({ error: m.companyTypeEmptyRegistration })
    .int()
    .min(1, m.companyTypeEmptyRegistration)
    .max(3, m.companyTypeEmptyRegistration),
  street_address: z
    .string({ error: m.addressEmptyRegistration })
    .trim()
    .min(1, { error: m.addressEmptyRegistration, abort: true })
    .max(200),
  zipcode: ZZipcode,
  years_of_business: ZYearsOfBusiness,
  provider_locations_attributes: ZServiceAreaList,
  project_type_ids: z.array(ZId).max(200).default([]),
  project_sub_type_ids: z
    .array(ZId, { error: m.servicesEmptyRegistration })
    .min(1, m.servicesEmptyRegistration)
    .max(500),
});
export type TBusinessInfo = z.input<typeof ZBusinessInfo>;
export const ZBusinessInfoRequest = z.object({ provider: ZBusinessInfo });

/**
 * Registration step 3 as kept on the server (PUT /v1/providers/signup/business-draft) until step 4
 * sends it with the services: the business details and service areas, checked like business-info.
 */
export const ZBusinessDraft = ZBusinessInfo.pick({
  company_name: true,
  company_type: true,
  street_address: true,
  zipcode: true,
  years_of_business: true,
  provider_locations_attributes: true,
});
export type TBusinessDraftInput = z.input<typeof ZBusinessDraft>;
export const ZBusinessDraftRequest = z.object({ provider: ZBusinessDraft });

/** GET /v1/providers/signup/business-draft, data: the kept step 3, or null. */
export const ZBusinessDraftSaved = z.object({
  business: z
    .object({
      company_name: z.string(),
      company_type: z.number().int(),
      street_address: z.string(),
      zipcode: z.string(),
      years_of_business: z.number().int(),
      provider_locations_attributes: z.array(z.object({ zipcode: z.string(), radius: z.number() })),
    })
    .nullable(),
});
export type TBusinessDraftSaved = z.infer<typeof ZBusinessDraftSaved>;

export const ZAdditionalInfo = z.object({
  auth_token: z.string().max(200).optional(),
  have_insurance: ZFlag.default(false),
  have_license: ZFlag.default(false),
  insurance_number: z.string().trim().max(60).optional().default(''),
  license_number: z.string().trim().max(60).optional().default(''),
  google_id: z.string().trim().max(200).optional().default(''),
  yelp_id: z.string().trim().max(200).optional().default(''),
  referral_ids: z.array(ZId, { error: m.referralEmpty }).min(1, m.referralEmpty).max(50),
});
export type TAdditionalInfo = z.input<typeof ZAdditionalInfo>;
export const ZAdditionalInfoRequest = z.object({ provider: ZAdditionalInfo });

/** Social sign-up: the Google ID token proves the e-mail and gives social_id (the token's `sub`). */
export const ZSocialSignUpRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  mobile_number: ZMobileNumber,
  social_id: z.string().max(255).optional(),
  social_type: z.literal('google'),
  id_token: z.string().min(1).max(4096),
  user_type: z.coerce.number().pipe(z.literal(USER_TYPE.provider)).default(USER_TYPE.provider),
});

// ── One-time codes (login by code and password recovery) ──────────────────────────────────────

/** The pause between two codes to one address: the API's OTP_RESEND_SECONDS default. */
export const OTP_RESEND_PAUSE_SECONDS = 30;
/**
 * Every answer that sent a code says in this header how many seconds the server refuses another to
 * the same address (OTP_RESEND_SECONDS), so Resend OTP counts down exactly that long.
 */
export const OTP_RESEND_AFTER_HEADER = 'x-otp-resend-after';

/** A code to an e-mail: login by code (auth) and forgot password ask for one alike. */
export const ZEmailOnlyRequest = z.object({
  email: ZEmail,
  user_type: z.coerce.number().pipe(ZUserType).default(USER_TYPE.provider),
});

// ── Password recovery ─────────────────────────────────────────────────────────────────────────

/** How long after validate_password_otp the same browser may set the new password with `password, email`. */
export const PASSWORD_RESET_GRANT_MINUTES = 10;

export const ZValidatePasswordOtpRequest = z.object({ email: ZEmail, otp: ZLoginOtp });
/**
 * The new password (spec §7: `password, email`). The proof that the caller may set it is either the
 * grant validate_password_otp gave this browser (an HttpOnly cookie, PASSWORD_RESET_GRANT_MINUTES,
 * once), or the verified code itself in `otp`. The confirmation is the form's job (ZNewPasswordForm).
 */
export const ZUpdateUserPasswordRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  otp: ZLoginOtp.optional(),
});

/** The recovery page's new-password form: the password twice, which must match. */
export const ZNewPasswordForm = z
  .object({
    password: ZNewPassword,
    password_confirmation: z
      .string({ error: m.confirmPasswordEmpty })
      .min(1, { error: m.confirmPasswordEmpty, abort: true })
      .min(6, { error: m.passwordShort, abort: true }),
  })
  .superRefine(withMatchingConfirmation);

// ── E-mail and mobile change (signed in) ──────────────────────────────────────────────────────

export const ZEmailUpdateRequest = z.object({ email: ZEmail });
export const ZEmailUpdateConfirm = z.object({ email: ZEmail, otp: ZChangeOtp });
export const ZMobileUpdateRequest = z.object({ mobile_number: ZMobileNumber });
export const ZMobileUpdateConfirm = z.object({ mobile_number: ZMobileNumber, otp: ZChangeOtp });

// ── Customer side (CONTRACT §5) ───────────────────────────────────────────────────────────────

export const ZCustomerSignUpRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  mobile_number: ZMobileNumber,
  password: ZNewPassword,
});

// ── What the API's services receive: the requests as validated (z.output) ─────────────────────

export type TBasicInfoParsed = z.output<typeof ZBasicInfo>;
export type TCustomerSignUpParsed = z.output<typeof ZCustomerSignUpRequest>;
export type TValidateUserParsed = z.output<typeof ZValidateUserRequest>;
export type TResendOtpParsed = z.output<typeof ZResendOtpQuery>;
export type TUpdateMobileWithoutLoginParsed = z.output<typeof ZUpdateMobileWithoutLoginRequest>;
export type TBusinessInfoParsed = z.output<typeof ZBusinessInfo>;
export type TAdditionalInfoParsed = z.output<typeof ZAdditionalInfo>;
export type TSocialSignUpParsed = z.output<typeof ZSocialSignUpRequest>;
export type TEmailOnlyParsed = z.output<typeof ZEmailOnlyRequest>;
export type TValidatePasswordOtpParsed = z.output<typeof ZValidatePasswordOtpRequest>;
export type TUpdateUserPasswordParsed = z.output<typeof ZUpdateUserPasswordRequest>;
export type TEmailUpdateRequestParsed = z.output<typeof ZEmailUpdateRequest>;
export type TEmailUpdateConfirmParsed = z.output<typeof ZEmailUpdateConfirm>;
export type TMobileUpdateRequestParsed = z.output<typeof ZMobileUpdateRequest>;
export type TMobileUpdateConfirmParsed = z.output<typeof ZMobileUpdateConfirm>;

/** Texts of the accounts calls' own answers (the spec leaves them to the server). */
export const accountMessages = {
  otpSent: 'OTP sent successfully',
  otpInvalid: 'The OTP is invalid or has expired. Please try again.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpResendTooSoon: 'Please wait 30 seconds before asking for another OTP.',
  emailTaken: 'This email is already registered. Please log in instead.',
  mobileTaken: 'This mobile number is already registered.',
  registrationNotFound: 'This registration has expired. Please start again.',
  passwordResetSent: 'If an account exists for this email, we have sent it an OTP.',
  passwordResetNotVerified: 'Please verify the OTP sent to your email first.',
  passwordUpdated: 'Your password has been updated. Please log in.',
  emailUpdated: 'Your email has been updated.',
  mobileUpdated: 'Your mobile number has been updated.',
  mobileUpdateFailed: 'Failed to update mobile number',
  resendFailed: 'Failed to resend OTP',
  socialTokenInvalid: 'We could not verify your Google sign-in. Please try again.',
  socialEmailMismatch: 'The email does not match your Google account.',
  registrationStepOrder: 'Please complete the previous registration step first.',
  otpVerified: 'OTP verified successfully',
  registrationVerified: 'Your mobile number has been verified.',
  businessInfoSaved: 'Your business details have been saved.',
  registrationCompleted: 'Your registration is complete.',
  unknownServices: 'Some of the selected services are no longer offered. Please choose your services again.',
  unknownReferrals: 'Some of the selected options are no longer available. Please choose again.',
  emailUnchanged: 'This is already the email of your account.',
  mobileUnchanged: 'This is already the mobile number of your account.',
  emailDeliveryFailed: 'We could not send the email right now. Please try again in a few minutes.',
  smsDeliveryFailed: 'We could not send the text message right now. Please try again in a few minutes.',
  socialNotConfigured: 'Google sign-in is not available on this server.',
  socialUnavailable: 'We could not reach Google to check your sign-in. Please try again.',
} as const;

/** Texts of the one-time-code screens that are no answer of the server. */
export const otpTexts = {
  /** Resend OTP while the pause (or a 429's Retry-After) runs: 'Resend OTP in 0:27'. */
  resendIn: (seconds: number) => `Resend OTP in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
} as const;

// ── Answers of the accounts calls (the envelope's `data`, CONTRACT §3) ────────────────────────

/** web_login_with_email, web_resend_otp, password_update_request, validate_password_otp, email_update_request.json, get_user_details. */
export const ZEmailAnswer = z.object({ email: z.string() });
/** mobilenumber_update_request. */
export const ZMobileAnswer = z.object({ mobile_number: z.string() });
/** resend_otp, update_mobile_number_without_login: the registration still waiting for its code. */
export const ZPendingRegistration = z.object({ user_id: z.number().int(), mobile_number: z.string() });
/** update_user_password (the spec's client reads data.message). */
export const ZPasswordUpdated = z.object({ email: z.string(), message: z.string() });

/** validate_user: the new session's user, plus its access-token as authentication_token (also sent as headers). */
export const ZVerifiedUser = ZSessionUser.extend({ authentication_token: z.string() });
export type TVerifiedUser = z.infer<typeof ZVerifiedUser>;
export const ZValidateUserResponse = z.object({
  code: z.number().int(),
  message: z.string(),
  signup_status: ZSignupStatus,
  data: ZVerifiedUser,
});
export type TValidateUserResponse = z.infer<typeof ZValidateUserResponse>;

/** business-info: the session user with the stored service areas and how many zip codes they cover. */
export const ZBusinessInfoSaved = ZSessionUser.extend({
  provider_locations: z.array(ZProviderLocation),
  serviced_zipcodes_count: z.number().int(),
});
export type TBusinessInfoSaved = z.infer<typeof ZBusinessInfoSaved>;
