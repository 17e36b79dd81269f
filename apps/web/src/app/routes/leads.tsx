import { LEAD_PIPELINE_LABELS, pipelineTexts, type TLeadPipelineStatus } from '@homebid/contracts/lead-pipeline';
import { leadTexts } from '@homebid/contracts/leads';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { usePurchasedLeads } from '@/features/leads/api/get-purchased-leads';
import { LeadPipelinePanel } from '@/features/leads/components/lead-pipeline-panel';
import { LeadStatusFilter, statusFromSearch } from '@/features/leads/components/lead-status-filter';
import { projectsKeys } from '@/features/projects/api/query-keys';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { answerMessageOr } from '@/lib/api-client';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Purchased Leads (spec §2 /leads): cards to /project-detail/{id}/leads, each with what became of
 * the purchase (e.g. 'Customer hired another pro · $25.00 refunded'); 'No results found' when empty.
 * Each lead is worked as a pipeline: the customer and how to reach them, what was paid, and the pro's
 * Status, Notes and Follow-up; the list filters by status (?status= in the URL).
 */
export default function LeadsPage() {
  const [search, setSearch] = useSearchParams();
  const status = statusFromSearch(search.get('status'));
  const leads = usePurchasedLeads(status);
  const queryClient = useQueryClient();
  const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: projectsKeys.dashboard() });
  const setStatus = (next: TLeadPipelineStatus | undefined) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="leads-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="leads-title" className="text-2xl font-semibold">
          {leadTexts.purchasedLeads}
        </h1>
        <LeadStatusFilter value={status} onChange={setStatus} />
      </div>
      {leads.isPending ? (
        <div role="status" aria-label="Loading your leads" className={GRID}>
          {[0, 1, 2].map((i) => (
            <ProjectCardSkeleton key={i} />
          ))}
        </div>
      ) : leads.isError ? (
        <LoadFailure
          message={answerMessageOr(leads.error, 'Your leads could not be loaded.')}
          onRetry={() => void leads.refetch()}
        />
      ) : leads.data.length === 0 && status ? (
        <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {pipelineTexts.noLeadsWithStatus(LEAD_PIPELINE_LABELS[status])}
          </p>
          <button
            type="button"
            onClick={() => setStatus(undefined)}
            className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {pipelineTexts.allStatuses}
          </button>
        </div>
      ) : leads.data.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <ProjectPlaceholder className="mx-auto h-24 w-32 rounded-xl" />
          <p className="mt-5 text-lg font-semibold text-slate-900">{leadTexts.noLeads}</p>
          <Link
            to={paths.projects('all', 1)}
            className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Browse available projects
          </Link>
        </div>
      ) : (
        <>
          {/* The cards' and the panels' h3 headings sit under this one. */}
          <h2 className="sr-only">{status ? LEAD_PIPELINE_LABELS[status] : pipelineTexts.allStatuses}</h2>
          <ul aria-label={leadTexts.purchasedLeads} className={GRID}>
            {leads.data.map((project) => (
              <li key={project.id} className="flex flex-col gap-3">
                <ProjectCard
                  project={project}
                  from="leads"
                  extra={
                    project.lead_outcome && (
                      <p data-testid="lead-outcome" className="font-medium text-slate-800">
                        {project.lead_outcome}
                      </p>
                    )
                  }
                />
                <LeadPipelinePanel lead={project} onSaved={refreshDashboard} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
