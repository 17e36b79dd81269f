import { type TCard, walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { useAddCard } from '../api/add-card';
import { usePaymentsConfig } from '../api/get-payments-config';
import { isCardholderName } from '../utils/card-input';
import { CardFieldsInvalid, type CardSource } from './card-source';
import { SandboxCardFields } from './sandbox-card-fields';

// Stripe.js and Elements load only when the server's processor is Stripe.
const StripeCardFields = lazy(() => import('./stripe-card-fields'));

export interface AddCardDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The saved card, once the server has it. */
  onAdded: (card: TCard) => void;
  title?: string;
  /**
   * Become-pro's modal (spec §5): the submit button waits until the card is complete and a name
   * is given. Without it (the manage page), submitting says what is missing.
   */
  requireCompleteToSubmit?: boolean;
  submitLabel?: string;
}

/** The cardholder name's problem (spec §5): non-empty, letters and spaces only. */
export function cardholderNameError(name: string): string | null {
  if (!name.trim()) return walletMessages.cardholderNameEmpty;
  if (!isCardholderName(name.trim())) return walletMessages.cardholderNameInvalid;
  return null;
}

function CardForm({
  onAdded,
  onClose,
  requireCompleteToSubmit,
  submitLabel,
}: Omit<AddCardDialogProps, 'isOpen' | 'title'>) {
  const config = usePaymentsConfig();
  const addCard = useAddCard();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isComplete, setIsComplete] = useState(false);
  const sourceRef = useRef<CardSource | null>(null);
  const id = useId();

  const onSourceChange = useCallback((source: CardSource) => {
    sourceRef.current = source;
    setIsComplete(source.isComplete);
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = cardholderNameError(name);
    setNameError(problem);
    const source = sourceRef.current;
    if (!source) {
      setFormError(walletMessages.stripeNotLoaded);
      return;
    }
    if (problem) return;
    if (!source.isComplete && requireCompleteToSubmit) {
      setFormError(walletMessages.cardIncomplete);
      return;
    }
    setIsSaving(true);
    try {
      const paymentMethodId = await source.createPaymentMethod(name.trim());
      const card = await addCard.mutateAsync(paymentMethodId);
      onAdded(card);
    } catch (error) {
      if (error instanceof CardFieldsInvalid) return;
      if (error instanceof ApiError) setFormError(answerMessageOr(error, walletMessages.addCardFailed));
      else setFormError(error instanceof Error && error.message ? error.message : walletMessages.genericError);
    } finally {
      setIsSaving(false);
    }
  };

  if (config.isPending) return <Spinner label="Loading the card form…" />;
  if (config.isError) {
    return (
      <LoadFailure
        tone="inline"
        message={answerMessageOr(config.error, walletMessages.genericError)}
        onRetry={() => void config.refetch()}
      />
    );
  }

  const isStripe = config.data.provider === 'stripe';
  if (isStripe && !config.data.publishable_key) {
    // Stripe takes the cards but the browser has no key to load it with: nothing can be entered.
    return (
      <p role="alert" className="text-sm text-red-700">
        {walletMessages.stripeNotLoaded}
      </p>
    );
  }
  const canSubmit = !requireCompleteToSubmit || (isComplete && name.trim() !== '');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-700">
          Cardholder name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          autoComplete="cc-name"
          disabled={isSaving}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${nameError ? 'border-red-500' : 'border-slate-300'}`}
        />
        {nameError && (
          <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm text-red-600">
            {nameError}
          </p>
        )}
      </div>
      {isStripe ? (
        <Suspense fallback={<Spinner label="Loading the card form…" />}>
          <StripeCardFields
            publishableKey={config.data.publishable_key ?? ''}
            onSourceChange={onSourceChange}
            disabled={isSaving}
          />
        </Suspense>
      ) : (
        <SandboxCardFields onSourceChange={onSourceChange} disabled={isSaving} />
      )}
      {!isStripe && (
        <p className="text-xs text-slate-500">
          Test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; any future expiry and CVC.
        </p>
      )}
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={isSaving}>
          {walletTexts.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving} disabled={!canSubmit}>
          {submitLabel ?? 'Save card'}
        </Button>
      </div>
    </form>
  );
}

/** Add Card / Add New Card (spec §2, §5): the card goes to the processor, its id to the server. */
export function AddCardDialog({ isOpen, onClose, title = walletTexts.addCard, ...props }: AddCardDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <CardForm onClose={onClose} {...props} />
    </Modal>
  );
}
