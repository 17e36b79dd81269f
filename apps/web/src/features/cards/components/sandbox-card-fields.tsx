import { walletMessages } from '@homebid/contracts/wallet';
import { useEffect, useId, useRef, useState } from 'react';
import { createSandboxPaymentMethod } from '../api/create-sandbox-payment-method';
import {
  type CardEntry,
  type CardEntryErrors,
  cardDigits,
  checkCardEntry,
  formatCardNumber,
  formatExpiryInput,
  isCardComplete,
  parseExpiry,
} from '../utils/card-input';
import { CardFieldsInvalid, type CardFieldsProps } from './card-source';

const ENTRY_MESSAGES = {
  nameEmpty: walletMessages.cardholderNameEmpty,
  nameLetters: walletMessages.cardholderNameInvalid,
  incomplete: walletMessages.cardIncomplete,
  numberInvalid: walletMessages.cardInvalidNumber,
  expiryInvalid: walletMessages.cardInvalidExpiry,
  expired: walletMessages.cardExpired,
  cvcInvalid: walletMessages.cardInvalidCvc,
};

const inputClass = (hasError: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${hasError ? 'border-red-500' : 'border-slate-300'}`;

/**
 * The card number, expiry (MM/YY) and CVC for the built-in sandbox processor (CONTRACT §6a): the
 * card goes to /api/payments/sandbox/payment_methods, in place of Stripe.js, and never further.
 */
export function SandboxCardFields({ onSourceChange, disabled }: CardFieldsProps) {
  const [entry, setEntry] = useState<Omit<CardEntry, 'name'>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardEntryErrors>({});
  const entryRef = useRef(entry);
  entryRef.current = entry;
  const id = useId();
  const isComplete = isCardComplete({ ...entry, name: '' });

  useEffect(() => {
    onSourceChange({
      isComplete,
      createPaymentMethod: async (name: string) => {
        const current = entryRef.current;
        const { name: _nameError, ...found } = checkCardEntry({ ...current, name: name || 'x' }, ENTRY_MESSAGES);
        setErrors(found);
        if (Object.keys(found).length > 0) throw new CardFieldsInvalid();
        const expiry = parseExpiry(current.expiry);
        if (!expiry) throw new CardFieldsInvalid();
        const method = await createSandboxPaymentMethod({
          number: cardDigits(current.number),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: current.cvc.trim(),
          name,
        });
        return method.id;
      },
    });
  }, [isComplete, onSourceChange]);

  const update = (field: keyof typeof entry, value: string) => {
    setEntry((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const field = (name: keyof typeof entry, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name];
    return (
      <div className={name === 'number' ? 'col-span-2' : ''}>
        <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          value={entry[name]}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={inputClass(Boolean(error))}
          {...props}
        />
        {error && (
          <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      {field('number', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
        onChange: (event) => update('number', formatCardNumber(event.target.value)),
      })}
      {field('expiry', 'Expiry (MM/YY)', {
        inputMode: 'numeric',
        autoComplete: 'cc-exp',
        placeholder: 'MM/YY',
        onChange: (event) => update('expiry', formatExpiryInput(event.target.value)),
      })}
      {field('cvc', 'CVC', {
        inputMode: 'numeric',
        autoComplete: 'cc-csc',
        placeholder: '123',
        maxLength: 4,
        onChange: (event) => update('cvc', event.target.value.replace(/\D/g, '').slice(0, 4)),
      })}
    </div>
  );
}
