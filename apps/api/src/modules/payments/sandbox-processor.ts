// The built-in sandbox card processor (CONTRACT §6a), shaped like Stripe: payment methods, customers,
// off-session charges unique by idempotency key, refunds, payment intents. Its records live in the
// database (sandbox_* tables) so every API process agrees; each call is one statement, never part of
// a caller's transaction.
import { randomBytes } from 'node:crypto';
import { moneyMessages, type TCardBrand } from '@homebid/contracts/money';
import { type Database, selectRows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { isExpired } from './card-numbers';
import {
  type CardDetails,
  type CardProcessor,
  CardProcessorRequestError,
  type ChargeResult,
  type DeclineCode,
  type PaymentIntent,
} from './card-processor';

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: moneyMessages.cardDeclined,
  insufficient_funds: moneyMessages.cardInsufficientFunds,
  expired_card: moneyMessages.cardExpired,
  processing_error: moneyMessages.paymentFailed,
};

/** A Stripe-like id: prefix and 24 random characters. */
export const sandboxId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

interface MethodRow {
  id: string;
  brand: TCardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: 'succeeded' | 'card_declined' | 'insufficient_funds';
  customer_id: string | null;
}

interface ChargeRow {
  id: string;
  payment_method_id: string;
  customer_id: string | null;
  amount_cents: number | string;
  status: 'requires_confirmation' | 'succeeded' | 'failed';
  failure_code: DeclineCode | null;
  refunded_cents: number | string;
}

export function createSandboxProcessor(db: Database): CardProcessor {
  const findMethod = async (id: string) =>
    (await selectRows<MethodRow>(db, sql`select * from sandbox_payment_methods where id = ${id}`))[0];

  /** The outcome a charge on this method has right now. */
  const outcomeOf = (method: MethodRow | undefined, customerId: string | null): DeclineCode | null => {
    if (!method || (customerId && method.customer_id !== customerId)) return 'card_declined';
    if (isExpired(method.exp_month, method.exp_year)) return 'expired_card';
    return method.outcome === 'succeeded' ? null : method.outcome;
  };

  const intentJson = (row: ChargeRow): PaymentIntent => ({
    id: row.id,
    status:
      row.status === 'requires_confirmation'
        ? 'requires_confirmation'
        : row.status === 'succeeded'
          ? 'succeeded'
          : 'requires_payment_method',
    amountCents: Number(row.amount_cents),
    clientSecret: `${row.id}_secret_sandbox`,
    paymentMethodId: row.payment_method_id || null,
    customerId: row.customer_id,
    ...(row.failure_code ? { failure: { code: row.failure_code, message: DECLINE_MESSAGES[row.failure_code] } } : {}),
  });

  return {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer() {
      return sandboxId('cus');
    },

    async attachPaymentMethod({ customerId, paymentMethodId }): Promise<CardDetails> {
      // Attach once: a method already attached to another customer is refused, as on Stripe.
      const [method] = await selectRows<MethodRow>(
        db,
        sql`update sandbox_payment_methods set customer_id = ${customerId}
            where id = ${paymentMethodId} and (customer_id is null or customer_id = ${customerId}) returning *`,
      );
      if (!method) throw new CardProcessorRequestError(moneyMessages.paymentMethodInvalid, 'resource_missing');
      return {
        paymentMethodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.exp_month,
        expYear: method.exp_year,
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      await db.execute(sql`update sandbox_payment_methods set customer_id = null where id = ${paymentMethodId}`);
    },

    async charge({ customerId, paymentMethodId, amountCents, idempotencyKey, metadata }): Promise<ChargeResult> {
      const method = await findMethod(paymentMethodId);
      const failure = outcomeOf(method, customerId);
      const [inserted] = await selectRows<ChargeRow>(
        db,
        sql`insert into sandbox_charges (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, failure_code, metadata)
            values (${sandboxId('pi')}, ${idempotencyKey}, ${paymentMethodId}, ${customerId}, ${amountCents},
                    ${failure ? 'failed' : 'succeeded'}, ${failure}, ${JSON.stringify(metadata ?? {})}::jsonb)
            on conflict (idempotency_key) do nothing returning *`,
      );
      // A retry with the same key answers the first charge's result and charges nothing.
      const row =
        inserted ??
        (
          await selectRows<ChargeRow>(db, sql`select * from sandbox_charges where idempotency_key = ${idempotencyKey}`)
        )[0];
      if (!row) throw new CardProcessorRequestError(moneyMessages.paymentFailed, 'idempotency_error');
      if (row.status === 'succeeded') return { status: 'succeeded', paymentId: row.id };
      const code = row.failure_code ?? 'card_declined';
      return { status: 'failed', paymentId: row.id, code, message: DECLINE_MESSAGES[code] };
    },

    async refund({ paymentId, amountCents }) {
      const [row] = await selectRows<ChargeRow>(
        db,
        sql`update sandbox_charges set refunded_cents = least(amount_cents, refunded_cents + coalesce(${amountCents ?? null}::bigint, amount_cents))
            where id = ${paymentId} and status = 'succeeded' returning *`,
      );
      if (!row) throw new CardProcessorRequestError(moneyMessages.paymentFailed, 'charge_not_refundable');
    },

    async createPaymentIntent({ customerId, amountCents, idempotencyKey, paymentMethodId, metadata }) {
      const [inserted] = await selectRows<ChargeRow>(
        db,
        sql`insert into sandbox_charges (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, metadata)
            values (${sandboxId('pi')}, ${idempotencyKey}, ${paymentMethodId ?? ''}, ${customerId}, ${amountCents},
                    'requires_confirmation', ${JSON.stringify(metadata ?? {})}::jsonb)
            on conflict (idempotency_key) do nothing returning *`,
      );
      const row =
        inserted ??
        (
          await selectRows<ChargeRow>(db, sql`select * from sandbox_charges where idempotency_key = ${idempotencyKey}`)
        )[0];
      if (!row) throw new CardProcessorRequestError(moneyMessages.paymentFailed, 'idempotency_error');
      return intentJson(row);
    },

    async confirmPaymentIntent({ paymentIntentId, paymentMethodId }) {
      const [current] = await selectRows<ChargeRow>(
        db,
        sql`select * from sandbox_charges where id = ${paymentIntentId}`,
      );
      if (!current) throw new CardProcessorRequestError(moneyMessages.paymentFailed, 'resource_missing');
      if (current.status === 'succeeded') return intentJson(current);
      const method = await findMethod(paymentMethodId);
      // A new card may be used by its own customer or, not yet attached, by anyone (as on Stripe).
      const failure = outcomeOf(method, method?.customer_id ? current.customer_id : null);
      const [row] = await selectRows<ChargeRow>(
        db,
        sql`update sandbox_charges set payment_method_id = ${paymentMethodId},
              status = ${failure ? 'requires_confirmation' : 'succeeded'}, failure_code = ${failure}
            where id = ${paymentIntentId} and status <> 'succeeded' returning *`,
      );
      const settled =
        row ?? (await selectRows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentIntentId}`))[0];
      return intentJson(settled as ChargeRow);
    },

    async retrievePaymentIntent(paymentIntentId) {
      const [row] = await selectRows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentIntentId}`);
      return row ? intentJson(row) : null;
    },
  };
}
