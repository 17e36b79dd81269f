import { describe, expect, it } from 'vitest';
import { generateOneTimeCode, hashOneTimeCode, isOneTimeCodeMatch } from './one-time-code';

describe('generateOneTimeCode', () => {
  it('answers exactly six digits, leading zeros included', () => {
    for (let i = 0; i < 2000; i++) expect(generateOneTimeCode()).toMatch(/^\d{6}$/);
  });

  it('spreads over the whole range (no fixed or repeating value)', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});

describe('hashOneTimeCode', () => {
  const secret = 'a-server-secret-of-some-length';

  it('is 64 hex digits and never contains the code', () => {
    const hash = hashOneTimeCode('123456', 7, secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
  });

  it('is stable for the same code, row and secret', () => {
    expect(hashOneTimeCode('123456', 7, secret)).toBe(hashOneTimeCode('123456', 7, secret));
  });

  it('differs by code, by row id and by secret', () => {
    const base = hashOneTimeCode('123456', 7, secret);
    expect(hashOneTimeCode('123457', 7, secret)).not.toBe(base);
    expect(hashOneTimeCode('123456', 8, secret)).not.toBe(base);
    expect(hashOneTimeCode('123456', 7, 'another-secret-value-here')).not.toBe(base);
    expect(hashOneTimeCode('123456', 7, undefined)).not.toBe(base);
  });

  it('is the HMAC-SHA256 of "<row id>:<code>" under the secret', async () => {
    const { createHmac } = await import('node:crypto');
    expect(hashOneTimeCode('000042', 15, secret)).toBe(createHmac('sha256', secret).update('15:000042').digest('hex'));
  });
});

describe('isOneTimeCodeMatch', () => {
  const secret = 'a-server-secret-of-some-length';
  const stored = hashOneTimeCode('654321', 3, secret);

  it('accepts the right code for the row', () => {
    expect(isOneTimeCodeMatch('654321', 3, stored, secret)).toBe(true);
  });

  it('refuses a wrong code, another row, another secret and a malformed hash', () => {
    expect(isOneTimeCodeMatch('654320', 3, stored, secret)).toBe(false);
    expect(isOneTimeCodeMatch('654321', 4, stored, secret)).toBe(false);
    expect(isOneTimeCodeMatch('654321', 3, stored, 'another-secret-value-here')).toBe(false);
    expect(isOneTimeCodeMatch('654321', 3, 'abc', secret)).toBe(false);
  });
});
