import type { TCustomerBid } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';
import { formatResponseTime, isHourly } from '../utils/bids';
import { money } from '../utils/format';

const yesNo = (value: boolean) => (value ? t.yesShort : t.noShort);

const ROWS: Array<{ label: string; value: (bid: TCustomerBid) => string }> = [
  {
    label: t.compareRows.price,
    value: (bid) => (isHourly(bid) ? `${money(bid.bid_amount)}/h` : money(bid.bid_amount)),
  },
  { label: t.compareRows.type, value: (bid) => (isHourly(bid) ? t.hourly : t.fixed) },
  { label: t.compareRows.total, value: (bid) => money(bid.total_amount) },
  {
    label: t.compareRows.rating,
    value: (bid) => (bid.provider.rating === null ? t.card.noRating : `${bid.provider.rating.toFixed(1)} / 5`),
  },
  { label: t.compareRows.reviews, value: (bid) => String(bid.provider.review_count) },
  {
    label: t.compareRows.years,
    value: (bid) => (bid.provider.years_in_business === null ? t.unknown : String(bid.provider.years_in_business)),
  },
  { label: t.compareRows.phoneVerified, value: (bid) => yesNo(bid.provider.phone_verified) },
  { label: t.compareRows.insured, value: (bid) => yesNo(bid.provider.insured) },
  { label: t.compareRows.licensed, value: (bid) => yesNo(bid.provider.licensed) },
  {
    label: t.compareRows.distance,
    value: (bid) => (bid.distance_miles === null ? t.unknown : t.card.miles(bid.distance_miles)),
  },
  {
    label: t.compareRows.responseTime,
    value: (bid) =>
      bid.provider.response_time_minutes === null ? t.unknown : formatResponseTime(bid.provider.response_time_minutes),
  },
  { label: t.compareRows.proPlus, value: (bid) => yesNo(bid.provider.is_pro_plus) },
];

/**
 * The chosen bids side by side: one column per pro, one row per fact. On a narrow screen the table
 * scrolls sideways inside its own box (the first column stays in place), never the page.
 */
export function CompareTable({ bids }: { bids: TCustomerBid[] }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={t.compareTitle}
      className="max-w-full overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">{t.compareTitle}</caption>
        <thead>
          <tr className="bg-slate-50">
            <td className="sticky left-0 bg-slate-50 p-3" />
            {bids.map((bid) => (
              <th key={bid.bid_id} scope="col" className="p-3 text-left font-semibold text-slate-900">
                {bid.provider.company_name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className="sticky left-0 bg-white p-3 text-left font-medium text-slate-600">
                {row.label}
              </th>
              {bids.map((bid) => (
                <td key={bid.bid_id} className="p-3 tabular-nums text-slate-900">
                  {row.value(bid)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
