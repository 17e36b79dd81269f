// zod's global error map: every check without an explicit message answers in a person's words
// (messages.ts `fieldMessages`), never zod's "Invalid input: expected number, received NaN".
// Explicit messages on a schema (the specifications' texts) take precedence over this map, so
// they are kept as they are. Imported for its effect by every contract module that defines
// request schemas (and by the API's error handler), so web forms and the API answer alike.
import { z } from 'zod';
import { fieldMessages as f, validationMessages as m } from './messages';

type RawIssue = z.core.$ZodRawIssue;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function numberBound(issue: { minimum?: unknown; maximum?: unknown; inclusive?: boolean }, side: 'min' | 'max') {
  const bound = Number(side === 'min' ? issue.minimum : issue.maximum);
  if (side === 'max') {
    if (!Number.isFinite(bound) || Math.abs(bound) > 1e9) return f.numberTooBig;
    return issue.inclusive === false ? f.numberBelow(bound) : f.numberAtMost(bound);
  }
  if (!Number.isFinite(bound) || Math.abs(bound) > 1e9) return f.invalid;
  return issue.inclusive === false ? f.numberAbove(bound) : f.numberAtLeast(bound);
}

/** The person's text for one zod issue that has no message of its own. */
export function personMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'int') return f.wholeNumber;
      if (isMissing(issue.input)) return f.required;
      switch (issue.expected) {
        case 'number':
        case 'bigint':
          return f.number;
        case 'string':
          return f.text;
        case 'boolean':
          return f.yesOrNo;
        case 'array':
          return f.list;
        default:
          return f.invalid;
      }
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return f.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return f.fewItems(min);
      if (issue.origin === 'number' || issue.origin === 'int') return numberBound(issue, 'min');
      return f.invalid;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return f.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return f.manyItems(max);
      if (issue.origin === 'number' || issue.origin === 'int') return numberBound(issue, 'max');
      return f.invalid;
    }
    case 'invalid_format':
      return issue.format === 'email' ? m.emailInvalid : f.format;
    case 'not_multiple_of':
      return f.wholeNumber;
    case 'invalid_value':
      if (issue.expected === 'stringbool') return f.yesOrNo;
      return isMissing(issue.input) ? f.required : f.choice;
    case 'invalid_union':
      return isMissing(issue.input) ? f.required : f.choice;
    default:
      return f.invalid;
  }
}

z.config({ customError: personMessage });
