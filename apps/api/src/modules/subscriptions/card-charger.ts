import type { Database } from '@homebid/db/client';
import { type CardProcessor, CardProcessorRequestError, callProcessor, ensureCustomer } from '../payments';

/**
 * What subscriptions and lead payments need of the card processor (the payments module's
 * interface, CONTRACT §6a): an off-session charge of a saved card under an idempotency key, and a
 * refund. Never called inside a database transaction.
 */
export interface CardCharger {
  readonly name: 'sandbox' | 'stripe';
  charge(input: {
    paymentMethodId: string;
    providerId: number;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<{ ok: true; id: string } | { ok: false; id?: string; code: string; message: string }>;
  refund(input: { paymentId: string; idempotencyKey: string }): Promise<void>;
}

/** The payments module's processor as a CardCharger. */
export function chargerOf(db: Database, processor: CardProcessor): CardCharger {
  return {
    name: processor.name,
    async charge({ paymentMethodId, providerId, amountCents, idempotencyKey, description }) {
      const customerId = await ensureCustomer(db, processor, providerId);
      const result = await callProcessor(() =>
        processor
          .charge({
            customerId,
            paymentMethodId,
            amountCents,
            idempotencyKey,
            description,
            metadata: { provider_id: String(providerId) },
          })
          .catch((error: unknown) => {
            // Refused outright (the method is gone or not this customer's): nothing was charged.
            if (!(error instanceof CardProcessorRequestError)) throw error;
            return { status: 'failed', paymentId: null, code: error.code, message: error.message } as const;
          }),
      );
      if (result.status === 'succeeded') return { ok: true, id: result.paymentId };
      return { ok: false, id: result.paymentId ?? undefined, code: result.code, message: result.message };
    },
    refund: (input) => callProcessor(() => processor.refund(input)),
  };
}
