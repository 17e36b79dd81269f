import { z } from 'zod';
import { USER_TYPE } from './constants';
import { validationMessages as m } from './messages';

export { USER_TYPE };
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

/**
 * Years of business (spec §5 'Enter Years of Business'): a whole number from 0 to 150, given as a
 * number (API clients) or a digit string (form inputs); empty or anything else is refused.
 */
export const ZYearsOfBusiness = z.union(
  [
    z.number({ error: m.yearsEmpty }).int(m.yearsEmpty).min(0, m.yearsEmpty).max(150, m.yearsEmpty),
    // Every branch carries the message: form resolvers show the closest branch's own issue.
    z
      .string({ error: m.yearsEmpty })
      .trim()
      .regex(/^\d{1,3}$/, m.yearsEmpty)
      .transform(Number)
      .pipe(z.number().max(150, m.yearsEmpty)),
  ],
  { error: m.yearsEmpty },
);
