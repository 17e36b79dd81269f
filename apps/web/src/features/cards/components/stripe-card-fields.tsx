import { walletMessages } from '@homebid/contracts/wallet';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import type { CardFieldsProps } from './card-source';

// Loaded only when the server's processor is Stripe (this module is a lazy chunk), once per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCardElement({ onSourceChange, disabled }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isComplete, setIsComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    onSourceChange({
      isComplete,
      createPaymentMethod: async (name: string) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !elements || !card) throw new Error(walletMessages.stripeNotLoaded);
        const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
        if (result.error) throw new Error(result.error.message ?? walletMessages.genericError);
        return result.paymentMethod.id;
      },
    });
  }, [stripe, elements, isComplete, onSourceChange]);

  return (
    <div>
      <fieldset
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-3 shadow-sm"
      >
        <legend className="sr-only">Card details</legend>
        <CardElement
          options={{ disabled, hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            setIsComplete(event.complete);
            setError(event.error?.message ?? null);
          }}
        />
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** Stripe Elements' card field (CONTRACT §6a with Stripe keys): the card never touches our server. */
export default function StripeCardFields({ publishableKey, ...props }: CardFieldsProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardElement {...props} />
    </Elements>
  );
}
