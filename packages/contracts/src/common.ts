import { z } from 'zod';
import { validationMessages as m } from './messages';

export const USER_TYPE = { customer: 1, provider: 2 } as const;
export const ZUserType = z.union([z.literal(1), z.literal(2)]);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Accepts the e-mail the way the forms do: trimmed, lower-cased, spec messages. */
export const ZEmail = z
  .string({ error: m.emailEmpty })
  .trim()
  .min(1, { error: m.emailEmpty, abort: true })
  .max(254, { error: m.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .transform((value) => value.toLowerCase());

export const ZMobileNumber = z.string({ error: m.mobileInvalid }).regex(/^\d{10}$/, m.mobileInvalid);

export const ZZipcode = z
  .string({ error: m.zipEmpty })
  .trim()
  .min(1, { error: m.zipEmpty, abort: true })
  .regex(/^\d{5}$/, m.zipInvalid);

/** Integer id from a path or query string. */
export const ZIdParam = z.coerce.number().int().positive();
