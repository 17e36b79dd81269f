// Billing history and receipts: every card charge (wallet top-ups, leads paid by card, Pro+ periods)
// and every refund to a card, read from what the wallet, leads and subscriptions modules record. Rows
// are never stored by hand; amounts are dollars (refunds negative), as everywhere in JSON.
import { z } from 'zod';
import { CARD_BRAND_LABEL, type TCardBrand } from './wallet';
import './zod-config';

/** Rows a page of the billing history. */
export const BILLING_PAGE_SIZE = 20;

export const BILLING_KINDS = ['top_up', 'lead', 'pro_plus', 'refund'] as const;
export type TBillingKind = (typeof BILLING_KINDS)[number];

export const BILLING_STATUSES = ['paid', 'refunded', 'refund_pending'] as const;
export type TBillingStatus = (typeof BILLING_STATUSES)[number];

/** A charge's id is `charge-<n>`, a refund's `refund-<n>`: the two live in separate records. */
export const BILLING_ID_PATTERN = /^(charge|refund)-[1-9][0-9]{0,14}$/;
export const billingChargeId = (id: number) => `charge-${id}`;
export const billingRefundId = (id: number) => `refund-${id}`;

export const billingTexts = {
  title: 'Billing history',
  intro: 'Every card charge and refund on your HomeBid account, newest first.',
  empty: 'No card charges yet. Top-ups, leads paid by card and Pro+ payments will show here.',
  loadFailed: 'The billing history could not be loaded.',
  date: 'Date',
  description: 'Description',
  card: 'Card',
  amount: 'Amount',
  status: 'Status',
  receipt: 'Receipt',
  /** Read after 'Receipt' by screen readers: which row's receipt the link opens. */
  receiptSuffix: (description: string) => `for ${description}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  receiptTitle: 'Receipt',
  refundReceiptTitle: 'Refund receipt',
  print: 'Print / Save as PDF',
  backToBilling: 'Back to billing history',
  billedTo: 'Billed to',
  from: 'From',
  reference: 'Reference',
  processorReference: 'Processor reference',
  paidWith: 'Paid with',
  refundedTo: 'Refunded to',
  receiptLoadFailed: 'The receipt could not be loaded.',
  topUp: 'Top-up',
  lead: (projectTitle: string) => `Lead: ${projectTitle}`,
  /** The plan's own title when it names Pro+ ('Pro+ Elite'), and the cycle: 'Pro+ Elite (yearly)'. */
  proPlus: (planTitle: string, cycle: string | null) =>
    `${planTitle.startsWith('Pro+') ? planTitle : `Pro+ ${planTitle}`.trim()}${cycle ? ` (${cycle === 'annual' ? 'yearly' : 'monthly'})` : ''}`,
  refundOf: (description: string) => `Refund of ${description}`,
  statusLabel: { paid: 'Paid', refunded: 'Refunded', refund_pending: 'Refund pending' } as Record<
    TBillingStatus,
    string
  >,
} as const;

export const billingMessages = {
  notFound: 'This charge was not found on your account.',
} as const;

/** 'Visa •••• 4242' from a brand and last four. */
export const billingCardLabel = (brand: string | null, last4: string | null) =>
  last4 ? `${CARD_BRAND_LABEL[(brand ?? 'unknown') as TCardBrand] ?? 'Card'} •••• ${last4}` : 'Card';

/** GET /api/billing?page=. */
export const ZBillingQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type TBillingQuery = z.infer<typeof ZBillingQuery>;

/** GET /api/billing/:id. */
export const ZBillingParams = z.object({
  id: z.string().regex(BILLING_ID_PATTERN, { error: billingMessages.notFound }),
});

export const ZBillingEntry = z.object({
  /** `charge-<n>` or `refund-<n>`. */
  id: z.string(),
  kind: z.enum(BILLING_KINDS),
  description: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Dollars; a refund's is negative. */
  amount: z.number(),
  status: z.enum(BILLING_STATUSES),
  /** The processor's id of the charge (pi_…), when it answered. */
  processor_reference: z.string().nullable(),
  created_at: z.string(),
});
export type TBillingEntry = z.infer<typeof ZBillingEntry>;

export const ZBillingPage = z.object({
  entries: z.array(ZBillingEntry),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_entries: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type TBillingPage = z.infer<typeof ZBillingPage>;

export const ZBillingReceipt = z.object({
  entry: ZBillingEntry,
  provider: z.object({
    company_name: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    /** Street, city, state and zip, as one line; null when the pro gave none. */
    business_address: z.string().nullable(),
  }),
});
export type TBillingReceipt = z.infer<typeof ZBillingReceipt>;
