// Paying a lead by card (spec 'portal-projects-leads-money.md' §2 Lead payment
// /lead-payment/{id}/{project_id}, §3 Lead payment detail, §4 Lead payment, §5, §7, §8): texts and
// shapes shared by the API and the web app. Money is dollars with two decimals in JSON.
import { z } from 'zod';
import { ZId } from './common';
import { wholeCents, ZCard } from './money';
import './zod-config';

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
