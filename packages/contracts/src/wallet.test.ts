import { describe, expect, it } from 'vitest';
import { spendMessages } from './spend-control';
import { formatDollars } from './wallet';

describe('formatDollars, the one money format of the API and the web app (spec §9)', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(25)).toBe('$25.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('puts the minus before the dollar sign, as the wallet history shows a debit', () => {
    expect(formatDollars(-25)).toBe('-$25.00');
  });

  it('is the format of the spending-limit refusals too', () => {
    expect(spendMessages.overPerLead(2500, 150_000)).toContain('per-lead maximum of $1,500.00');
  });
});
