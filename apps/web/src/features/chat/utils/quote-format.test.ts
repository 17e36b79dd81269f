import { describe, expect, it } from 'vitest';
import { formatQuoteDate, localDate, localValidRange, runningTotal, typedNumber } from './quote-format';

describe('quote formats', () => {
  it('reads a calendar date the same in every time zone', () => {
    expect(formatQuoteDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatQuoteDate('2026-11-23T09:00:00.000Z')).toBe('Nov 23, 2026');
  });

  it("offers the sender's local today up to 365 days ahead", () => {
    const now = new Date(2026, 1, 27, 23, 30);
    expect(localDate(0, now)).toBe('2026-02-27');
    expect(localDate(2, now)).toBe('2026-03-01');
    expect(localValidRange(now)).toEqual({ min: '2026-02-27', max: '2027-02-27' });
  });

  it('keeps a running total of the complete lines only', () => {
    expect(
      runningTotal([
        { quantity: '3', unit_price: '0.29' },
        { quantity: '', unit_price: '50' },
        { quantity: '2', unit_price: 'abc' },
        { quantity: '1', unit_price: '1000' },
      ]),
    ).toBe('$1,000.87');
    expect(typedNumber('  ')).toBeUndefined();
    expect(typedNumber('12.5')).toBe(12.5);
  });
});
