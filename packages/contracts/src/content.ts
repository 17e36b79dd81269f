// Static help content shown on the Support and FAQ pages, served by GET /api/faqs.
import { z } from 'zod';

export const ZFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  answer: z.string(),
});
export type TFaq = z.infer<typeof ZFaq>;

/** The `data` of GET /api/faqs. */
export const ZFaqList = z.object({ faqs: z.array(ZFaq) });
export type TFaqList = z.infer<typeof ZFaqList>;

/** Service fee on an awarded bid, by bid amount in dollars (spec: support text). */
export const FEE_SCALE = [
  { upTo: 1000, percent: 5 },
  { upTo: 2000, percent: 25 },
  { upTo: 3000, percent: 35 },
  { upTo: 4000, percent: 45 },
] as const;

export const PRO_PLUS_EXTRA_JOBS_PERCENT = 30;

export const FAQS: TFaq[] = [
  {
    id: 1,
    question: 'How does HomeBid work?',
    answer:
      'The customer inputs the details of the job, Pros in the area bid on it, the customer hires the Pro of their choice, and the work begins.\n\n' +
      'Bidding is a blind auction: you never see the amounts other Pros bid, and they never see yours. Put forward the price you would honestly do the job for.',
  },
  {
    id: 2,
    question: 'What fee is charged, and how does it affect my bid?',
    answer:
      'The customer pays a fee up front to log the job, and that fee is subtracted from the bid price of the Pro who is hired. The fee depends on the bid: 5% for a bid of $1,000 or less, 25% for a bid of $2,000 or less, 35% for a bid of $3,000 or less and 45% for a bid of $4,000 or less.\n\n' +
      'You do not have to work it out yourself: your bid entry shows your net amount, which is what you receive from the customer after the fee.',
  },
  {
    id: 3,
    question: 'How do I get paid?',
    answer:
      'The customer pays you directly. When the work is done you give the customer a final invoice, a description of the job and a schedule of values.\n\n' +
      'If the scope changes along the way, agree a change order with the customer; once it is agreed, the customer pays you for it directly as well.',
  },
  {
    id: 4,
    question: "When do I get the customer's contact details?",
    answer:
      "The customer and the Pro receive each other's contact details once the customer hires the Pro. Until then, please keep the conversation in HomeBid chat and do not share phone numbers, e-mail addresses or other contact information.\n\n" +
      "You can also buy a project's lead to unlock the customer's contact details. Leads are paid from your prepaid wallet, which you can top up at any time with Add Funds.",
  },
  {
    id: 5,
    question: 'How are the job measurements taken?',
    answer:
      'For outdoor work (roofs, windows, solar, gutters, patios, fencing and decking) measurements come from aerial footage of the property. Indoor measurements are taken with augmented reality. The measurements come with the project details, so you can see them before you bid.',
  },
  {
    id: 6,
    question: 'What is Pro+?',
    answer: `Pro+ is HomeBid's optional paid subscription for Pros. Pro+ members are advertised as getting ${PRO_PLUS_EXTRA_JOBS_PERCENT}% more jobs. You can subscribe, and later cancel or resume your plan, from Manage Subscription in your account.`,
  },
];
