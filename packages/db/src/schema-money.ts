// Money: wallets and their append-only ledger, saved cards, the sandbox card processor's
// own records, card payments, idempotency keys, lead prices and purchases, refunds, top-up amounts,
// Pro+ plans and subscriptions. Amounts are integer cents in bigint columns with CHECK constraints;
// every money row references its owner with ON DELETE RESTRICT, so deleting a user never deletes money.
// Migration 0005 adds by hand: the trigger that makes wallet_transactions append-only, and the seeded
// reference data (default lead price, top-up amounts, Pro+ plans).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projectSubTypes, projects, providerProjects, providers } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/** One wallet per provider; the balance equals the sum of its ledger and never goes below zero. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .unique()
      .references(() => providers.id, { onDelete: 'restrict' }),
    balanceCents: cents('balance_cents').notNull().default(0),
    /** Spend control (optional): daily and weekly caps and a per-lead maximum, in cents. */
    dailyCapCents: cents('daily_cap_cents'),
    weeklyCapCents: cents('weekly_cap_cents'),
    perLeadMaxCents: cents('per_lead_max_cents'),
    createdAt,
    updatedAt,
  },
  (t) => [
    check('wallets_balance_check', sql`${t.balanceCents} >= 0`),
    check('wallets_daily_cap_check', sql`${t.dailyCapCents} is null or ${t.dailyCapCents} > 0`),
    check('wallets_weekly_cap_check', sql`${t.weeklyCapCents} is null or ${t.weeklyCapCents} > 0`),
    check('wallets_per_lead_max_check', sql`${t.perLeadMaxCents} is null or ${t.perLeadMaxCents} > 0`),
  ],
);

/** Saved cards: the processor's payment method id, brand, last four and expiry; never the number. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt,
    /** Removed by the provider; kept because payments refer to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_cards_provider_idx').on(t.providerId),
    uniqueIndex('payment_cards_payment_method_unique').on(t.processor, t.paymentMethodId),
    check('payment_cards_processor_check', sql`${t.processor} in ('sandbox', 'stripe')`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_exp_month_check', sql`${t.expMonth} between 1 and 12`),
  ],
);

/**
 * One card operation (charge, refund) of a provider at a time, across processes: a row taken with one
 * conditional upsert before the processor is called and deleted after; a lapsed lease (its process
 * died) may be taken over.
 */
export const cardOperationLocks = pgTable('card_operation_locks', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  operation: text('operation').notNull(),
  token: text('token').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  createdAt,
});

/** The processor's customer for a provider (Stripe: cus_…; sandbox: cus_… of its own). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('payment_customers_provider_processor_unique').on(t.providerId, t.processor),
    check('payment_customers_processor_check', sql`${t.processor} in ('sandbox', 'stripe')`),
  ],
);

/**
 * The sandbox processor's payment methods (CONTRACT §6a): what Stripe would keep on its side. The
 * test number decides the outcome of every charge; the number itself is never stored.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** 'succeeded', or the decline code every charge answers: card_declined, insufficient_funds. */
    outcome: text('outcome').notNull(),
    /** The customer it is attached to; one customer only, as on Stripe. */
    customerId: text('customer_id'),
    /** Detached (or used once without a customer): never usable again, as on Stripe. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('sandbox_payment_methods_customer_idx').on(t.customerId),
    check(
      'sandbox_payment_methods_outcome_check',
      sql`${t.outcome} in ('succeeded', 'card_declined', 'insufficient_funds')`,
    ),
  ],
);

/** The sandbox processor's charges (payment intents), unique by idempotency key like Stripe's. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').unique(),
    paymentMethodId: text('payment_method_id').notNull(),
    customerId: text('customer_id'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    refundedCents: cents('refunded_cents').notNull().default(0),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    /** A new card paying this intent is attached to its customer (Stripe's setup_future_usage). */
    setupFutureUsage: boolean('setup_future_usage').notNull().default(false),
    createdAt,
  },
  (t) => [
    index('sandbox_charges_payment_method_idx').on(t.paymentMethodId),
    check('sandbox_charges_amount_check', sql`${t.amountCents} > 0`),
    check('sandbox_charges_refunded_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check('sandbox_charges_status_check', sql`${t.status} in ('requires_confirmation', 'succeeded', 'failed')`),
  ],
);

/** The sandbox processor's refunds, one per idempotency key like Stripe's (a retry answers the first). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    createdAt,
  },
  (t) => [
    index('sandbox_refunds_charge_idx').on(t.chargeId),
    check('sandbox_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Pro+ plans (reference data an operator can change; spec §3 Plan). */
export const proPlans = pgTable(
  'pro_plans',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    features: jsonb('features').notNull().default(sql`'[]'::jsonb`),
    monthlyPriceCents: cents('monthly_price_cents'),
    yearlyPriceCents: cents('yearly_price_cents'),
    allowMonthly: boolean('allow_monthly').notNull().default(true),
    allowYearly: boolean('allow_yearly').notNull().default(true),
    /** After subscribing, go straight to the dashboard instead of Add funds (spec §2 Become a Pro). */
    skipWallet: boolean('skip_wallet').notNull().default(false),
    /** Discount on lead prices for members, in percent (100 = free leads). */
    leadDiscountPercent: smallint('lead_discount_percent').notNull().default(20),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    check('pro_plans_monthly_price_check', sql`${t.monthlyPriceCents} is null or ${t.monthlyPriceCents} > 0`),
    check('pro_plans_yearly_price_check', sql`${t.yearlyPriceCents} is null or ${t.yearlyPriceCents} > 0`),
    check(
      'pro_plans_cycles_check',
      sql`(not ${t.allowMonthly} or ${t.monthlyPriceCents} is not null) and (not ${t.allowYearly} or ${t.yearlyPriceCents} is not null) and (${t.allowMonthly} or ${t.allowYearly})`,
    ),
    check('pro_plans_discount_check', sql`${t.leadDiscountPercent} between 0 and 100`),
  ],
);

/** A provider's Pro+ subscription; one live (active, cancelled until its end, past due) at a time. */
export const providerSubscriptions = pgTable(
  'provider_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    proPlanId: integer('pro_plan_id')
      .notNull()
      .references(() => proPlans.id, { onDelete: 'restrict' }),
    cycle: text('cycle').notNull(),
    status: text('status').notNull(),
    cardId: bigint('card_id', { mode: 'number' }).references(() => paymentCards.id, { onDelete: 'restrict' }),
    /** The price of one period when it was bought or last renewed. */
    priceCents: cents('price_cents').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('provider_subscriptions_provider_idx').on(t.providerId),
    index('provider_subscriptions_plan_idx').on(t.proPlanId),
    index('provider_subscriptions_card_idx').on(t.cardId),
    uniqueIndex('provider_subscriptions_live_unique')
      .on(t.providerId)
      .where(sql`${t.status} in ('active', 'cancelled', 'past_due')`),
    index('provider_subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'cancelled', 'past_due')`),
    check('provider_subscriptions_cycle_check', sql`${t.cycle} in ('monthly', 'annual')`),
    check('provider_subscriptions_status_check', sql`${t.status} in ('active', 'cancelled', 'past_due', 'expired')`),
    check('provider_subscriptions_price_check', sql`${t.priceCents} >= 0`),
    check('provider_subscriptions_period_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/**
 * Card payments (payment intents): a top-up, a lead paid by card, a subscription period. Written
 * before the processor is called ('processing'), settled after it answers.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    cardId: bigint('card_id', { mode: 'number' }).references(() => paymentCards.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    /** The processor's payment intent id (pi_…), once it answered. */
    processorPaymentId: text('processor_payment_id'),
    /** The idempotency key sent to the processor: one charge per key, whatever happens. */
    processorIdempotencyKey: text('processor_idempotency_key').notNull().unique(),
    purpose: text('purpose').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('processing'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    clientSecret: text('client_secret'),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, { onDelete: 'restrict' }),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references(() => providerSubscriptions.id, {
      onDelete: 'restrict',
    }),
    walletPlanId: integer('wallet_plan_id'),
    /** A Pro+ charge's plan and cycle, so a charge whose request died can still be applied. */
    proPlanId: integer('pro_plan_id').references(() => proPlans.id, { onDelete: 'restrict' }),
    cycle: text('cycle'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('card_payments_provider_idx').on(t.providerId, t.createdAt),
    index('card_payments_pro_plan_idx').on(t.proPlanId),
    index('card_payments_unsettled_idx').on(t.status, t.updatedAt),
    index('card_payments_card_idx').on(t.cardId),
    index('card_payments_project_idx').on(t.projectId),
    index('card_payments_subscription_idx').on(t.subscriptionId),
    uniqueIndex('card_payments_processor_payment_unique').on(t.processor, t.processorPaymentId),
    check('card_payments_processor_check', sql`${t.processor} in ('sandbox', 'stripe')`),
    check('card_payments_purpose_check', sql`${t.purpose} in ('wallet_top_up', 'lead_purchase', 'subscription')`),
    check(
      'card_payments_status_check',
      sql`${t.status} in ('requires_confirmation', 'processing', 'succeeded', 'failed', 'refunded')`,
    ),
    check('card_payments_amount_check', sql`${t.amountCents} > 0`),
    check('card_payments_cycle_check', sql`${t.cycle} is null or ${t.cycle} in ('monthly', 'annual')`),
  ],
);

/**
 * A refund owed to a card (a lead paid by card whose customer hired another pro): written 'processing'
 * in the refund's transaction, then sent to the processor after the commit with its own idempotency
 * key, by the request or by the upkeep job, and marked 'refunded'. The wallet is not credited.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardPaymentId: bigint('card_payment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => cardPayments.id, { onDelete: 'restrict' }),
    refundRequestId: bigint('refund_request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => refundRequests.id, { onDelete: 'restrict' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    processorIdempotencyKey: text('processor_idempotency_key').notNull().unique(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('processing'),
    failureMessage: text('failure_message'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('card_refunds_provider_idx').on(t.providerId),
    index('card_refunds_owed_idx').on(t.updatedAt).where(sql`${t.status} = 'processing'`),
    check('card_refunds_processor_check', sql`${t.processor} in ('sandbox', 'stripe')`),
    check('card_refunds_status_check', sql`${t.status} in ('processing', 'refunded')`),
    check('card_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The ledger: every movement of a wallet's money, append-only (a trigger refuses UPDATE and DELETE).
 * balance_after_cents is the wallet's balance right after this row.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    direction: text('direction').notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    category: text('category').notNull(),
    label: text('label').notNull(),
    /** The card that paid a top-up, as shown: 'Visa •••• 4242'. */
    cardLabel: text('card_label'),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, { onDelete: 'restrict' }),
    cardPaymentId: bigint('card_payment_id', { mode: 'number' }).references(() => cardPayments.id, {
      onDelete: 'restrict',
    }),
    createdAt,
  },
  (t) => [
    index('wallet_transactions_wallet_idx').on(t.walletId, t.id),
    index('wallet_transactions_project_idx').on(t.projectId),
    uniqueIndex('wallet_transactions_card_payment_unique').on(t.cardPaymentId),
    check('wallet_transactions_direction_check', sql`${t.direction} in ('credit', 'debit')`),
    check('wallet_transactions_amount_check', sql`${t.amountCents} > 0`),
    check('wallet_transactions_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check(
      'wallet_transactions_category_check',
      sql`${t.category} in ('Lead Contact Purchase', 'Wallet Top-up', 'Refund', 'Adjustment')`,
    ),
  ],
);

/**
 * Idempotency-Key: the first answer of a money-moving request, replayed to a retry with the same key
 * and the same request; a different request under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a hash of the body. */
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull().default('started'),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    /** A 'started' row older than this is taken over (its process died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('idempotency_keys_provider_key_unique').on(t.providerId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_status_check', sql`${t.status} in ('started', 'completed')`),
  ],
);

/** Top-up amounts offered on Add funds (spec §3 Wallet plan). */
export const walletPlans = pgTable(
  'wallet_plans',
  {
    id: serial('id').primaryKey(),
    amountCents: cents('amount_cents').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('wallet_plans_amount_check', sql`${t.amountCents} > 0 and ${t.amountCents} <= 1000000`)],
);

/**
 * Lead prices (reference data an operator changes: `npm run admin -- lead-prices`): one row per
 * sub-type, and the row without a sub-type is the default for every other.
 */
export const leadPrices = pgTable(
  'lead_prices',
  {
    id: serial('id').primaryKey(),
    projectSubTypeId: integer('project_sub_type_id').references(() => projectSubTypes.id, { onDelete: 'cascade' }),
    priceCents: cents('price_cents').notNull(),
    updatedAt,
  },
  (t) => [
    uniqueIndex('lead_prices_sub_type_unique').on(sql`coalesce(${t.projectSubTypeId}, 0)`),
    index('lead_prices_sub_type_idx').on(t.projectSubTypeId),
    check('lead_prices_price_check', sql`${t.priceCents} > 0 and ${t.priceCents} <= 100000`),
  ],
);

/** A provider's purchase of a project's lead: once per provider and project, at most 4 per project. */
export const leadPurchases = pgTable(
  'lead_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    providerProjectId: bigint('provider_project_id', { mode: 'number' })
      .notNull()
      .references(() => providerProjects.id, { onDelete: 'restrict' }),
    priceCents: cents('price_cents').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    paidCents: cents('paid_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    cardPaymentId: bigint('card_payment_id', { mode: 'number' }).references(() => cardPayments.id, {
      onDelete: 'restrict',
    }),
    /** null, 'refund_applied' (pending), 'refunded', 'rejected'. */
    refundStatus: text('refund_status'),
    createdAt,
  },
  (t) => [
    uniqueIndex('lead_purchases_provider_project_unique').on(t.providerId, t.projectId),
    index('lead_purchases_project_idx').on(t.projectId),
    index('lead_purchases_provider_project_idx').on(t.providerProjectId),
    uniqueIndex('lead_purchases_wallet_transaction_unique').on(t.walletTransactionId),
    uniqueIndex('lead_purchases_card_payment_unique').on(t.cardPaymentId),
    check('lead_purchases_price_check', sql`${t.priceCents} > 0`),
    check('lead_purchases_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('lead_purchases_paid_check', sql`${t.paidCents} between 0 and ${t.priceCents}`),
    check('lead_purchases_method_check', sql`${t.paymentMethod} in ('wallet', 'card')`),
    check(
      'lead_purchases_paid_by_check',
      sql`(${t.paymentMethod} = 'wallet' and (${t.walletTransactionId} is not null or ${t.paidCents} = 0)) or (${t.paymentMethod} = 'card' and ${t.cardPaymentId} is not null)`,
    ),
    check(
      'lead_purchases_refund_status_check',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('refund_applied', 'refunded', 'rejected')`,
    ),
  ],
);

/** A refund request: approved at once by a named rule, or pending until an operator decides. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadPurchaseId: bigint('lead_purchase_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => leadPurchases.id, { onDelete: 'restrict' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    /** The automatic rule's key (REFUND_RULES), or null when an operator decided. */
    rule: text('rule'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The credit that paid the refund back (wallet purchases). */
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt,
  },
  (t) => [
    index('refund_requests_provider_idx').on(t.providerId, t.createdAt),
    index('refund_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('refund_requests_wallet_transaction_unique').on(t.walletTransactionId),
    check('refund_requests_reason_check', sql`char_length(${t.reason}) between 1 and 1000`),
    check('refund_requests_amount_check', sql`${t.amountCents} >= 0`),
    check('refund_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('refund_requests_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
