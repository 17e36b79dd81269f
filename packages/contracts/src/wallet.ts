// The wallet: balance, ledger, top-ups, saved cards and the card processor (spec
// 'portal-projects-leads-money.md' §2 Wallet history, Add funds; §3, §7–§9; CONTRACT §6a), and the money
// format both sides use. Texts in quotes in the specification are kept verbatim here; the API and the
// web app import them. Amounts are dollars with two decimals in JSON and integer cents in the database
// (CONTRACT §3).
import { z } from 'zod';
import { ZChosenId } from './common';
import './zod-config';

// ── Constants (spec §9 and the issue) ────────────────────────────────────────────────────────────

/** Spec §9: wallet history page size. */
export const WALLET_PAGE_SIZE = 10;
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

/** The wallet's and the cards' failures and validation messages (spec §5, §8, verbatim where the spec quotes them). */
export const walletMessages = {
  /** Any dollar amount a person types (bids, budgets, prices): money is dollars and cents (CONTRACT §3). */
  tooManyDecimals: 'Enter the amount in dollars and cents, with at most two decimals (like 25.50).',
  insufficientFunds: 'Insufficient funds',
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
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 letters, digits, or - _ : .',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'The same request is still being processed. Try again in a moment.',
  cardOperationBusy: 'Another card payment of yours is still being processed. Try again in a moment.',
} as const;

// ── Shapes ─────────────────────────────────────────────────────────────────────────────────────

export const ZDollars = z.number();

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
  .string({ error: walletMessages.paymentMethodInvalid })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, walletMessages.paymentMethodInvalid);

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
  plan_id: ZChosenId(walletMessages.selectAmountAndCard),
  payment_method: ZPaymentMethodId,
  user_id: z.unknown().optional(),
});
export const ZWalletMoveAnswer = z.object({ amount: ZDollars, history: ZTransaction });
export type TWalletMoveAnswer = z.infer<typeof ZWalletMoveAnswer>;

/** CONTRACT §6a: GET /api/payments/config. */
export const ZPaymentsConfig = z.object({
  provider: z.enum(PROCESSORS),
  publishable_key: z.string().nullable(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** CONTRACT §6a: POST /api/payments/sandbox/payment_methods. */
export const ZSandboxPaymentMethodRequest = z.object({
  number: z
    .string({ error: walletMessages.cardDetailsEmpty })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: walletMessages.cardDetailsEmpty, abort: true })
        .regex(/^\d{12,19}$/, walletMessages.cardInvalidNumber),
    ),
  exp_month: z.coerce
    .number({ error: walletMessages.cardInvalidExpiry })
    .int(walletMessages.cardInvalidExpiry)
    .min(1, walletMessages.cardInvalidExpiry)
    .max(12, walletMessages.cardInvalidExpiry),
  exp_year: z.coerce
    .number({ error: walletMessages.cardInvalidExpiry })
    .int(walletMessages.cardInvalidExpiry)
    .min(0, walletMessages.cardInvalidExpiry)
    .max(2200, walletMessages.cardInvalidExpiry),
  cvc: z.string({ error: walletMessages.cardInvalidCvc }).regex(/^\d{3,4}$/, walletMessages.cardInvalidCvc),
  name: z
    .string({ error: walletMessages.cardholderNameEmpty })
    .trim()
    .min(1, { error: walletMessages.cardholderNameEmpty, abort: true })
    .max(100, walletMessages.cardholderNameInvalid)
    .regex(/^[\p{L} ]+$/u, walletMessages.cardholderNameInvalid)
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
 * number of dollars, so 25.005 answers `walletMessages.tooManyDecimals` wherever money comes in.
 */
export const wholeCents = <S extends z.ZodType<number, unknown>>(schema: S) =>
  schema.refine(isWholeCents, { error: walletMessages.tooManyDecimals });

/** Cents → dollars with two decimals (a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars text with two decimals: 1234.5 → "$1,234.50", -25 → "-$25.00" (spec §9); the one money format of both sides. */
export const formatDollars = (dollars: number) => usd.format(dollars);
/** Cents as dollars text: 2500 → "$25.00". */
export const formatCents = (cents: number) => formatDollars(centsToDollars(cents));
/** Spec §9: card expiry as MM/YY. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
/** The number of wallet history pages for a total (spec §2: 'Page X of Y' only when more than one). */
export const pageCount = (totalEntries: number, perPage: number = WALLET_PAGE_SIZE) =>
  Math.max(1, Math.ceil(totalEntries / perPage));
