import { CARD_BRAND_LABEL, type TCard } from '@homebid/contracts/wallet';
import { formatExpiry } from '../utils/card-input';

/** The card's brand as a small coloured badge (the card_icon). */
export function CardBrandIcon({ brand }: { brand: TCard['card_icon'] }) {
  const colours: Partial<Record<TCard['card_icon'], string>> = {
    visa: 'bg-blue-700 text-white',
    mastercard: 'bg-orange-600 text-white',
    amex: 'bg-sky-600 text-white',
    discover: 'bg-amber-500 text-slate-900',
  };
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-7 w-11 shrink-0 items-center justify-center rounded text-[10px] font-bold uppercase ${colours[brand] ?? 'bg-slate-200 text-slate-700'}`}
    >
      {brand === 'unknown' ? 'Card' : brand.slice(0, 4)}
    </span>
  );
}

/** 'Visa ending in 4242, expires 05/30' — what a screen reader hears for a card. */
export const cardAccessibleName = (card: TCard) =>
  `${CARD_BRAND_LABEL[card.brand]} ending in ${card.last4_digit}, expires ${formatExpiry(card.exp_month, card.exp_year)}`;

/** Brand, •••• last four and MM/YY. */
export function CardLabel({ card }: { card: TCard }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <CardBrandIcon brand={card.card_icon} />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">
          {CARD_BRAND_LABEL[card.brand]} •••• {card.last4_digit}
        </span>
        <span className="block text-xs text-slate-500">Expires {formatExpiry(card.exp_month, card.exp_year)}</span>
      </span>
    </span>
  );
}
