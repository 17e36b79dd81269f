import { describe, expect, it } from 'vitest';
import { formatDistance, formatResponseTime, formatReviewCount, formatYearsInBusiness } from './format-pro';

describe('formatResponseTime', () => {
  it('answers nothing without a measure', () => {
    expect(formatResponseTime(null)).toBeNull();
    expect(formatResponseTime(-5)).toBeNull();
    expect(formatResponseTime(Number.NaN)).toBeNull();
  });

  it('speaks minutes under an hour, never zero', () => {
    expect(formatResponseTime(0)).toBe('Responds in about 1 minute');
    expect(formatResponseTime(1)).toBe('Responds in about 1 minute');
    expect(formatResponseTime(42)).toBe('Responds in about 42 minutes');
    expect(formatResponseTime(59)).toBe('Responds in about 59 minutes');
  });

  it('speaks hours under a day, rounded, never "24 hours"', () => {
    expect(formatResponseTime(60)).toBe('Responds in about 1 hour');
    expect(formatResponseTime(89)).toBe('Responds in about 1 hour');
    expect(formatResponseTime(90)).toBe('Responds in about 2 hours');
    expect(formatResponseTime(23 * 60 + 50)).toBe('Responds in about 23 hours');
  });

  it('speaks days from a day on', () => {
    expect(formatResponseTime(24 * 60)).toBe('Responds in about 1 day');
    expect(formatResponseTime(3 * 24 * 60 + 100)).toBe('Responds in about 3 days');
  });
});

describe('the card’s other figures', () => {
  it('names years in business, a new business, or nothing', () => {
    expect(formatYearsInBusiness(null)).toBeNull();
    expect(formatYearsInBusiness(0)).toBe('New business');
    expect(formatYearsInBusiness(1)).toBe('1 year in business');
    expect(formatYearsInBusiness(12)).toBe('12 years in business');
  });

  it('counts reviews', () => {
    expect(formatReviewCount(0)).toBe('No reviews yet');
    expect(formatReviewCount(1)).toBe('1 review');
    expect(formatReviewCount(7)).toBe('7 reviews');
  });

  it('gives distances one decimal when near, whole miles when far', () => {
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(undefined)).toBeNull();
    expect(formatDistance(0)).toBe('0.0 mi away');
    expect(formatDistance(3.44)).toBe('3.4 mi away');
    expect(formatDistance(27.6)).toBe('28 mi away');
  });
});
