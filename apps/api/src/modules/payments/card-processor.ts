// One card-processor interface (CONTRACT §6a) with two implementations: the built-in sandbox and
// Stripe. Callers never call it inside a database transaction: write a 'processing' row, commit,
// call the processor, then settle in a new transaction (on PGlite a transaction holds every query).
import type { TCardBrand, TProcessor } from '@homebid/contracts/wallet';

export interface CardDetails {
  paymentMethodId: string;
  brand: TCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a charge failed, in the processor's words (Stripe's decline codes). */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'processing_error';

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'failed'; paymentId: string | null; code: DeclineCode; message: string };

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** The processor charges once per key, whatever happens to the caller (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export interface PaymentIntent {
  id: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled'
    | 'failed';
  amountCents: number;
  clientSecret: string | null;
  paymentMethodId: string | null;
  customerId: string | null;
  /** Set when the last confirmation failed. */
  failure?: { code: DeclineCode; message: string };
}

export interface CreatePaymentIntentInput {
  customerId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** A saved or new payment method; without it the browser supplies one when confirming. */
  paymentMethodId?: string;
  /** Keep the card for later off-session charges (new cards). */
  saveCard?: boolean;
  metadata?: Record<string, string>;
}

export interface CardProcessor {
  readonly name: TProcessor;
  /** For the browser (Stripe.js); null for the sandbox. */
  readonly publishableKey: string | null;
  /** A new customer at the processor for one provider; the caller stores its id (payment_customers). */
  createCustomer(input: { providerId: number; email?: string; name?: string }): Promise<string>;
  /** Attaches a payment method (pm_…) to the customer for later off-session use; answers its card. */
  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<CardDetails>;
  /** Detaches a payment method; one already gone is not an error. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Charges a saved card off-session, once per idempotency key. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Refunds a succeeded charge (the whole amount unless given), once per idempotency key. */
  refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<void>;
  /** A payment intent confirmed later (by the browser on Stripe, by `confirmPaymentIntent` anywhere). */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  /** Confirms an intent server-side with a payment method. */
  confirmPaymentIntent(input: { paymentIntentId: string; paymentMethodId: string }): Promise<PaymentIntent>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent | null>;
}

/** The processor refused the request itself (bad payment method, unknown intent): a 422 for the caller. */
export class CardProcessorRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CardProcessorRequestError';
  }
}

/** The processor could not be reached or failed: a 503 for the caller, nothing recorded as paid. */
export class CardProcessorUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CardProcessorUnavailableError';
  }
}
