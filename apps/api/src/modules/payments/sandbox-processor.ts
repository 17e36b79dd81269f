// The built-in sandbox card processor (CONTRACT §6a), shaped like Stripe: payment methods, customers,
// off-session charges and refunds unique by idempotency key, payment intents. Its records live in the
// database (sandbox_* tables) so every API process agrees; each call is one statement, never part of
// a caller's transaction. As on Stripe, a payment method belongs to one customer once attached, a
// detached one (or one paid with once without a customer) can never be used again, and charging a
// method not attached to the charge's customer is refused as a bad request: nothing is charged.
import { randomBytes } from 'node:crypto';
import { type TCardBrand, walletMessages } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
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
  card_declined: walletMessages.cardDeclined,
  insufficient_funds: walletMessages.cardInsufficientFunds,
  expired_card: walletMessages.cardExpired,
  processing_error: walletMessages.paymentFailed,
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
  detached_at: string | Date | null;
}

interface ChargeRow {
  id: string;
  payment_method_id: string;
  customer_id: string | null;
  amount_cents: number | string;
  status: 'requires_confirmation' | 'succeeded' | 'failed';
  failure_code: DeclineCode | null;
  refunded_cents: number | string;
  setup_future_usage: boolean;
}

/** Stripe's answer to a payment method that is unknown, detached, or another customer's. */
const unusableMethod = (code: string) => new CardProcessorRequestError(walletMessages.paymentMethodInvalid, code);

export function createSandboxProcessor(db: Database): CardProcessor {
  const findMethod = async (id: string) =>
    (await rows<MethodRow>(db, sql`select * from sandbox_payment_methods where id = ${id}`))[0];

  /**
   * The method if `customerId` may pay with it: attached to that customer, or (`allowNew`, a payment
   * intent's new card) attached to no one yet. Anything else is refused before any charge.
   */
  const usableMethod = async (id: string, customerId: string | null, allowNew: boolean): Promise<MethodRow> => {
    const method = await findMethod(id);
    if (!method) throw unusableMethod('resource_missing');
    if (method.detached_at) throw unusableMethod('payment_method_unexpected_state');
    if (method.customer_id === null ? !allowNew : method.customer_id !== customerId)
      throw unusableMethod('payment_method_not_attached');
    return method;
  };

  /** The outcome a charge on this method has right now. */
  const outcomeOf = (method: MethodRow): DeclineCode | null => {
    if (isExpired(method.exp_month, method.exp_year)) return 'expired_card';
    return method.outcome === 'succeeded' ? null : method.outcome;
  };

  const byKey = async (idempotencyKey: string) =>
    (await rows<ChargeRow>(db, sql`select * from sandbox_charges where idempotency_key = ${idempotencyKey}`))[0];

  const chargeResult = (row: ChargeRow): ChargeResult => {
    if (row.status === 'succeeded') return { status: 'succeeded', paymentId: row.id };
    const code = row.failure_code ?? 'card_declined';
    return { status: 'failed', paymentId: row.id, code, message: DECLINE_MESSAGES[code] };
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
      const [method] = await rows<MethodRow>(
        db,
        sql`update sandbox_payment_methods set customer_id = ${customerId}
            where id = ${paymentMethodId} and detached_at is null and (customer_id is null or customer_id = ${customerId})
            returning *`,
      );
      if (!method) throw new CardProcessorRequestError(walletMessages.paymentMethodInvalid, 'resource_missing');
      return {
        paymentMethodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.exp_month,
        expYear: method.exp_year,
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      await db.execute(
        sql`update sandbox_payment_methods set customer_id = null, detached_at = coalesce(detached_at, now())
            where id = ${paymentMethodId}`,
      );
    },

    async charge({ customerId, paymentMethodId, amountCents, idempotencyKey, metadata }): Promise<ChargeResult> {
      // A retry with the same key answers the first charge's result and charges nothing, whatever
      // became of the method since.
      const earlier = await byKey(idempotencyKey);
      if (earlier) return chargeResult(earlier);
      const failure = outcomeOf(await usableMethod(paymentMethodId, customerId, false));
      const [inserted] = await rows<ChargeRow>(
        db,
        sql`insert into sandbox_charges (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, failure_code, metadata)
            values (${sandboxId('pi')}, ${idempotencyKey}, ${paymentMethodId}, ${customerId}, ${amountCents},
                    ${failure ? 'failed' : 'succeeded'}, ${failure}, ${JSON.stringify(metadata ?? {})}::jsonb)
            on conflict (idempotency_key) do nothing returning *`,
      );
      const row = inserted ?? (await byKey(idempotencyKey));
      if (!row) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'idempotency_error');
      return chargeResult(row);
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      // One refund per key, like Stripe's: the refund and the charge's refunded amount in one statement,
      // what is left of the charge when no amount is given.
      const [made] = await rows<{ id: string }>(
        db,
        sql`with made as (
              insert into sandbox_refunds (id, idempotency_key, charge_id, amount_cents)
              select ${sandboxId('re')}, ${idempotencyKey}, c.id,
                coalesce(${amountCents ?? null}::bigint, c.amount_cents - c.refunded_cents)
              from sandbox_charges c
              where c.id = ${paymentId} and c.status = 'succeeded'
                and c.refunded_cents + coalesce(${amountCents ?? null}::bigint, c.amount_cents - c.refunded_cents)
                  <= c.amount_cents
                and c.refunded_cents < c.amount_cents
              on conflict (idempotency_key) do nothing
              returning charge_id, amount_cents
            )
            update sandbox_charges c set refunded_cents = c.refunded_cents + made.amount_cents
            from made where c.id = made.charge_id returning c.id`,
      );
      if (made) return;
      // A retry with the same key answers the first refund and refunds nothing more.
      const [earlier] = await rows<{ charge_id: string }>(
        db,
        sql`select charge_id from sandbox_refunds where idempotency_key = ${idempotencyKey}`,
      );
      if (earlier?.charge_id === paymentId) return;
      if (earlier) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'idempotency_error');
      const [charge] = await rows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentId}`);
      const isRefunded = charge?.status === 'succeeded' && Number(charge.refunded_cents) >= Number(charge.amount_cents);
      throw new CardProcessorRequestError(
        walletMessages.paymentFailed,
        isRefunded ? 'charge_already_refunded' : 'charge_not_refundable',
      );
    },

    async createPaymentIntent({ customerId, amountCents, idempotencyKey, paymentMethodId, saveCard, metadata }) {
      const [inserted] = await rows<ChargeRow>(
        db,
        sql`insert into sandbox_charges (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, metadata,
              setup_future_usage)
            values (${sandboxId('pi')}, ${idempotencyKey}, ${paymentMethodId ?? ''}, ${customerId}, ${amountCents},
                    'requires_confirmation', ${JSON.stringify(metadata ?? {})}::jsonb, ${saveCard ?? false})
            on conflict (idempotency_key) do nothing returning *`,
      );
      const row = inserted ?? (await byKey(idempotencyKey));
      if (!row) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'idempotency_error');
      return intentJson(row);
    },

    async confirmPaymentIntent({ paymentIntentId, paymentMethodId }) {
      const [current] = await rows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentIntentId}`);
      if (!current) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'resource_missing');
      if (current.status === 'succeeded') return intentJson(current);
      // The intent's customer's own card, or a new card attached to no one yet (as on Stripe).
      const method = await usableMethod(paymentMethodId, current.customer_id, true);
      const failure = outcomeOf(method);
      const [row] = await rows<ChargeRow>(
        db,
        sql`update sandbox_charges set payment_method_id = ${paymentMethodId},
              status = ${failure ? 'requires_confirmation' : 'succeeded'}, failure_code = ${failure}
            where id = ${paymentIntentId} and status <> 'succeeded' returning *`,
      );
      // A new card that paid is the customer's from now on (setup_future_usage), or spent: a card
      // used once without a customer cannot be used again.
      if (row?.status === 'succeeded' && method.customer_id === null) {
        await db.execute(
          row.setup_future_usage && current.customer_id
            ? sql`update sandbox_payment_methods set customer_id = ${current.customer_id}
                  where id = ${paymentMethodId} and customer_id is null and detached_at is null`
            : sql`update sandbox_payment_methods set detached_at = now() where id = ${paymentMethodId} and customer_id is null`,
        );
      }
      const settled =
        row ?? (await rows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentIntentId}`))[0];
      return intentJson(settled as ChargeRow);
    },

    async retrievePaymentIntent(paymentIntentId) {
      const [row] = await rows<ChargeRow>(db, sql`select * from sandbox_charges where id = ${paymentIntentId}`);
      return row ? intentJson(row) : null;
    },
  };
}
