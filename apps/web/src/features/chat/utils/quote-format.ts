import { lineCents, QUOTE_LIMITS } from '@homebid/contracts/quotes';
import { formatCents } from '@homebid/contracts/wallet';

/** A calendar date 'YYYY-MM-DD' as people read it ('Dec 28, 2026'), the same day in every time zone. */
export function formatQuoteDate(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}

/** The browser's local date 'YYYY-MM-DD', `days` from today. */
export function localDate(days = 0, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The dates the form offers: from the sender's today up to QUOTE_LIMITS.maxValidDays ahead. */
export const localValidRange = (now: Date = new Date()) => ({
  min: localDate(0, now),
  max: localDate(QUOTE_LIMITS.maxValidDays, now),
});

/** A number typed in a field: undefined when empty (the schema then asks for it), NaN when not a number. */
export function typedNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The running total of the lines typed so far (lines not yet complete count nothing), as money text. */
export function runningTotal(lines: ReadonlyArray<{ quantity: string; unit_price: string }>): string {
  let cents = 0;
  for (const line of lines) {
    const quantity = typedNumber(line.quantity);
    const unitPrice = typedNumber(line.unit_price);
    if (quantity === undefined || unitPrice === undefined) continue;
    if (!Number.isFinite(quantity) || !Number.isFinite(unitPrice)) continue;
    cents += lineCents({ quantity, unit_price: unitPrice });
  }
  return formatCents(cents);
}
