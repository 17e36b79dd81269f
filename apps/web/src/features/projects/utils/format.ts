import type { TBidCommission } from '@homebid/contracts/projects';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Spec §9 relative times: under 60 s in seconds, under 60 min in minutes, under 24 h in hours,
 * otherwise the clock time with day, month and year ('2 h ago', '3:05 PM, 12 Nov 2026').
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const age = Math.max(0, now - at);
  if (age < MINUTE) return `${Math.floor(age / SECOND)} s ago`;
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < 24 * HOUR) return `${Math.floor(age / HOUR)} h ago`;
  const date = new Date(at);
  return `${clock.format(date)}, ${day.format(date)}`;
}

/** 'Nov 12, 2026'. */
export const formatDate = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : shortDate.format(new Date(at));
};

/** The fee rate of a bid total by the server's scale (GET /get_bid_commission_details). */
export function feePercent(commission: TBidCommission, total: number): number {
  return commission.tiers.find((tier) => total <= tier.up_to)?.percent ?? commission.above_top_percent;
}

/** The customer's up-front fee on a bid total, rounded to cents as the server rounds it. */
export function feeAmount(commission: TBidCommission, total: number): number {
  const cents = Math.round(total * 100);
  return Math.round((cents * feePercent(commission, total)) / 100) / 100;
}

/** A total of a bid: hourly rate × hours, or the fixed amount; null while the numbers are incomplete. */
export function bidTotal(amount: string, isHourly: boolean, hours: string): number | null {
  const rate = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(rate) || rate <= 0) return null;
  if (!isHourly) return rate;
  const count = Number(hours);
  if (hours.trim() === '' || !Number.isFinite(count) || count <= 0) return null;
  return Math.round(rate * count * 100) / 100;
}
