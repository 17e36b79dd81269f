import { type TCard, walletTexts } from '@homebid/contracts/wallet';
import { useId } from 'react';
import { CardLabel, cardAccessibleName } from './card-label';

export interface CardChoiceProps {
  cards: readonly TCard[];
  selectedId: string | null;
  onSelect: (cardId: string) => void;
  /** The radio group's name: by default 'Select your payment method', or 'Add your card details' with no card. */
  legend?: string;
  /** Opens the add-card dialog; the '+ Add Card' button shows when given. */
  onAddCard?: () => void;
  addCardLabel?: string;
  disabled?: boolean;
}

/** The saved cards as one radio group (brand, last four, MM/YY), with '+ Add Card' under them. */
export function CardChoice({
  cards,
  selectedId,
  onSelect,
  legend = cards.length ? walletTexts.selectPaymentMethod : walletTexts.addCardDetails,
  onAddCard,
  addCardLabel = '+ Add Card',
  disabled,
}: CardChoiceProps) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{legend}</legend>
      {cards.map((card) => {
        const isSelected = card.id === selectedId;
        return (
          <label
            key={card.id}
            className={`flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-xl border px-4 py-3 ${isSelected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-slate-300'}`}
          >
            <CardLabel card={card} />
            <input
              type="radio"
              name={name}
              value={card.id}
              checked={isSelected}
              onChange={() => onSelect(card.id)}
              aria-label={cardAccessibleName(card)}
              className="h-5 w-5 accent-brand-700"
            />
          </label>
        );
      })}
      {onAddCard && (
        <button
          type="button"
          onClick={onAddCard}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {addCardLabel}
        </button>
      )}
    </fieldset>
  );
}

/** Spec §4: the card choice defaults to the first card, or the newest right after adding one. */
export function defaultCardId(cards: readonly TCard[], current: string | null): string | null {
  if (current && cards.some((card) => card.id === current)) return current;
  return cards[0]?.id ?? null;
}
