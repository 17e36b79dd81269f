import { walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useCards } from '../api/get-cards';
import { AddCardDialog } from './add-card-dialog';
import { CardChoice, defaultCardId } from './card-choice';

/**
 * The card a payment screen will charge: the saved cards, the one chosen (by default the first, or
 * the one just added) and `choose` to change it (null goes back to the default).
 */
export function useCardPayment() {
  const cards = useCards();
  const [chosenCardId, choose] = useState<string | null>(null);
  const cardId = defaultCardId(cards.data ?? [], chosenCardId);
  return { cards, cardId, choose };
}

export interface CardPaymentPanelProps {
  payment: ReturnType<typeof useCardPayment>;
  /** A card was chosen or added: the screen clears what it said about the previous choice. */
  onChange?: () => void;
  legend?: string;
  /** The '+ …' button under the cards. */
  addCardLabel: string;
  addCardTitle?: string;
  /** The add-card dialog's Save stays off until every field is complete. */
  requireCompleteToSubmit?: boolean;
  /** Cards that could not be loaded are said so, with a retry; otherwise the choice shows no card. */
  showsLoadFailure?: boolean;
  disabled?: boolean;
  /** Shown under the choice (a hint, the secure-payment note). */
  note?: ReactNode;
  /** Why the last attempt did not go through. */
  error?: string | null;
  /** The pay action(s). */
  children: ReactNode;
  /** A way on without paying ('Continue without funding'), a link beside the pay action. */
  payLater?: { to: string; label: string };
}

/**
 * Paying by card (/add-funds, /lead-payment, /become-pro, /pro-plus): the saved cards as one
 * choice, '+ Add …' with its dialog (the card added becomes the choice), the refusal of the last
 * attempt, and the screen's pay action.
 */
export function CardPaymentPanel({
  payment,
  onChange,
  legend,
  addCardLabel,
  addCardTitle,
  requireCompleteToSubmit,
  showsLoadFailure,
  disabled,
  note,
  error,
  children,
  payLater,
}: CardPaymentPanelProps) {
  const [isAddingCard, setIsAddingCard] = useState(false);
  const { cards, cardId, choose } = payment;
  return (
    <div>
      {cards.isPending ? (
        <Spinner label={walletTexts.loadingCards} />
      ) : cards.isError && showsLoadFailure ? (
        <LoadFailure tone="inline" message={walletMessages.fetchCardsFailed} onRetry={() => void cards.refetch()} />
      ) : (
        <CardChoice
          legend={legend}
          cards={cards.data ?? []}
          selectedId={cardId}
          onSelect={(id) => {
            choose(id);
            onChange?.();
          }}
          onAddCard={() => setIsAddingCard(true)}
          addCardLabel={addCardLabel}
          disabled={disabled}
        />
      )}
      {note && <div className="mt-4">{note}</div>}
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {payLater ? (
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={payLater.to}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:underline"
          >
            {payLater.label}
          </Link>
          {children}
        </div>
      ) : (
        <div className="mt-5">{children}</div>
      )}
      <AddCardDialog
        isOpen={isAddingCard}
        title={addCardTitle}
        requireCompleteToSubmit={requireCompleteToSubmit}
        onClose={() => setIsAddingCard(false)}
        onAdded={(card) => {
          setIsAddingCard(false);
          choose(card.id);
          onChange?.();
        }}
      />
    </div>
  );
}
