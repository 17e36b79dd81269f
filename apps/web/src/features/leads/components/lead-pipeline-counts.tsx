import {
  LEAD_PIPELINE_LABELS,
  LEAD_PIPELINE_STATUSES,
  pipelineTexts,
  type TLeadPipelineCounts,
} from '@homebid/contracts/lead-pipeline';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A compact row of the provider's purchased leads by status, each opening Purchased Leads filtered. */
export function LeadPipelineCounts({ counts }: { counts: TLeadPipelineCounts }) {
  return (
    <nav aria-label={pipelineTexts.pipelineTitle}>
      <p className="mb-2 text-sm font-medium text-slate-600">{pipelineTexts.pipelineTitle}</p>
      <ul className="flex flex-wrap gap-2">
        {LEAD_PIPELINE_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={`${paths.leads}?status=${status}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-3 text-sm text-slate-700 hover:border-brand-500"
            >
              <span>{LEAD_PIPELINE_LABELS[status]}</span>
              <span className="font-bold tabular-nums text-slate-900">{counts[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
