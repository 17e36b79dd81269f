import {
  LEAD_NOTES_MAX,
  LEAD_PIPELINE_LABELS,
  LEAD_PIPELINE_STATUSES,
  pipelineMessages,
  pipelineTexts,
  type TLeadPipeline,
  type TLeadPipelineStatus,
} from '@homebid/contracts/lead-pipeline';
import type { TPurchasedLead } from '@homebid/contracts/purchased-leads';
import { formatDollars } from '@homebid/contracts/wallet';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useUpdateLeadPipeline } from '../api/update-lead-pipeline';

const contactLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** The customer's links: call, text and e-mail, only those the lead carries. */
function ContactLinks({ lead }: { lead: TPurchasedLead }) {
  const { mobile, email, name } = lead.customer;
  if (!mobile && !email) return null;
  return (
    <ul aria-label={`${pipelineTexts.customer}: ${name}`} className="flex flex-wrap gap-2">
      {mobile && (
        <>
          <li>
            <a href={`tel:${mobile}`} className={contactLink} aria-label={`${pipelineTexts.call} ${name}`}>
              {pipelineTexts.call}
            </a>
          </li>
          <li>
            <a href={`sms:${mobile}`} className={contactLink} aria-label={`${pipelineTexts.text} ${name}`}>
              {pipelineTexts.text}
            </a>
          </li>
        </>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`} className={contactLink} aria-label={`${pipelineTexts.email} ${name}`}>
            {pipelineTexts.email}
          </a>
        </li>
      )}
    </ul>
  );
}

/** The same pipeline, compared field by field (what the form would change). */
const sameAs = (a: TLeadPipeline, b: TLeadPipeline) =>
  a.status === b.status && a.notes === b.notes && (a.follow_up_on ?? '') === (b.follow_up_on ?? '');

/**
 * A purchased lead's working panel: the customer and how to reach them, what was paid and how, and
 * the pro's own Status, private Notes and Follow-up date, saved together with a clear confirmation.
 */
export function LeadPipelinePanel({ lead, onSaved }: { lead: TPurchasedLead; onSaved?: () => unknown }) {
  const headingId = useId();
  const save = useUpdateLeadPipeline(onSaved);
  const [draft, setDraft] = useState<TLeadPipeline>(lead.pipeline);
  const [savedAt, setSavedAt] = useState<TLeadPipeline | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notesTooLong = draft.notes.length > LEAD_NOTES_MAX;
  const isChanged = !sameAs(draft, savedAt ?? lead.pipeline);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (notesTooLong) return;
    setError(null);
    try {
      const pipeline = await save.mutateAsync({
        projectId: lead.id,
        change: { status: draft.status, notes: draft.notes, follow_up_on: draft.follow_up_on ?? '' },
      });
      setSavedAt(pipeline);
      setDraft(pipeline);
      notify.success(pipelineMessages.saved);
    } catch (failure) {
      setError(answerMessageOr(failure, 'Your changes could not be saved. Please try again.'));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="lead-pipeline"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {lead.customer.name}
        </h3>
        {lead.amount_paid !== null && lead.payment_method !== null && (
          <p className="text-sm text-slate-600" data-testid="lead-paid">
            {lead.amount_paid === 0
              ? pipelineTexts.paidFree
              : pipelineTexts.paid(formatDollars(lead.amount_paid), lead.payment_method)}
          </p>
        )}
      </div>
      <ContactLinks lead={lead} />
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <SelectField
          label={pipelineTexts.status}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as TLeadPipelineStatus })}
        >
          {LEAD_PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_PIPELINE_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={pipelineTexts.notes}
          rows={3}
          value={draft.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          error={notesTooLong ? pipelineMessages.notesTooLong : undefined}
        />
        <TextField
          label={pipelineTexts.followUp}
          type="date"
          value={draft.follow_up_on ?? ''}
          onChange={(event) => setDraft({ ...draft, follow_up_on: event.target.value || null })}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || notesTooLong || !isChanged}>
            {save.isPending ? pipelineTexts.saving : pipelineTexts.save}
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-700">
            {savedAt && !isChanged ? pipelineMessages.saved : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
