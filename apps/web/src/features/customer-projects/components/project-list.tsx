import type { TCustomerProject } from '@homebid/contracts/projects';
import { pageUrl } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { customerProjectTexts as t } from '../texts';
import { formatDate } from '../utils/format';
import { ProjectStatusBadge } from './project-status-badge';
import { UnreadBadge } from './unread-badge';

/** One project of the list: the whole card opens it (the title is the link; the card stretches it). */
function ProjectItem({ project }: { project: TCustomerProject }) {
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
          <Link
            to={pageUrl('customerProject', { id: project.id })}
            className="break-words after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {project.title}
          </Link>
        </h2>
        <ProjectStatusBadge status={project.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {project.project_sub_type} · {project.city}, {project.state}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="text-slate-600">{t.postedOn(formatDate(project.created_at))}</span>
        <span className="font-semibold text-slate-900">{t.bids(project.bid_count)}</span>
        <UnreadBadge count={project.unread_messages} />
      </div>
    </li>
  );
}

/** The customer's projects, newest first (the server's order). */
export function ProjectList({ projects }: { projects: TCustomerProject[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <ProjectItem key={project.id} project={project} />
      ))}
    </ul>
  );
}

export function ProjectListSkeleton() {
  return (
    <div role="status" aria-label={t.loadingProjects} className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="h-32 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
