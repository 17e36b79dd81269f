import { prosTexts } from '../texts';

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A response time in words, rounded as a person says it: under an hour in minutes (at least 1),
 * under a day in hours, then in days ("Responds in about 2 hours"); null without a measure.
 */
export function formatResponseTime(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  let span: string;
  if (minutes < HOUR_MINUTES) span = plural(Math.max(1, Math.round(minutes)), 'minute');
  else if (minutes < DAY_MINUTES) span = plural(Math.min(23, Math.round(minutes / HOUR_MINUTES)), 'hour');
  else span = plural(Math.round(minutes / DAY_MINUTES), 'day');
  return `${prosTexts.respondsIn} ${span}`;
}

/** "12 years in business", "1 year in business"; null when not stated. */
export function formatYearsInBusiness(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return prosTexts.newBusiness;
  return `${plural(years, 'year')} ${prosTexts.inBusiness}`;
}

/** "4.3 (12 reviews)", "No reviews yet". */
export function formatReviewCount(count: number): string {
  return count === 0 ? prosTexts.noRatings : plural(count, 'review');
}

/** "3.4 mi away"; null when unknown. */
export function formatDistance(miles: number | null | undefined): string | null {
  if (miles === null || miles === undefined) return null;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} ${prosTexts.milesAway}`;
}
