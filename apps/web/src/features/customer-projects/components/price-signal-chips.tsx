import type { TCustomerBid } from '@homebid/contracts/projects';
import { priceChips } from '../utils/bids';

const TONES = {
  below: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  within: 'bg-slate-100 text-slate-800 ring-slate-300',
  above: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** Where the price sits against the other bids and the budget (no other pro is named). */
export function PriceSignalChips({ signal }: { signal: TCustomerBid['price_signal'] }) {
  const chips = priceChips(signal);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[chip.position]}`}
        >
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
