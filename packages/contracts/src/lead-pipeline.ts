// Purchased Leads as a pipeline: each lead a provider bought carries the provider's own status,
// private notes and follow-up date, and the customer's contact details the buyer may already see.
// Texts here are shared by the API and the web app.
import { z } from 'zod';
import './zod-config';

export const LEAD_PIPELINE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type TLeadPipelineStatus = (typeof LEAD_PIPELINE_STATUSES)[number];

export const LEAD_PIPELINE_LABELS: Record<TLeadPipelineStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The longest private note on a lead. */
export const LEAD_NOTES_MAX = 2000;

export const pipelineMessages = {
  statusInvalid: `Choose a status: ${LEAD_PIPELINE_STATUSES.map((s) => LEAD_PIPELINE_LABELS[s]).join(', ')}`,
  notesTooLong: `Keep your notes under ${LEAD_NOTES_MAX} characters`,
  notesInvalid: 'Notes must be text',
  followUpInvalid: 'Enter the follow-up date as a date, e.g. 2026-12-31',
  nothingToSave: 'Change the status, the notes or the follow-up date',
  notFound: 'This lead was not found among your purchased leads.',
  saved: 'Lead updated',
} as const;

export const pipelineTexts = {
  status: 'Status',
  notes: 'Notes',
  followUp: 'Follow-up',
  save: 'Save',
  saving: 'Saving...',
  filterLabel: 'Show leads',
  allStatuses: 'All statuses',
  call: 'Call',
  text: 'Text',
  email: 'E-mail',
  customer: 'Customer',
  paid: (amount: string, method: 'wallet' | 'card') => `${amount} paid by ${method === 'wallet' ? 'wallet' : 'card'}`,
  paidFree: 'Free with Pro+',
  noLeadsWithStatus: (label: string) => `No leads with status ${label}`,
  pipelineTitle: 'Your leads by status',
} as const;

const ZStatus = z.enum(LEAD_PIPELINE_STATUSES, { error: pipelineMessages.statusInvalid });

/** A calendar date 'YYYY-MM-DD' that exists. */
const ZCalendarDate = z
  .string({ error: pipelineMessages.followUpInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: pipelineMessages.followUpInvalid })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= '2000-01-01';
    },
    { error: pipelineMessages.followUpInvalid },
  );

/** The provider's pipeline on one purchased lead. */
export const ZLeadPipeline = z.object({
  status: z.enum(LEAD_PIPELINE_STATUSES),
  notes: z.string(),
  /** 'YYYY-MM-DD' or null. */
  follow_up_on: z.string().nullable(),
});
export type TLeadPipeline = z.infer<typeof ZLeadPipeline>;

/** PATCH …/pipeline: any of the three; follow_up_on null clears the date. */
export const ZLeadPipelineUpdate = z
  .object({
    status: ZStatus.optional(),
    notes: z
      .string({ error: pipelineMessages.notesInvalid })
      .max(LEAD_NOTES_MAX, { error: pipelineMessages.notesTooLong })
      .optional(),
    follow_up_on: z
      .union([ZCalendarDate, z.literal(''), z.null()], { error: pipelineMessages.followUpInvalid })
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined || body.follow_up_on !== undefined, {
    error: pipelineMessages.nothingToSave,
  });
export type TLeadPipelineUpdate = z.input<typeof ZLeadPipelineUpdate>;

export const ZLeadPipelineAnswer = z.object({ project_id: z.number().int(), pipeline: ZLeadPipeline });

export const ZPurchasedLeadsQuery = z.object({ status: ZStatus.optional() });

/** The dashboard's counts of purchased leads by status. */
export const ZLeadPipelineCounts = z.object(
  Object.fromEntries(LEAD_PIPELINE_STATUSES.map((s) => [s, z.number().int()])) as Record<
    TLeadPipelineStatus,
    z.ZodNumber
  >,
);
export type TLeadPipelineCounts = z.infer<typeof ZLeadPipelineCounts>;
