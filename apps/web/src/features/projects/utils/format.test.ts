import { BID_FEE_TIERS, BID_FEE_TOP_PERCENT, bidFeeCents } from '@homebid/contracts/projects';
import { describe, expect, it } from 'vitest';
import { bidTotal, feeAmount, feePercent, relativeTime } from './format';

const NOW = Date.parse('2026-11-22T18:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime (spec §9)', () => {
  it('counts seconds, minutes and hours, then names the clock time and the day', () => {
    expect(relativeTime(ago(0), NOW)).toBe('0 s ago');
    expect(relativeTime(ago(59_000), NOW)).toBe('59 s ago');
    expect(relativeTime(ago(60_000), NOW)).toBe('1 min ago');
    expect(relativeTime(ago(59 * 60_000), NOW)).toBe('59 min ago');
    expect(relativeTime(ago(2 * 3_600_000 + 5_000), NOW)).toBe('2 h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toBe('23 h ago');
    const older = new Date(NOW - 3 * 24 * 3_600_000);
    const text = relativeTime(older.toISOString(), NOW);
    expect(text).toMatch(/^\d{1,2}:\d{2}\s?[AP]M, \d{1,2} Nov 2026$/);
  });

  it('never says a future time is in the past by a negative amount, and ignores a bad date', () => {
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('0 s ago');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('the bid form’s total and fee', () => {
  const commission = {
    tiers: BID_FEE_TIERS.map((tier) => ({ ...tier })),
    above_top_percent: BID_FEE_TOP_PERCENT,
    note: '',
  };

  it('is rate × hours for an hourly bid, the amount for a fixed one, nothing while incomplete', () => {
    expect(bidTotal('450', false, '')).toBe(450);
    expect(bidTotal('60', true, '8')).toBe(480);
    expect(bidTotal('33.33', true, '3')).toBe(99.99);
    expect(bidTotal('60', true, '')).toBeNull();
    expect(bidTotal('', false, '')).toBeNull();
    expect(bidTotal('0', false, '')).toBeNull();
  });

  it('charges what the server charges, tier by tier and above the top tier', () => {
    for (const total of [1, 450, 1000, 1000.01, 1999.99, 2000, 3000, 4000, 4000.5, 25_000]) {
      expect(feeAmount(commission, total)).toBe(bidFeeCents(Math.round(total * 100)) / 100);
    }
    expect(feePercent(commission, 1000)).toBe(5);
    expect(feePercent(commission, 1200)).toBe(25);
    expect(feePercent(commission, 9000)).toBe(BID_FEE_TOP_PERCENT);
  });
});
