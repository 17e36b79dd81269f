// The lead: its price, the lead card on the project detail, its purchase from the wallet or by card,
// and refunds (spec 'portal-projects-leads-money.md' §2 Project Detail lead card, Purchased Leads, Lead
// payment /lead-payment/{id}/{project_id}; §3–§5, §7–§9). Texts in quotes in the specification are kept
// verbatim here; the API and the web app import them. Money is dollars with two decimals in JSON.
import { z } from 'zod';
import { ZId, ZIdParam } from './common';
import { formatCents, LEDGER_CATEGORY, wholeCents, ZCard, ZDollars, ZTransaction } from './wallet';
import './zod-config';

// ── Constants (spec §9 and the issue) ────────────────────────────────────────────────────────────

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

// ── Texts (screens) ──────────────────────────────────────────────────────────────────────────────

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

/** The lead's and the refunds' failures and validation messages (spec §5, §8, verbatim where the spec quotes them). */
export const leadMessages = {
  alreadyRefunded: 'Unable to process lead as you already refund this lead',
  leadPurchaseFailed: 'Lead Purchased failed',
  refundFailed: 'Refund Request Failed',
  // The server's own refusals
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
} as const;

// ── Shapes ─────────────────────────────────────────────────────────────────────────────────────

/** POST /v2/providers/wallets/update: the wallet purchase of a lead (debit 'Lead Contact Purchase'). */
export const ZWalletUpdateRequest = z.object({
  payment_type: z.literal('debit', { error: leadMessages.paymentTypeInvalid }).optional().default('debit'),
  category: z
    .literal(LEDGER_CATEGORY.leadPurchase, { error: leadMessages.categoryInvalid })
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
      .string({ error: leadMessages.refundReasonEmpty })
      .trim()
      .min(1, { error: leadMessages.refundReasonEmpty, abort: true })
      .max(REFUND_REASON_MAX, leadMessages.refundReasonTooLong),
    /** Ignored: the refund is always what was paid. */
    amount: z.unknown().optional(),
    user_id: z.unknown().optional(),
  })
  .refine((body) => body.wallet_history_id !== undefined || body.project_id !== undefined, {
    error: leadMessages.notPurchased,
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

export const ZProjectIdParam = z.object({ project_id: ZIdParam });
export const ZLeadIdParam = z.object({ id: ZIdParam });

// ── Helpers shared by API and web ────────────────────────────────────────────────────────────────

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
/** The lead price after a percent discount, in cents (rounded to the cent). */
export const discountedCents = (priceCents: number, discountPercent: number) =>
  Math.max(0, Math.round((priceCents * (100 - Math.min(100, Math.max(0, discountPercent)))) / 100));

// ── Paying a lead by card (spec §2 Lead payment /lead-payment/{id}/{project_id}, §3 Lead payment detail, §4) ──

export const LEAD_PAYMENT_TYPE = 'card';

export const leadPaymentMessages = {
  backLink: 'Consulting Projects',
  guarantee: '100% money back guarantee if not satisfied or decide to choose another pro',
  serviceAmountTitle: 'Service amount',
  serviceAmountBody:
    'We charge this fee to connect you with the customer. You collect the project closure fee from the customer.',
  addNewCard: 'Add new card',
  payNow: 'Pay Now',
  successTitle: 'Congratulations on successfully obtaining the project',
  successBody: 'Contact the customer immediately and get started now!',
  summary: 'Summary',
  // Validation and failures (spec §5, §8)
  cardDetailsEmpty: 'Enter the card details',
  confirmationFailed: 'Payment confirmation failed',
  paymentFailed: 'Unable to complete the payment.',
  cardDetailsFailed: 'Failed to fetch card details',
  // The server's refusals
  leadUnavailable: 'This lead is no longer available.',
  alreadyPurchased: 'You have already bought this lead.',
  refundedLead: 'Unable to process lead as you already refund this lead',
  priceChanged: 'The price of this lead has changed. Please review it and pay again.',
  paymentNotFound: 'This payment was not found. Please start the payment again.',
  paymentExpired: 'This payment has expired. Please start the payment again.',
  paymentMethodEmpty: 'Enter the card details',
  cardNotFound: 'This card is not saved on your account. Please choose another card.',
  notYourProvider: 'You can pay only for your own leads.',
  refundedAfterUnavailable: 'This lead was taken while you paid: your card was refunded.',
  paymentInProgress: 'This payment is being processed. Please wait a moment and check your leads.',
  freeLead: 'This lead is free with your Pro+ plan: unlock it from the project page, no payment needed.',
  paid: 'Payment successful',
} as const;

/** How long an initiated payment may be confirmed. */
export const LEAD_PAYMENT_TTL_MINUTES = 30;

/** The project as the lead payment page shows it (spec §3 'Project for lead payment'). */
export const ZLeadPaymentProject = z.object({
  id: z.number().int(),
  title: z.string(),
  consumer_name: z.string(),
  consumer_avatar_url: z.string().nullable(),
  address: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
  published_date: z.string(),
  project_type: z.string().nullable(),
});

/** GET /providers/get_provider_card_details?project_id= (spec §3 Lead payment detail). */
export const ZLeadPaymentDetail = z.object({
  /** False when the provider may not buy this lead (taken, bought, refunded, not in the area): go to /leads. */
  available: z.boolean(),
  /** Why not, when available is false. */
  unavailable_reason: z.string().nullable(),
  /** The lead price after the Pro+ discount, in dollars. */
  service_amount: z.number(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  /** The provider's row for this project once it exists (the Summary link), else null. */
  provider_project_id: z.number().int().nullable(),
  stripe_card_details: z.array(ZCard),
  project: ZLeadPaymentProject.nullable(),
});
export type TLeadPaymentDetail = z.infer<typeof ZLeadPaymentDetail>;

export const ZLeadPaymentDetailQuery = z.object({ project_id: ZId });

const ZDollarsInput = z.coerce.number({ error: leadPaymentMessages.priceChanged }).min(0).max(1_000_000);

/**
 * POST /initiate-elapsed-payment: the server fixes the amount; `lead_fee` is what the page showed and
 * must match (a changed price is refused rather than charged). `provider_id` must be the caller's.
 */
export const ZInitiateLeadPaymentRequest = z.object({
  provider_id: ZId.optional(),
  project_id: ZId,
  lead_fee: wholeCents(ZDollarsInput).optional(),
});
export type TInitiateLeadPaymentRequest = z.input<typeof ZInitiateLeadPaymentRequest>;

export const ZPaymentResponse = z.object({
  /** The payment intent's id: send it back as payment_intent_id. */
  id: z.string(),
  client_secret: z.string(),
  /** requires_confirmation until confirmed, then succeeded. */
  status: z.enum(['requires_confirmation', 'succeeded', 'failed', 'refunded']),
  /** In dollars. */
  amount: z.number(),
  currency: z.literal('usd'),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

export const ZInitiateLeadPayment = z.object({ payment_response: ZPaymentResponse });
export type TInitiateLeadPayment = z.infer<typeof ZInitiateLeadPayment>;

/** POST /confirm-elapsed-payment: charge the card for the intent, then record the purchase. */
export const ZConfirmLeadPaymentRequest = z.object({
  payment_method_id: z
    .union([z.string(), z.number()], { error: leadPaymentMessages.cardDetailsEmpty })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: leadPaymentMessages.cardDetailsEmpty, abort: true })
        .max(255, { error: leadPaymentMessages.cardNotFound }),
    ),
  payment_intent_id: z
    .string({ error: leadPaymentMessages.paymentNotFound })
    .trim()
    .min(1, { error: leadPaymentMessages.paymentNotFound, abort: true })
    .max(100, { error: leadPaymentMessages.paymentNotFound }),
  provider_id: ZId.optional(),
  payment_type: z.literal(LEAD_PAYMENT_TYPE).optional(),
  project_id: ZId,
  provider_project_id: z.union([ZId, z.literal(''), z.null()]).optional(),
});
export type TConfirmLeadPaymentRequest = z.input<typeof ZConfirmLeadPaymentRequest>;

export const ZConfirmLeadPayment = z.object({
  payment_response: ZPaymentResponse,
  project_id: z.number().int(),
  /** For the Summary button: /project-detail/{provider_project_id}/{project_id}/lead_projects. */
  provider_project_id: z.number().int(),
  /** The amount charged, in dollars. */
  amount: z.number(),
});
export type TConfirmLeadPayment = z.infer<typeof ZConfirmLeadPayment>;
