import {
  LEAD_PIPELINE_LABELS,
  LEAD_PIPELINE_STATUSES,
  pipelineTexts,
  type TLeadPipelineStatus,
} from '@homebid/contracts/lead-pipeline';
import { SelectField } from '@/components/ui/select-field';

/** The status in the URL (?status=), when it is one of the pipeline's. */
export function statusFromSearch(value: string | null): TLeadPipelineStatus | undefined {
  return LEAD_PIPELINE_STATUSES.find((status) => status === value);
}

/** The Purchased Leads filter by pipeline status; '' is every status. */
export function LeadStatusFilter({
  value,
  onChange,
}: {
  value: TLeadPipelineStatus | undefined;
  onChange: (status: TLeadPipelineStatus | undefined) => void;
}) {
  return (
    <SelectField
      label={pipelineTexts.filterLabel}
      value={value ?? ''}
      onChange={(event) => onChange(statusFromSearch(event.target.value))}
      className="w-full sm:w-56"
    >
      <option value="">{pipelineTexts.allStatuses}</option>
      {LEAD_PIPELINE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_PIPELINE_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}
