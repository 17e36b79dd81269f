import { leadTexts } from '@homebid/contracts/leads';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { usePurchasedLeads } from '@/features/leads/api/get-purchased-leads';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { answerMessageOr } from '@/lib/api-client';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Purchased Leads (spec §2 /leads): cards to /project-detail/{id}/leads, each with what became of
 * the purchase (e.g. 'Customer hired another pro · $25.00 refunded'); 'No results found' when empty.
 */
export default function LeadsPage() {
  const leads = usePurchasedLeads();
  return (
    <section aria-labelledby="leads-title" className="space-y-6">
      <h1 id="leads-title" className="text-2xl font-semibold">
        {leadTexts.purchasedLeads}
      </h1>
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
        <ul aria-label={leadTexts.purchasedLeads} className={GRID}>
          {leads.data.map((project) => (
            <li key={project.id}>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
