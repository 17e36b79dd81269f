import { formatDollars } from '@homebid/contracts/wallet';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 12, 2026'; '' for a date that cannot be read. */
export function formatDate(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : shortDate.format(new Date(at));
}

/** '$1,250.00'. */
export const money = (dollars: number) => formatDollars(dollars);
