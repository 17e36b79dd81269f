import type { TPerformanceFigures } from '@homebid/contracts/performance';
import { formatDollars } from '@homebid/contracts/wallet';

const SHOW_TABLE = 'Show table';
const HIDE_TABLE = 'Hide table';

export const performanceTexts = {
  pageTitle: 'Performance',
  pageIntro: (months: number) =>
    `What the money you spend on leads earns, over the last ${months} months. Worked out from your wallet, card payments, bids and hires.`,
  loading: 'Loading your performance',
  loadFailed: 'Your performance could not be loaded.',
  emptyTitle: 'Nothing to measure yet',
  emptyText: 'Buy a lead or place a bid and your figures will show here.',
  browseProjects: 'Browse projects',
  summaryTitle: 'This period',
  chartsTitle: 'Month by month',
  servicesTitle: 'By service',
  service: 'Service',
  month: 'Month',
  showTable: SHOW_TABLE,
  hideTable: HIDE_TABLE,
  /** The toggle's name: its visible text and the figure it belongs to. */
  tableToggle: (shown: boolean, figure: string) => `${shown ? HIDE_TABLE : SHOW_TABLE}: ${figure}`,
  chartLabel: (figure: string) => `${figure} per month`,
  none: '—',
} as const;

export type FigureKey = keyof TPerformanceFigures;

const count = (value: number | null) => (value === null ? performanceTexts.none : String(value));
const dollars = (value: number | null) => (value === null ? performanceTexts.none : formatDollars(value));

/** Every figure of the page, in order, with its label and how its value reads. */
export const FIGURES: ReadonlyArray<{ key: FigureKey; label: string; format: (value: number | null) => string }> = [
  { key: 'leads_bought', label: 'Leads bought', format: count },
  { key: 'spend', label: 'Spend', format: dollars },
  { key: 'cost_per_lead', label: 'Cost per lead', format: dollars },
  {
    key: 'response_minutes',
    label: 'Response time',
    format: (value) => (value === null ? performanceTexts.none : `${value} min`),
  },
  { key: 'bids', label: 'Bids', format: count },
  { key: 'hires', label: 'Hires', format: count },
  {
    key: 'win_rate',
    label: 'Win rate',
    format: (value) => (value === null ? performanceTexts.none : `${Math.round(value * 100)}%`),
  },
  { key: 'revenue_won', label: 'Revenue won', format: dollars },
  {
    key: 'return_on_spend',
    label: 'Return on spend',
    format: (value) => (value === null ? performanceTexts.none : `${value.toFixed(2)}×`),
  },
];

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
