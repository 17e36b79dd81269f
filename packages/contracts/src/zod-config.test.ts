import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAdditionalInfo } from './accounts';
import { ZSignInRequest } from './auth';
import { MAX_ID, ZFlag, ZId } from './common';
import { fieldMessages as f, validationMessages as m } from './messages';
import { ZGenerateLinkQuery } from './reviews';
import './zod-config';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const ZOD_TEXT = /Invalid|Too (?:small|big)|expected|received|must match/;

describe("zod's global error map", () => {
  it.each([
    ['a missing field', z.object({ a: z.string() }), {}, f.required],
    ['a number that is text', z.number(), 'x', f.number],
    ['NaN through coercion', z.coerce.number(), 'abc', f.number],
    ['a fraction for an integer', z.number().int(), 1.5, f.wholeNumber],
    ['text that is a number', z.string(), 5, f.text],
    ['a non-boolean', z.boolean(), 'x', f.yesOrNo],
    ['a non-list', z.array(z.number()), 'x', f.list],
    ['an empty required text', z.string().min(1), '', f.tooShort(1)],
    ['too short a text', z.string().min(3), 'ab', f.tooShort(3)],
    ['too long a text', z.string().max(3), 'abcd', f.tooLong(3)],
    ['too small a number', z.number().min(2), 1, f.numberAtLeast(2)],
    ['a number not above', z.number().positive(), 0, f.numberAbove(0)],
    ['too big a number', z.number().max(9), 10, f.numberAtMost(9)],
    ['an unsafe integer', z.number().int(), 1e20, f.numberTooBig],
    ['too few items', z.array(z.number()).min(1), [], f.fewItems(1)],
    ['too many items', z.array(z.number()).max(2), [1, 2, 3], f.manyItems(2)],
    ['a bad e-mail', z.email(), 'x', m.emailInvalid],
    ['a pattern', z.string().regex(/^a$/), 'b', f.format],
    ['an unknown option', z.enum(['a', 'b']), 'c', f.choice],
    ['a union of literals', z.union([z.literal(1), z.literal(2)]), 7, f.choice],
    ['a failed refinement', z.string().refine(() => false), 'x', f.invalid],
  ])("answers %s in a person's words", (_, schema, value, expected) => {
    const messages = messagesOf(schema, value);
    expect(messages).toEqual([expected]);
    for (const message of messages) expect(message).not.toMatch(ZOD_TEXT);
  });

  it("keeps every explicit message (the specifications' texts)", () => {
    expect(messagesOf(ZSignInRequest, { email: '', password: '' })).toEqual([m.emailEmpty, m.loginPasswordEmpty]);
    expect(messagesOf(z.string().min(1, 'Own text'), '')).toEqual(['Own text']);
  });
});

describe('ZId', () => {
  it('takes whole numbers from 1 to the largest integer column value, as numbers or digits', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse('42')).toBe(42);
    expect(ZId.parse(MAX_ID)).toBe(2147483647);
  });

  it.each([2147483648, '2147483648', '99999999999999999999', 1e20, -1, 0, 1.5, 'abc', '', null, undefined, 'NaN'])(
    'refuses %s with the id text',
    (value) => {
      expect(messagesOf(ZId, value)).toEqual([f.id]);
      expect(messagesOf(ZGenerateLinkQuery, { provider_id: value })).toEqual([f.id]);
    },
  );
});

describe('ZFlag', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['no', false],
  ])('reads %j as %s', (value, expected) => {
    expect(ZFlag.parse(value)).toBe(expected);
  });

  it('refuses anything else in words', () => {
    expect(messagesOf(ZFlag, 'maybe')).toEqual([f.yesOrNo]);
    expect(messagesOf(ZFlag, 1)).toEqual([f.yesOrNo]);
  });

  it('keeps "false" false in the registration additional info (z.coerce.boolean made it true)', () => {
    const parsed = ZAdditionalInfo.parse({ have_insurance: 'false', have_license: 'true', referral_ids: ['3'] });
    expect(parsed).toMatchObject({ have_insurance: false, have_license: true, referral_ids: [3] });
    expect(ZAdditionalInfo.parse({ referral_ids: [1] })).toMatchObject({ have_insurance: false, have_license: false });
  });
});
