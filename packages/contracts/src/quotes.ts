// Quotes in the chat: a pro who bought a project's lead or was hired on it sends the customer a quote
// (line items, a total the server computes, a date it is valid until) as a card in their conversation;
// the customer accepts or declines it, and the pro sees the answer live. Shapes, limits and texts
// shared by the API and the web app. Money is dollars with two decimals in JSON, integer cents in
// the database (CONTRACT §3).
import { z } from 'zod';
import { ZId } from './common';
import { formatCents, wholeCents } from './wallet';
import './zod-config';

export const QUOTE_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What a customer may answer. */
export const QUOTE_ANSWERS = ['accepted', 'declined'] as const;
export type TQuoteAnswer = (typeof QUOTE_ANSWERS)[number];

/** The bounds of a quote the API and the form both hold to. */
export const QUOTE_LIMITS = {
  minItems: 1,
  maxItems: 20,
  maxDescription: 200,
  minQuantity: 1,
  maxQuantity: 1000,
  /** Dollars per unit (0 is allowed: a free item among paid ones). */
  maxUnitPrice: 100_000,
  /** The whole quote, in dollars. */
  maxTotal: 1_000_000,
  /** The quote is valid from today up to this many days ahead. */
  maxValidDays: 365,
} as const;

/** The task names of the pro's notifications about a customer's answer (their titles and links are in notifications.ts). */
export const QUOTE_NOTIFICATION_TASK = {
  accepted: 'Quote Accepted',
  declined: 'Quote Declined',
} as const;

const dollars = (amount: number) => formatCents(Math.round(amount * 100));

export const quoteMessages = {
  itemsMin: 'Add at least one line item.',
  itemsMax: `A quote can have at most ${QUOTE_LIMITS.maxItems} line items.`,
  descriptionEmpty: 'Describe each line item.',
  descriptionTooLong: `Keep each line item's description under ${QUOTE_LIMITS.maxDescription} characters.`,
  quantityInvalid: `Enter a whole quantity from ${QUOTE_LIMITS.minQuantity} to ${QUOTE_LIMITS.maxQuantity.toLocaleString('en-US')}.`,
  unitPriceInvalid: `Enter a unit price from $0.00 to ${dollars(QUOTE_LIMITS.maxUnitPrice)}.`,
  totalTooSmall: 'The total of a quote must be more than $0.00.',
  totalTooBig: `The total of a quote can be at most ${dollars(QUOTE_LIMITS.maxTotal)}.`,
  validUntilInvalid: 'Enter the date the quote is valid until, e.g. 2026-12-31.',
  validUntilRange: `A quote must be valid from today up to ${QUOTE_LIMITS.maxValidDays} days ahead.`,
  /** A provider that neither bought the lead nor was hired. */
  leadRequired: 'You can send a quote once you have bought the lead or been hired for this project.',
  notFound: 'Quote not found',
  alreadyAnswered: (status: TQuoteAnswer) => `This quote was already ${status}.`,
  expired: 'This quote has expired.',
  projectTaken: 'This project is closed or another pro was hired, so this quote can no longer be accepted.',
  /** A pro deleting a quote the customer already answered. */
  answeredStays: 'A quote the customer answered stays in the conversation.',
  sent: 'Quote sent',
  accepted: 'Quote accepted',
  declined: 'Quote declined',
  listed: 'Quotes loaded',
} as const;

/** What people read on the quote card and in the Send quote dialog (both sides). */
export const quoteTexts = {
  sendQuote: 'Send quote',
  quote: 'Quote',
  accept: 'Accept',
  decline: 'Decline',
  total: 'Total',
  validUntil: 'Valid until',
  statusLabels: {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  } satisfies Record<TQuoteStatus, string>,
} as const;

/** The texts of the pro's notifications. */
export const quoteNotificationTexts = {
  accepted: (total: string, title: string) => `The customer accepted your quote of ${total} for ${title}`,
  declined: (total: string, title: string) => `The customer declined your quote of ${total} for ${title}`,
} as const;

// ── Dates ────────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The dates a new quote may be valid until, whatever the sender's time zone: from the earliest
 * "today" on Earth (UTC−12) to the latest "today" (UTC+14) plus QUOTE_LIMITS.maxValidDays. A quote
 * is valid through its last day anywhere (it expires once UTC−12 has passed that day), so no quote
 * is born expired. The form holds to the tighter local today..today+365, which lies inside.
 */
export function quoteDateBounds(now: Date = new Date()): { min: string; max: string } {
  const time = now.getTime();
  return {
    min: isoDay(time - 12 * HOUR_MS),
    max: isoDay(time + 14 * HOUR_MS + QUOTE_LIMITS.maxValidDays * DAY_MS),
  };
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

// ── Money ────────────────────────────────────────────────────────────────────────────────────────

/** A line's amount in cents: quantity × unit price, exact (the unit price in whole cents). */
export const lineCents = (item: { quantity: number; unit_price: number }) =>
  item.quantity * Math.round(item.unit_price * 100);
/** The quote's total in cents, computed from its lines (never taken from a client). */
export const quoteTotalCents = (items: ReadonlyArray<{ quantity: number; unit_price: number }>) =>
  items.reduce((sum, item) => sum + lineCents(item), 0);

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────

export const ZQuoteLineItemInput = z.object({
  description: z
    .string({ error: quoteMessages.descriptionEmpty })
    .trim()
    .min(1, { error: quoteMessages.descriptionEmpty, abort: true })
    .max(QUOTE_LIMITS.maxDescription, { error: quoteMessages.descriptionTooLong }),
  quantity: z
    .number({ error: quoteMessages.quantityInvalid })
    .int({ error: quoteMessages.quantityInvalid, abort: true })
    .min(QUOTE_LIMITS.minQuantity, { error: quoteMessages.quantityInvalid, abort: true })
    .max(QUOTE_LIMITS.maxQuantity, { error: quoteMessages.quantityInvalid }),
  /** Dollars, whole cents. */
  unit_price: wholeCents(
    z
      .number({ error: quoteMessages.unitPriceInvalid })
      .min(0, { error: quoteMessages.unitPriceInvalid, abort: true })
      .max(QUOTE_LIMITS.maxUnitPrice, { error: quoteMessages.unitPriceInvalid, abort: true }),
  ),
});
export type TQuoteLineItemInput = z.input<typeof ZQuoteLineItemInput>;

/**
 * POST /v2/providers/projects/:id/quotes. The total is the server's (a `total` sent along is
 * ignored); `valid_until` lies within quoteDateBounds() at the time of the request.
 */
export const ZSendQuoteRequest = z
  .object({
    line_items: z
      .array(ZQuoteLineItemInput, { error: quoteMessages.itemsMin })
      .min(QUOTE_LIMITS.minItems, { error: quoteMessages.itemsMin, abort: true })
      .max(QUOTE_LIMITS.maxItems, { error: quoteMessages.itemsMax }),
    valid_until: z
      .string({ error: quoteMessages.validUntilInvalid })
      .trim()
      .refine(isCalendarDate, { error: quoteMessages.validUntilInvalid, abort: true })
      .refine(
        (value) => {
          const { min, max } = quoteDateBounds();
          return value >= min && value <= max;
        },
        { error: quoteMessages.validUntilRange },
      ),
  })
  .superRefine((body, ctx) => {
    const total = quoteTotalCents(body.line_items);
    if (total <= 0) ctx.addIssue({ code: 'custom', message: quoteMessages.totalTooSmall, path: ['line_items'] });
    if (total > QUOTE_LIMITS.maxTotal * 100) {
      ctx.addIssue({ code: 'custom', message: quoteMessages.totalTooBig, path: ['line_items'] });
    }
  });
export type TSendQuoteRequest = z.input<typeof ZSendQuoteRequest>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

export const ZQuoteLineItem = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** Dollars. */
  unit_price: z.number(),
  /** quantity × unit_price, dollars. */
  amount: z.number(),
});
export type TQuoteLineItem = z.infer<typeof ZQuoteLineItem>;

/** One quote: the card in the chat and an item of the customer's list. */
export const ZQuote = z.object({
  id: z.number().int(),
  /** The chat message that carries it. */
  message_id: z.number().int(),
  project_id: z.number().int(),
  provider_id: z.number().int(),
  line_items: z.array(ZQuoteLineItem),
  /** Dollars, computed by the server from the lines. */
  total: z.number(),
  /** 'YYYY-MM-DD': valid through that day. */
  valid_until: z.string(),
  /** `expired`: still unanswered after its valid_until. */
  status: z.enum(QUOTE_STATUSES),
  /** When the customer accepted or declined it (ISO 8601), null before. */
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type TQuote = z.infer<typeof ZQuote>;

/** A quote id in a path: like every path id, 1 to MAX_ID (one answer, 422, for any other, before the session is read). */
export const ZQuoteIdParams = z.object({ id: ZId });

export const ZQuoteAnswer = z.object({ quote: ZQuote });
export const ZQuoteList = z.object({ quotes: z.array(ZQuote) });
