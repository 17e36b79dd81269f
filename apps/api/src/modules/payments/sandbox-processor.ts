// The built-in sandbox card processor (CONTRACT §6a), shaped like Stripe: payment methods, customers,
// off-session charges and refunds unique by idempotency key, payment intents. Its records live in the
// database (sandbox_* tables) so every API process agrees; each call is one statement, never part of
// a caller's transaction. As on Stripe, a payment method belongs to one customer once attached, a
// detached one (or one paid with once without a customer) can never be used again, and charging a
// method not attached to the charge's customer is refused as a bad request: nothing is charged.
import { randomBytes } from 'node:crypto';
import { type TCardBrand, walletMessages } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { sandboxCharges, sandboxPaymentMethods, sandboxRefunds } from '@homebid/db/schema';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
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

type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
type ChargeRow = typeof sandboxCharges.$inferSelect;

/** Stripe's answer to a payment method that is unknown, detached, or another customer's. */
const unusableMethod = (code: string) => new CardProcessorRequestError(walletMessages.paymentMethodInvalid, code);

export function createSandboxProcessor(db: Database): CardProcessor {
  const findMethod = async (id: string) =>
    (await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id)))[0];

  /**
   * The method if `customerId` may pay with it: attached to that customer, or (`allowNew`, a payment
   * intent's new card) attached to no one yet. Anything else is refused before any charge.
   */
  const usableMethod = async (id: string, customerId: string | null, allowNew: boolean): Promise<MethodRow> => {
    const method = await findMethod(id);
    if (!method) throw unusableMethod('resource_missing');
    if (method.detachedAt) throw unusableMethod('payment_method_unexpected_state');
    if (method.customerId === null ? !allowNew : method.customerId !== customerId)
      throw unusableMethod('payment_method_not_attached');
    return method;
  };

  /** The outcome a charge on this method has right now. */
  const outcomeOf = (method: MethodRow): DeclineCode | null => {
    if (isExpired(method.expMonth, method.expYear)) return 'expired_card';
    return method.outcome === 'succeeded' ? null : (method.outcome as DeclineCode);
  };

  const chargeWhere = (where: ReturnType<typeof eq>) =>
    db
      .select()
      .from(sandboxCharges)
      .where(where)
      .then(([row]) => row);
  const byKey = (idempotencyKey: string) => chargeWhere(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  const byId = (id: string) => chargeWhere(eq(sandboxCharges.id, id));

  const chargeResult = (row: ChargeRow): ChargeResult => {
    if (row.status === 'succeeded') return { status: 'succeeded', paymentId: row.id };
    const code = (row.failureCode as DeclineCode | null) ?? 'card_declined';
    return { status: 'failed', paymentId: row.id, code, message: DECLINE_MESSAGES[code] };
  };

  const intentJson = (row: ChargeRow): PaymentIntent => {
    const failureCode = row.failureCode as DeclineCode | null;
    return {
      id: row.id,
      status:
        row.status === 'requires_confirmation'
          ? 'requires_confirmation'
          : row.status === 'succeeded'
            ? 'succeeded'
            : 'requires_payment_method',
      amountCents: row.amountCents,
      clientSecret: `${row.id}_secret_sandbox`,
      paymentMethodId: row.paymentMethodId || null,
      customerId: row.customerId,
      ...(failureCode ? { failure: { code: failureCode, message: DECLINE_MESSAGES[failureCode] } } : {}),
    };
  };

  return {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer() {
      return sandboxId('cus');
    },

    async attachPaymentMethod({ customerId, paymentMethodId }): Promise<CardDetails> {
      // Attach once: a method already attached to another customer is refused, as on Stripe.
      const [method] = await db
        .update(sandboxPaymentMethods)
        .set({ customerId })
        .where(
          and(
            eq(sandboxPaymentMethods.id, paymentMethodId),
            isNull(sandboxPaymentMethods.detachedAt),
            or(isNull(sandboxPaymentMethods.customerId), eq(sandboxPaymentMethods.customerId, customerId)),
          ),
        )
        .returning();
      if (!method) throw new CardProcessorRequestError(walletMessages.paymentMethodInvalid, 'resource_missing');
      return {
        paymentMethodId: method.id,
        brand: method.brand as TCardBrand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null, detachedAt: sql`coalesce(${sandboxPaymentMethods.detachedAt}, now())` })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    },

    async charge({ customerId, paymentMethodId, amountCents, idempotencyKey, metadata }): Promise<ChargeResult> {
      // A retry with the same key answers the first charge's result and charges nothing, whatever
      // became of the method since.
      const earlier = await byKey(idempotencyKey);
      if (earlier) return chargeResult(earlier);
      const failure = outcomeOf(await usableMethod(paymentMethodId, customerId, false));
      const [inserted] = await db
        .insert(sandboxCharges)
        .values({
          id: sandboxId('pi'),
          idempotencyKey,
          paymentMethodId,
          customerId,
          amountCents,
          status: failure ? 'failed' : 'succeeded',
          failureCode: failure,
          metadata: metadata ?? {},
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
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
      const [earlier] = await db
        .select({ chargeId: sandboxRefunds.chargeId })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (earlier?.chargeId === paymentId) return;
      if (earlier) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'idempotency_error');
      const charge = await byId(paymentId);
      const isRefunded = charge?.status === 'succeeded' && charge.refundedCents >= charge.amountCents;
      throw new CardProcessorRequestError(
        walletMessages.paymentFailed,
        isRefunded ? 'charge_already_refunded' : 'charge_not_refundable',
      );
    },

    async createPaymentIntent({ customerId, amountCents, idempotencyKey, paymentMethodId, saveCard, metadata }) {
      const [inserted] = await db
        .insert(sandboxCharges)
        .values({
          id: sandboxId('pi'),
          idempotencyKey,
          paymentMethodId: paymentMethodId ?? '',
          customerId,
          amountCents,
          status: 'requires_confirmation',
          metadata: metadata ?? {},
          setupFutureUsage: saveCard ?? false,
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
      const row = inserted ?? (await byKey(idempotencyKey));
      if (!row) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'idempotency_error');
      return intentJson(row);
    },

    async confirmPaymentIntent({ paymentIntentId, paymentMethodId }) {
      const current = await byId(paymentIntentId);
      if (!current) throw new CardProcessorRequestError(walletMessages.paymentFailed, 'resource_missing');
      if (current.status === 'succeeded') return intentJson(current);
      // The intent's customer's own card, or a new card attached to no one yet (as on Stripe).
      const method = await usableMethod(paymentMethodId, current.customerId, true);
      const failure = outcomeOf(method);
      const [row] = await db
        .update(sandboxCharges)
        .set({ paymentMethodId, status: failure ? 'requires_confirmation' : 'succeeded', failureCode: failure })
        .where(and(eq(sandboxCharges.id, paymentIntentId), ne(sandboxCharges.status, 'succeeded')))
        .returning();
      // A new card that paid is the customer's from now on (setup_future_usage), or spent: a card
      // used once without a customer cannot be used again.
      if (row?.status === 'succeeded' && method.customerId === null) {
        const unattached = and(eq(sandboxPaymentMethods.id, paymentMethodId), isNull(sandboxPaymentMethods.customerId));
        if (row.setupFutureUsage && current.customerId)
          await db
            .update(sandboxPaymentMethods)
            .set({ customerId: current.customerId })
            .where(and(unattached, isNull(sandboxPaymentMethods.detachedAt)));
        else await db.update(sandboxPaymentMethods).set({ detachedAt: sql`now()` }).where(unattached);
      }
      const settled = row ?? (await byId(paymentIntentId));
      return intentJson(settled as ChargeRow);
    },

    async retrievePaymentIntent(paymentIntentId) {
      const row = await byId(paymentIntentId);
      return row ? intentJson(row) : null;
    },
  };
}
