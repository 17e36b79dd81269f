// Money: wallet, cards, the card processor, leads and refunds (spec 'portal-projects-leads-money.md'
// §2 Project Detail lead card, Purchased Leads, Wallet history, Add funds; §3–§5, §7–§9; CONTRACT §6a).
// Texts in quotes in the specification are kept verbatim here; the API and the web app import them.
// Amounts are dollars with two decimals in JSON and integer cents in the database (CONTRACT §3).
import { z } from 'zod';
import { ZChosenId, ZId, ZIdParam } from './common';
import './zod-config';

// ── Constants (spec §9 and the issue) ────────────────────────────────────────────────────────────

/** Spec §9: wallet history page size. */
export const WALLET_PAGE_SIZE = 10;
/** Spec §9: the purchase success popup opens this long after the 'Processing...' modal. */
export const PURCHASE_POPUP_DELAY_MS = 500;
/** The issue: at most 4 providers unlock one lead. */
export const LEAD_UNLOCK_CAP = 4;
/** A refund reason is free text (spec §5), bounded here. */
export const REFUND_REASON_MAX = 1000;
/** Pro+ members' discount on lead prices when their plan does not name one. */
export const DEFAULT_PRO_LEAD_DISCOUNT_PERCENT = 20;
/** The lead price when no price is set for a sub-type nor a default row exists (reference data). */
export const FALLBACK_LEAD_PRICE_CENTS = 2500;
/** The duplicate rule: same customer, sub-type and zip within this many days. */
export const DUPLICATE_LEAD_DAYS = 30;
/** The unread rule: the provider's first message unread this long. */
export const UNREAD_MESSAGE_HOURS = 48;
/** Largest single top-up, in cents (a sanity bound for the processor). */
export const MAX_TOP_UP_CENTS = 1_000_000;
/** Idempotency-Key header: up to this many characters of [A-Za-z0-9_-:.]. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;

/** Ledger categories (spec §7: category 'Lead Contact Purchase'). */
export const LEDGER_CATEGORY = {
  leadPurchase: 'Lead Contact Purchase',
  topUp: 'Wallet Top-up',
  refund: 'Refund',
  adjustment: 'Adjustment',
} as const;
export const LEDGER_CATEGORIES = Object.values(LEDGER_CATEGORY);
export type TLedgerCategory = (typeof LEDGER_CATEGORIES)[number];

/** Spec §9: transaction types debit ('Used') and credit ('Added'). */
export const PAYMENT_TYPES = ['debit', 'credit'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABEL: Record<TPaymentType, string> = { debit: 'Used', credit: 'Added' };

/** Spec §4 lead states beyond purchased: refund_applied (Refund Requested badge), refunded (re-purchase blocked). */
export const REFUND_STATUSES = ['refund_applied', 'refunded', 'rejected'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TRefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** The automatic approval rules, by name (the name shows in the refund's transaction). */
export const REFUND_RULES = {
  duplicate: 'Duplicate lead',
  outside_areas: 'Outside your service areas',
  phone_unverified: 'Customer phone not verified',
  message_unread: 'First message unread for 48 hours',
  closed_without_viewing: 'Project closed without viewing bids',
  /** The lead-payment page's promise: the customer hired another pro, so every other buyer is refunded in full. */
  hired_another: 'Customer hired another pro',
} as const;
export type TRefundRule = keyof typeof REFUND_RULES;

/** Card brands as the processors name them; card_icon carries the same word. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABEL: Record<TCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** CONTRACT §6a: the sandbox's public test numbers. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const PROCESSORS = ['sandbox', 'stripe'] as const;
export type TProcessor = (typeof PROCESSORS)[number];

// ── Texts (screens) ──────────────────────────────────────────────────────────────────────────────

export const walletTexts = {
  currentBalance: 'Current Balance',
  addCard: 'Add Card',
  addFunds: 'Add Funds',
  manageCards: 'Manage Cards',
  transactionHistory: 'Transaction History',
  noTransactions: 'No transactions to show',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  used: PAYMENT_TYPE_LABEL.debit,
  added: PAYMENT_TYPE_LABEL.credit,
  // Manage Cards modal
  plusAddCard: '+ Add Card',
  deleteCard: 'Delete Card',
  deleteCardConfirm: 'Are you sure you want to permanently remove this card?',
  confirm: 'CONFIRM',
  cancel: 'CANCEL',
  deletingCard: 'Deleting card...',
  // Add funds
  fundTitle: 'Fund Your Wallet',
  fundSubtitle: 'Top up your wallet for immediate use after signup',
  selectPaymentMethod: 'Select your payment method',
  addCardDetails: 'Add your card details',
  loadingCards: 'Loading your cards…',
  secureNote:
    'Your card details are stored securely by our payment processor; we keep only the brand, the last four digits and the expiry.',
  continue: 'CONTINUE',
  continueWithoutFunding: 'Continue without funding',
  paymentSuccessful: 'Payment Successful!',
  amountAdded: 'Amount successfully added to your wallet.',
  done: 'DONE',
  processing: 'Processing...',
} as const;

export const leadTexts = {
  processing: 'Processing...',
  purchased: 'Lead purchased successfully',
  purchasedDetail: 'The customer’s contact details are now unlocked.',
  done: 'Done',
  refundRequested: 'Refund Requested',
  requestRefund: 'Request a refund',
  refundReasonLabel: 'Why do you want a refund?',
  refundSubmitted: 'Refund request submitted',
  refundApproved: (rule: string) => `Refund approved: ${rule}`,
  noLeads: 'No results found',
  purchasedLeads: 'Purchased Leads',
  buyLead: 'Buy lead',
  leadPrice: 'Lead price',
  unlocks: (count: number, cap: number) => `${count} of ${cap} pros unlocked this lead`,
  phoneVerified: 'Phone verified',
  phoneNotVerified: 'Phone not verified',
  priceBase: (amount: string, subType: string) => `${amount} for ${subType} leads`,
  priceDiscount: (percent: number) => `Pro+ discount ${percent}%`,
  /** What became of a refunded purchase, e.g. 'Customer hired another pro · $25.00 refunded'. */
  refundedOutcome: (why: string, amount: string) => `${why} · ${amount} refunded`,
  /** The same, for a lead paid by card refunded to that card (the customer hired another pro). */
  refundedToCardOutcome: (why: string, amount: string) => `${why} · ${amount} refunded to your card`,
  refundedByOperator: 'Refund approved',
  refundDeclined: 'Refund declined',
  /** The customer hired another pro for a lead that cost nothing: there was nothing to refund. */
  hiredAnother: 'Customer hired another pro',
  /** The notification a buyer gets when the customer hired another pro and the lead was refunded. */
  hiredAnotherRefundedNotice: (title: string, amount: string) =>
    `The customer hired another pro for ${title}. Your ${amount} for the lead is back in your wallet.`,
  /** The same notice for a lead paid by card: the money goes back to that card. */
  hiredAnotherRefundedToCardNotice: (title: string, amount: string) =>
    `The customer hired another pro for ${title}. Your ${amount} for the lead is being refunded to your card.`,
} as const;

/** Failures and validation messages (spec §5, §8, verbatim where the spec quotes them). */
export const moneyMessages = {
  /** Any dollar amount a person types (bids, budgets, prices): money is dollars and cents (CONTRACT §3). */
  tooManyDecimals: 'Enter the amount in dollars and cents, with at most two decimals (like 25.50).',
  insufficientFunds: 'Insufficient funds',
  alreadyRefunded: 'Unable to process lead as you already refund this lead',
  leadPurchaseFailed: 'Lead Purchased failed',
  refundFailed: 'Refund Request Failed',
  selectAmountAndCard: 'Please select an amount and card',
  cardholderNameEmpty: 'Please enter the cardholder name.',
  cardholderNameInvalid: 'The cardholder name may contain letters and spaces only.',
  stripeNotLoaded: 'Stripe is not loaded yet.',
  genericError: 'An error occurred. Please try again.',
  cardIncomplete: 'Please complete your card details.',
  cardDetailsEmpty: 'Enter the card details',
  addCardFailed: 'Failed to add card. Please try again.',
  fetchCardsFailed: 'Failed to fetch card details',
  fetchAmountsFailed: 'Failed to fetch available amounts',
  paymentFailed: 'Unable to complete the payment.',
  // The server's own refusals
  cardAdded: 'Card added successfully',
  cardRemoved: 'Card removed successfully',
  cardNotFound: 'Card not found.',
  cardExpired: 'This card has expired.',
  cardInvalidNumber: 'Your card number is invalid.',
  cardInvalidExpiry: 'Your card’s expiration date is invalid.',
  cardInvalidCvc: 'Your card’s security code is invalid.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  paymentMethodInvalid: 'That payment method could not be found. Add the card again.',
  processorUnavailable: 'The payment service is unavailable. Please try again in a moment.',
  sandboxDisabled: 'Cards are handled by Stripe here: use Stripe.js to add a card.',
  planNotFound: 'That amount is no longer offered. Choose another amount.',
  walletFunded: 'Amount successfully added to your wallet.',
  leadPurchased: 'Lead purchased successfully',
  leadNotAvailable: 'This lead is no longer available.',
  leadAlreadyPurchased: 'You have already purchased this lead.',
  leadSoldOut: `This lead was already unlocked by ${LEAD_UNLOCK_CAP} pros.`,
  categoryInvalid: `Only '${LEDGER_CATEGORY.leadPurchase}' debits can be made here.`,
  paymentTypeInvalid: 'Only debit is allowed here.',
  walletHistoryNotFound: 'Transaction not found.',
  notPurchased: 'You have not purchased this lead.',
  refundReasonEmpty: 'Tell us why you want a refund',
  refundReasonTooLong: `Keep the reason under ${REFUND_REASON_MAX} characters`,
  refundAlreadyRequested: 'A refund was already requested for this lead.',
  refundNotNeeded: 'This lead was free: there is nothing to refund.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 letters, digits, or - _ : .',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'The same request is still being processed. Try again in a moment.',
  cardOperationBusy: 'Another card payment of yours is still being processed. Try again in a moment.',
} as const;

// ── Shapes ─────────────────────────────────────────────────────────────────────────────────────

const ZDollars = z.number();

/** Spec §3 Card: id is the processor's payment method id (pm_…). */
export const ZCard = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  /** The brand as the card icon's name. */
  card_icon: z.enum(CARD_BRANDS),
  last4_digit: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  created_at: z.string(),
});
export type TCard = z.infer<typeof ZCard>;

/** GET /providers/wallet_get_provider_card_details: data.stripe_card_details. */
export const ZCardList = z.object({ stripe_card_details: z.array(ZCard) });
export type TCardList = z.infer<typeof ZCardList>;

const ZPaymentMethodId = z
  .string({ error: moneyMessages.paymentMethodInvalid })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, moneyMessages.paymentMethodInvalid);

/** POST /v2/providers/add_card_to_stripe. user_id is accepted and ignored: the session names the provider. */
export const ZAddCardRequest = z.object({ payment_method: ZPaymentMethodId, user_id: z.unknown().optional() });
export const ZAddCardAnswer = z.object({ card: ZCard });

/** DELETE /providers/destroy_provider_card. */
export const ZDestroyCardRequest = z.object({ payment_method_id: ZPaymentMethodId });
export const ZDestroyCardAnswer = z.object({ payment_method_id: z.string() });

/** Spec §3 Transaction. */
export const ZTransaction = z.object({
  id: z.number().int(),
  payment_type: z.enum(PAYMENT_TYPES),
  category: z.string(),
  /** What the line says: the category, the project's title or the refund's rule. */
  label_history: z.string(),
  /** The card that paid a top-up, e.g. 'Visa •••• 4242'; null for wallet moves. */
  card: z.string().nullable(),
  amount: ZDollars,
  balance_after: ZDollars,
  project_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_entries: z.number().int(),
  total_pages: z.number().int(),
});

/** GET /v2/providers/wallets?per_page=&page=. */
export const ZWalletQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
/** GET /v2/providers/wallets: amount; with page also transactions and pagination. */
export const ZWallet = z.object({
  amount: ZDollars,
  transactions: z.array(ZTransaction).optional(),
  pagination: ZPagination.optional(),
});
export type TWallet = z.infer<typeof ZWallet>;

/** Spec §3 Wallet plan (top-up option). */
export const ZWalletPlan = z.object({ id: z.number().int(), amount: ZDollars });
export type TWalletPlan = z.infer<typeof ZWalletPlan>;
export const ZWalletPlans = z.array(ZWalletPlan);

/** POST /v2/providers/add_amount_to_wallet. */
export const ZAddAmountRequest = z.object({
  plan_id: ZChosenId(moneyMessages.selectAmountAndCard),
  payment_method: ZPaymentMethodId,
  user_id: z.unknown().optional(),
});
export const ZWalletMoveAnswer = z.object({ amount: ZDollars, history: ZTransaction });
export type TWalletMoveAnswer = z.infer<typeof ZWalletMoveAnswer>;

/** POST /v2/providers/wallets/update: the wallet purchase of a lead (debit 'Lead Contact Purchase'). */
export const ZWalletUpdateRequest = z.object({
  payment_type: z.literal('debit', { error: moneyMessages.paymentTypeInvalid }).optional().default('debit'),
  category: z
    .literal(LEDGER_CATEGORY.leadPurchase, { error: moneyMessages.categoryInvalid })
    .optional()
    .default(LEDGER_CATEGORY.leadPurchase),
  project_id: ZId,
  user_id: z.unknown().optional(),
});

/** GET /v2/providers/wallet_histories/{project_id}: the lead purchase's ledger line. */
export const ZWalletHistoryRef = z.object({ id: z.number().int() });

/** How the lead's price was computed (the issue: price and competition before purchase). */
export const ZLeadPrice = z.object({
  /** The list price for the project's sub-type. */
  price: ZDollars,
  /** Pro+ discount in percent (0 without Pro+); 100 makes the lead free. */
  discount: z.number().int(),
  /** What the provider pays. */
  discounted_price: ZDollars,
  /** Where the price comes from, e.g. "$25.00 for Roof Repair leads, Pro+ discount 20%". */
  explanation: z.string(),
});
export type TLeadPrice = z.infer<typeof ZLeadPrice>;

/** The lead card on the project detail (spec §2, §3 Project detail money fields, and the issue). */
export const ZLeadCard = ZLeadPrice.extend({
  is_purchased: z.boolean(),
  /** Whether this provider may buy it now (available to it, not sold out, not bought before). */
  can_purchase: z.boolean(),
  /** Why not, in a person's words; null when it can. */
  unavailable_reason: z.string().nullable(),
  unlock_count: z.number().int(),
  unlock_cap: z.number().int(),
  /** When the project was posted (lead age = now − this). */
  posted_at: z.string(),
  age_seconds: z.number().int(),
  phone_verified: z.boolean(),
  purchased_at: z.string().nullable(),
  /** The lead purchase's ledger line (for /v2/providers/refunds), when bought from the wallet. */
  wallet_history_id: z.number().int().nullable(),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  refund_rule: z.string().nullable(),
  /** What became of the provider's purchase (leadOutcome), e.g. 'Customer hired another pro · $25.00 refunded'. */
  outcome: z.string().nullable(),
});
export type TLeadCard = z.infer<typeof ZLeadCard>;

/**
 * The money fields spec §3 lists on the project detail, spread into ZProjectDetail
 * (packages/contracts/src/projects.ts).
 */
export const ZProjectLeadFields = z.object({
  lead_fee: ZDollars,
  discounted_price: ZDollars,
  discount: z.number().int(),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  provider_project_id: z.number().int().nullable(),
  lead: ZLeadCard,
});
export type TProjectLeadFields = z.infer<typeof ZProjectLeadFields>;

/** A lead purchase as the purchase calls answer it. */
export const ZLeadPurchase = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  provider_project_id: z.number().int(),
  wallet_history_id: z.number().int().nullable(),
  price: ZDollars,
  discount: z.number().int(),
  amount_paid: ZDollars,
  payment_method: z.enum(['wallet', 'card']),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  purchased_at: z.string(),
});
export type TLeadPurchase = z.infer<typeof ZLeadPurchase>;

/** POST /v2/providers/wallets/update answer: spec §7 reads history.id. */
export const ZLeadDebitAnswer = z.object({
  amount: ZDollars,
  history: ZTransaction,
  lead_purchase: ZLeadPurchase,
});

/** POST /v2/providers/projects/{id}/lead_purchased. */
export const ZLeadPurchasedRequest = z.object({
  payment_type: z.string().max(50).optional(),
  category: z.string().max(100).optional(),
  project_id: ZId.optional(),
  /** The debit made by /v2/providers/wallets/update; without it the wallet is debited here. */
  wallet_history_id: ZId.optional(),
  user_id: z.unknown().optional(),
});
export const ZLeadPurchasedAnswer = z.object({
  lead_purchase: ZLeadPurchase,
  can_provider_contact_customer: z.boolean(),
  amount: ZDollars,
});

/** POST /v2/providers/refunds (spec §7: user_id, wallet_history_id, reason, amount). */
export const ZRefundRequestBody = z
  .object({
    /** The lead purchase's ledger line (a wallet purchase); or name the lead by project_id (a card purchase). */
    wallet_history_id: ZId.optional(),
    project_id: ZId.optional(),
    reason: z
      .string({ error: moneyMessages.refundReasonEmpty })
      .trim()
      .min(1, { error: moneyMessages.refundReasonEmpty, abort: true })
      .max(REFUND_REASON_MAX, moneyMessages.refundReasonTooLong),
    /** Ignored: the refund is always what was paid. */
    amount: z.unknown().optional(),
    user_id: z.unknown().optional(),
  })
  .refine((body) => body.wallet_history_id !== undefined || body.project_id !== undefined, {
    error: moneyMessages.notPurchased,
  });
export const ZRefund = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  wallet_history_id: z.number().int().nullable(),
  amount: ZDollars,
  reason: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  /** The automatic rule that approved it, by name; null when an operator decides. */
  rule: z.string().nullable(),
  refund_status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;
export const ZRefundAnswer = z.object({ refund: ZRefund, amount: ZDollars });

/** CONTRACT §6a: GET /api/payments/config. */
export const ZPaymentsConfig = z.object({
  provider: z.enum(PROCESSORS),
  publishable_key: z.string().nullable(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** CONTRACT §6a: POST /api/payments/sandbox/payment_methods. */
export const ZSandboxPaymentMethodRequest = z.object({
  number: z
    .string({ error: moneyMessages.cardDetailsEmpty })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: moneyMessages.cardDetailsEmpty, abort: true })
        .regex(/^\d{12,19}$/, moneyMessages.cardInvalidNumber),
    ),
  exp_month: z.coerce
    .number({ error: moneyMessages.cardInvalidExpiry })
    .int(moneyMessages.cardInvalidExpiry)
    .min(1, moneyMessages.cardInvalidExpiry)
    .max(12, moneyMessages.cardInvalidExpiry),
  exp_year: z.coerce
    .number({ error: moneyMessages.cardInvalidExpiry })
    .int(moneyMessages.cardInvalidExpiry)
    .min(0, moneyMessages.cardInvalidExpiry)
    .max(2200, moneyMessages.cardInvalidExpiry),
  cvc: z.string({ error: moneyMessages.cardInvalidCvc }).regex(/^\d{3,4}$/, moneyMessages.cardInvalidCvc),
  name: z
    .string({ error: moneyMessages.cardholderNameEmpty })
    .trim()
    .min(1, { error: moneyMessages.cardholderNameEmpty, abort: true })
    .max(100, moneyMessages.cardholderNameInvalid)
    .regex(/^[\p{L} ]+$/u, moneyMessages.cardholderNameInvalid)
    .optional(),
});
export const ZSandboxPaymentMethod = z.object({
  id: z.string(),
  card: z.object({
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type TSandboxPaymentMethod = z.infer<typeof ZSandboxPaymentMethod>;

export const ZProjectIdParam = z.object({ project_id: ZIdParam });
export const ZLeadIdParam = z.object({ id: ZIdParam });

// ── Helpers shared by API and web ────────────────────────────────────────────────────────────────

/**
 * True when a dollar amount is whole cents: 25.5 and 25.05 are, 25.005 is not (it is refused, never
 * rounded to 25.01). The tolerance only absorbs binary fractions (0.29 × 100 = 28.999999999999996).
 */
export const isWholeCents = (dollars: number) =>
  Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** Dollars (whole cents, see isWholeCents) → integer cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The shared check of every dollar amount a request carries: refines a schema whose output is a
 * number of dollars, so 25.005 answers `moneyMessages.tooManyDecimals` wherever money comes in.
 */
export const wholeCents = <S extends z.ZodType<number, unknown>>(schema: S) =>
  schema.refine(isWholeCents, { error: moneyMessages.tooManyDecimals });

/** Cents → dollars with two decimals (a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars text with two decimals: 1234.5 → "$1,234.50", -25 → "-$25.00" (spec §9); the one money format of both sides. */
export const formatDollars = (dollars: number) => usd.format(dollars);
/** Cents as dollars text: 2500 → "$25.00". */
export const formatCents = (cents: number) => formatDollars(centsToDollars(cents));
/**
 * What became of a provider's lead purchase, in a person's words (Purchased Leads card, lead card):
 * refunded (by which rule, how much), a refund requested or declined, or the customer hired another
 * pro; null while nothing happened.
 */
export function leadOutcome(purchase: {
  refundStatus: TRefundStatus | null;
  rule: TRefundRule | null;
  refundedCents: number;
  /** The refund went (or is on its way) back to the card that paid, not to the wallet. */
  isRefundedToCard: boolean;
  /** The project went to another provider. */
  isHiredAnother: boolean;
}): string | null {
  switch (purchase.refundStatus) {
    case 'refunded':
      return (purchase.isRefundedToCard ? leadTexts.refundedToCardOutcome : leadTexts.refundedOutcome)(
        purchase.rule ? REFUND_RULES[purchase.rule] : leadTexts.refundedByOperator,
        formatCents(purchase.refundedCents),
      );
    case 'refund_applied':
      return leadTexts.refundRequested;
    case 'rejected':
      return purchase.isHiredAnother ? leadTexts.hiredAnother : leadTexts.refundDeclined;
    default:
      return purchase.isHiredAnother ? leadTexts.hiredAnother : null;
  }
}
/** Spec §9: card expiry as MM/YY. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
/** The lead price after a percent discount, in cents (rounded to the cent). */
export const discountedCents = (priceCents: number, discountPercent: number) =>
  Math.max(0, Math.round((priceCents * (100 - Math.min(100, Math.max(0, discountPercent)))) / 100));
/** The number of wallet history pages for a total (spec §2: 'Page X of Y' only when more than one). */
export const pageCount = (totalEntries: number, perPage: number = WALLET_PAGE_SIZE) =>
  Math.max(1, Math.ceil(totalEntries / perPage));
