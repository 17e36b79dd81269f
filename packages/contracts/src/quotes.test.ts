import { describe, expect, it } from 'vitest';
import { quoteDateBounds, quoteMessages, quoteTotalCents, ZSendQuoteRequest } from './quotes';

describe('quote dates', () => {
  it("spans every sender's today: from UTC−12's date to UTC+14's date plus 365 days", () => {
    // 03:00 UTC: still the day before in UTC−12, already 17:00 in UTC+14.
    expect(quoteDateBounds(new Date('2026-11-28T03:00:00Z'))).toEqual({ min: '2026-11-27', max: '2027-11-28' });
    // 20:00 UTC: the same day in UTC−12, the next day in UTC+14.
    expect(quoteDateBounds(new Date('2026-11-28T20:00:00Z'))).toEqual({ min: '2026-11-28', max: '2027-11-29' });
  });
});

describe('ZSendQuoteRequest', () => {
  const today = new Date().toISOString().slice(0, 10);
  const line = { description: 'Gutter guards', quantity: 3, unit_price: 0.29 };

  it('totals in exact cents (0.29 × 3 is 87 cents, never 86.99…)', () => {
    expect(quoteTotalCents([line, { ...line, quantity: 1, unit_price: 1000.1 }])).toBe(87 + 100_010);
  });

  it('ignores a total sent along and trims the descriptions', () => {
    const parsed = ZSendQuoteRequest.parse({
      line_items: [{ ...line, description: '  Gutter guards ' }],
      valid_until: today,
      total: 1,
    });
    expect(parsed).toEqual({ line_items: [line], valid_until: today });
  });

  it('refuses a total of $0.00 and one above $1,000,000.00', () => {
    const free = ZSendQuoteRequest.safeParse({ line_items: [{ ...line, unit_price: 0 }], valid_until: today });
    expect(free.error?.issues.map((issue) => issue.message)).toEqual([quoteMessages.totalTooSmall]);
    const huge = ZSendQuoteRequest.safeParse({
      line_items: Array(11).fill({ ...line, quantity: 1000, unit_price: 100_000 }),
      valid_until: today,
    });
    expect(huge.error?.issues.map((issue) => issue.message)).toEqual([quoteMessages.totalTooBig]);
  });
});
