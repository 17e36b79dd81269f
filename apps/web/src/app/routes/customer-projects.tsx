import { pages } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { useCustomerProjects } from '@/features/customer-projects/api/get-customer-projects';
import { useCustomerProjectsLive } from '@/features/customer-projects/api/use-customer-project-live';
import { ProjectList, ProjectListSkeleton } from '@/features/customer-projects/components/project-list';
import { customerProjectTexts as t } from '@/features/customer-projects/texts';
import { answerMessageOr } from '@/lib/api-client';

const postLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/** /customer/projects: the customer's projects with status, bid count and unread messages. */
export default function CustomerProjectsPage() {
  const projects = useCustomerProjects();
  useCustomerProjectsLive();
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-0 sm:px-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t.listHeading}</h1>
        {projects.data && projects.data.length > 0 && (
          <Link to={pages.hire.path} className={postLink}>
            {t.postProject}
          </Link>
        )}
      </div>
      {projects.isPending && <ProjectListSkeleton />}
      {projects.isError && (
        <LoadFailure
          message={answerMessageOr(projects.error, t.projectsFailed)}
          onRetry={() => void projects.refetch()}
        />
      )}
      {projects.data?.length === 0 && (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t.empty}</p>
          <Link to={pages.hire.path} className={`${postLink} mt-5`}>
            {t.postProject}
          </Link>
        </div>
      )}
      {projects.data && projects.data.length > 0 && <ProjectList projects={projects.data} />}
    </section>
  );
}
