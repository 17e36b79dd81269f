// Spend control and return on spend: optional daily and
// weekly caps and a per-lead maximum on lead purchases (wallet or card), and per month the leads
// bought, hires won and cost per hire, computed from the ledger. Texts and shapes for API and web.
import { z } from 'zod';
import { formatCents } from './wallet';
import './zod-config';

/** The caps count lead purchases (wallet and card) in rolling windows ending now. */
export const SPEND_WINDOWS = { dailyHours: 24, weeklyDays: 7 } as const;

/** The largest cap one can set, in dollars. */
export const MAX_SPEND_CAP_DOLLARS = 100_000;

/** Months the return-on-spend call answers at most (default 12). */
export const MAX_RETURN_MONTHS = 24;

export const spendMessages = {
  title: 'Spending limits',
  intro: 'Optional limits on what you spend on leads. Nothing is ever charged without your explicit action.',
  dailyCapLabel: 'Daily cap (last 24 hours)',
  weeklyCapLabel: 'Weekly cap (last 7 days)',
  perLeadMaxLabel: 'Most you pay for one lead',
  noLimit: 'No limit',
  save: 'Save limits',
  saved: 'Spending limits saved',
  capInvalid: `Enter an amount in dollars from 1 to ${MAX_SPEND_CAP_DOLLARS}, with at most two decimals, or leave it empty.`,
  weeklyBelowDaily: 'The weekly cap cannot be lower than the daily cap.',
  // Refusals of a purchase (a lead price in cents, the cap in cents, what is left in cents)
  overPerLead: (price: number, max: number) =>
    `This lead costs ${formatCents(price)}, more than your per-lead maximum of ${formatCents(max)}. Raise the maximum on the wallet page to buy it.`,
  overDaily: (price: number, cap: number, left: number) =>
    `This lead costs ${formatCents(price)}, but only ${formatCents(left)} of your daily spending cap of ${formatCents(cap)} is left. Raise the cap on the wallet page or try again later.`,
  overWeekly: (price: number, cap: number, left: number) =>
    `This lead costs ${formatCents(price)}, but only ${formatCents(left)} of your weekly spending cap of ${formatCents(cap)} is left. Raise the cap on the wallet page or try again later.`,
  // Return on spend
  returnTitle: 'Return on spend',
  month: 'Month',
  leadsBought: 'Leads bought',
  hiresWon: 'Hires won',
  leadSpend: 'Spent on leads',
  costPerHire: 'Cost per hire',
  noHires: '—',
  noReturnData: 'No lead purchases yet.',
} as const;

/** A cap in dollars: a positive amount with at most two decimals, or null for no limit ('' too). */
const ZCapInput = z
  .union([z.number(), z.string(), z.null()], { error: spendMessages.capInvalid })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = String(value).trim();
    if (text === '') return null;
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: spendMessages.capInvalid });
      return z.NEVER;
    }
    const cents = Math.round(Number(text) * 100);
    if (cents < 100 || cents > MAX_SPEND_CAP_DOLLARS * 100) {
      ctx.addIssue({ code: 'custom', message: spendMessages.capInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** PUT /v2/providers/spend_controls: every field optional (absent keeps, null or '' removes). */
export const ZSpendControlsRequest = z
  .object({
    daily_cap: ZCapInput.optional(),
    weekly_cap: ZCapInput.optional(),
    per_lead_max: ZCapInput.optional(),
  })
  .strict();
export type TSpendControlsRequest = z.input<typeof ZSpendControlsRequest>;

/** GET /v2/providers/spend_controls: caps in dollars (null = no limit) and what counts against them now. */
export const ZSpendControls = z.object({
  daily_cap: z.number().nullable(),
  weekly_cap: z.number().nullable(),
  per_lead_max: z.number().nullable(),
  spent_last_24_hours: z.number(),
  spent_last_7_days: z.number(),
  /** What may still be spent now (the smaller of the caps' remainders), null without caps. */
  remaining_now: z.number().nullable(),
});
export type TSpendControls = z.infer<typeof ZSpendControls>;

export const ZReturnOnSpendQuery = z.object({
  months: z.coerce.number().int().min(1).max(MAX_RETURN_MONTHS).default(12),
});

/** One calendar month (UTC) of lead buying. */
export const ZReturnOnSpendMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  leads_bought: z.number().int(),
  /** Paid for leads this month (wallet and card) less refunds credited for them, in dollars. */
  lead_spend: z.number(),
  /** Of the leads bought this month, those on which the provider was hired. */
  hires_won: z.number().int(),
  /** lead_spend ÷ hires_won in dollars, null without hires. */
  cost_per_hire: z.number().nullable(),
});
export type TReturnOnSpendMonth = z.infer<typeof ZReturnOnSpendMonth>;

/** GET /v2/providers/return_on_spend: the latest months first, only months with purchases. */
export const ZReturnOnSpend = z.object({
  months: z.array(ZReturnOnSpendMonth),
  totals: ZReturnOnSpendMonth.omit({ month: true }),
});
export type TReturnOnSpend = z.infer<typeof ZReturnOnSpend>;
