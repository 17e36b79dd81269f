// Performance: what the money spent on leads earns, per month and per service, computed from the
// ledger and the recorded bids, messages and hires (never stored). Texts and shapes for API and web.
import { z } from 'zod';
import './zod-config';

/** Months the performance call answers at most (default 12). */
export const MAX_PERFORMANCE_MONTHS = 24;

export const ZPerformanceQuery = z.object({
  months: z.coerce.number().int().min(1).max(MAX_PERFORMANCE_MONTHS).default(12),
});

/** The figures of one month, one service or the whole period. Money in dollars. */
export const ZPerformanceFigures = z.object({
  leads_bought: z.number().int(),
  /** Paid for leads (wallet and card) less the refunds approved for them. */
  spend: z.number(),
  /** spend ÷ leads_bought, null without leads. */
  cost_per_lead: z.number().nullable(),
  /** Median whole minutes from a project's posting to the provider's first bid or message; null without answers. */
  response_minutes: z.number().int().nullable(),
  bids: z.number().int(),
  /** Of those bids, the ones the customer hired. */
  hires: z.number().int(),
  /** hires ÷ bids (0–1), null without bids. */
  win_rate: z.number().nullable(),
  /** The hired bids' totals (rate × hours for hourly bids). */
  revenue_won: z.number(),
  /** revenue_won ÷ spend, null when nothing was spent. */
  return_on_spend: z.number().nullable(),
});
export type TPerformanceFigures = z.infer<typeof ZPerformanceFigures>;

export const ZPerformanceMonth = ZPerformanceFigures.extend({ /** YYYY-MM (UTC) */ month: z.string() });
export type TPerformanceMonth = z.infer<typeof ZPerformanceMonth>;

export const ZPerformanceService = ZPerformanceFigures.extend({ sub_type_id: z.number().int(), name: z.string() });
export type TPerformanceService = z.infer<typeof ZPerformanceService>;

/**
 * GET /performance: every month of the period, oldest first (months without activity
 * carry zeros); the services with any activity, by name; and the period's totals. Leads and spend
 * count in the month of the purchase; bids, hires and revenue in the month of the bid; response
 * times in the month the project was posted.
 */
export const ZPerformance = z.object({
  months: z.array(ZPerformanceMonth),
  services: z.array(ZPerformanceService),
  totals: ZPerformanceFigures,
});
export type TPerformance = z.infer<typeof ZPerformance>;
