import { z } from 'zod';
import { USER_TYPE } from './constants';
import { fieldMessages as f, validationMessages as m } from './messages';
import './zod-config';

export { USER_TYPE };
export const ZUserType = z.union([z.literal(USER_TYPE.customer), z.literal(USER_TYPE.provider)]);

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

/** The largest id PostgreSQL's `integer` (serial) columns hold: every id of ours is one. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id, in a path, a query string or a JSON body: a whole number from 1 to MAX_ID, given as a
 * number or as digits. Anything else (abc, 0, -1, 1.5, 2147483648, 99999999999999999999) is refused
 * here with one person's text (422), so it never reaches the database.
 */
export const ZId = z.coerce
  .number({ error: f.id })
  .int({ error: f.id, abort: true })
  .min(1, { error: f.id, abort: true })
  .max(MAX_ID, { error: f.id });

/** Id from a path or query string. */
export const ZIdParam = ZId;

/**
 * A row id chosen on the page: missing or empty answers the page's own text (`emptyMessage`), any
 * other value that is no id from 1 to MAX_ID the common id text (422, never a database error).
 */
export const ZChosenId = (emptyMessage: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: emptyMessage });
        ctx.addIssue({ code: 'custom', message: f.id });
        return z.NEVER;
      }
      const id =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\d{1,10}$/.test(value.trim())
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: f.id });
        return z.NEVER;
      }
      return id;
    })
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ID, description: 'A row id (digits accepted)' });

/**
 * A yes/no field: a JSON boolean, or the strings forms and query strings send ("true"/"false",
 * "1"/"0", "yes"/"no", "on"/"off"). Unlike `z.coerce.boolean()`, "false" is false.
 */
export const ZFlag = z.union([z.boolean(), z.stringbool()], { error: f.yesOrNo });

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
