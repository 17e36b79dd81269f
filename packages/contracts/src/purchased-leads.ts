// A purchased lead as Purchased Leads lists it: the project card, the customer the buyer may see,
// what was paid and how, and the provider's pipeline on it.
import { z } from 'zod';
import { ZLeadPipeline } from './lead-pipeline';
import { ZProjectCard } from './projects';
import { ZDollars } from './wallet';
import './zod-config';

/** The customer as the lead's buyer may see them (the lead is bought, so in full). */
export const ZLeadCustomer = z.object({
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});

/** A purchased lead: the project card, the customer, what was paid and how, and the pipeline. */
export const ZPurchasedLead = ZProjectCard.extend({
  customer: ZLeadCustomer,
  /** What was paid and how; null for a purchase recorded before purchases kept them. */
  amount_paid: ZDollars.nullable(),
  payment_method: z.enum(['wallet', 'card']).nullable(),
  pipeline: ZLeadPipeline,
});
export type TPurchasedLead = z.infer<typeof ZPurchasedLead>;

export const ZPurchasedLeadList = z.object({ projects: z.array(ZPurchasedLead) });
