// The Stripe card processor (official `stripe` package): customers, payment methods attached for
// off-session use, PaymentIntents confirmed off-session with an idempotency key, refunds.
import { CARD_BRANDS, type TCardBrand, walletMessages } from '@homebid/contracts/wallet';
import Stripe from 'stripe';
import {
  type CardDetails,
  type CardProcessor,
  CardProcessorRequestError,
  CardProcessorUnavailableError,
  type ChargeResult,
  type DeclineCode,
  type PaymentIntent,
} from './card-processor';

export interface StripeProcessorOptions {
  secretKey: string;
  publishableKey?: string;
  /** Another API origin (tests: a local server answering like Stripe's API), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
  /** Network retries by the client (same idempotency key each time); default 2. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const brandOf = (brand: string | undefined): TCardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as TCardBrand) : 'unknown';

function declineOf(error: { code?: string; decline_code?: string }): DeclineCode {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'expired_card' || error.decline_code === 'expired_card') return 'expired_card';
  if (error.code === 'processing_error') return 'processing_error';
  return 'card_declined';
}

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: walletMessages.cardDeclined,
  insufficient_funds: walletMessages.cardInsufficientFunds,
  expired_card: walletMessages.cardExpired,
  processing_error: walletMessages.paymentFailed,
};

/** Turns the client's errors into ours: a request Stripe refused (4xx) or an outage (5xx, network). */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new CardProcessorRequestError(
      error.code === 'resource_missing' ? walletMessages.paymentMethodInvalid : error.message,
      error.code ?? 'invalid_request',
    );
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new CardProcessorRequestError(DECLINE_MESSAGES[declineOf(error)], declineOf(error));
  }
  throw new CardProcessorUnavailableError(walletMessages.processorUnavailable, { cause: error });
}

function intentJson(intent: Stripe.PaymentIntent): PaymentIntent {
  const lastError = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as PaymentIntent['status'],
    amountCents: intent.amount,
    clientSecret: intent.client_secret ?? null,
    paymentMethodId:
      typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    ...(lastError
      ? {
          failure: {
            code: declineOf({ code: lastError.code, decline_code: lastError.decline_code }),
            message: DECLINE_MESSAGES[declineOf({ code: lastError.code, decline_code: lastError.decline_code })],
          },
        }
      : {}),
  };
}

export function createStripeProcessor(options: StripeProcessorOptions): CardProcessor {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey ?? null,

    async createCustomer({ providerId, email, name }) {
      try {
        const customer = await stripe.customers.create(
          { metadata: { provider_id: String(providerId) }, ...(email ? { email } : {}), ...(name ? { name } : {}) },
          { idempotencyKey: `homebid-customer-${providerId}` },
        );
        return customer.id;
      } catch (error) {
        translate(error);
      }
    },

    async attachPaymentMethod({ customerId, paymentMethodId }): Promise<CardDetails> {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        if (!method.card) throw new CardProcessorRequestError(walletMessages.paymentMethodInvalid, 'not_a_card');
        return {
          paymentMethodId: method.id,
          brand: brandOf(method.card.brand),
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        if (error instanceof CardProcessorRequestError) throw error;
        translate(error);
      }
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached or deleted at Stripe: nothing left to do.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        translate(error);
      }
    },

    async charge({
      customerId,
      paymentMethodId,
      amountCents,
      idempotencyKey,
      description,
      metadata,
    }): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            description,
            ...(metadata ? { metadata } : {}),
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        return { status: 'failed', paymentId: intent.id, code: 'card_declined', message: walletMessages.cardDeclined };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const code = declineOf(error);
          return {
            status: 'failed',
            paymentId: error.payment_intent?.id ?? null,
            code,
            message: DECLINE_MESSAGES[code],
          };
        }
        translate(error);
      }
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      try {
        await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents ? { amount: amountCents } : {}) },
          { idempotencyKey },
        );
      } catch (error) {
        translate(error);
      }
    },

    async createPaymentIntent({
      customerId,
      amountCents,
      idempotencyKey,
      description,
      paymentMethodId,
      saveCard,
      metadata,
    }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            description,
            ...(paymentMethodId ? { payment_method: paymentMethodId } : {}),
            ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            ...(metadata ? { metadata } : {}),
          },
          { idempotencyKey },
        );
        return intentJson(intent);
      } catch (error) {
        translate(error);
      }
    },

    async confirmPaymentIntent({ paymentIntentId, paymentMethodId }) {
      try {
        return intentJson(await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethodId }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return intentJson(error.payment_intent as Stripe.PaymentIntent);
        }
        translate(error);
      }
    },

    async retrievePaymentIntent(paymentIntentId) {
      try {
        return intentJson(await stripe.paymentIntents.retrieve(paymentIntentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        translate(error);
      }
    },
  };
}
