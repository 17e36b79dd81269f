import { cardStatusLabel, type TProjectDetail } from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import type { ReactNode } from 'react';
import { projectScreenTexts as t } from '../texts';
import { formatDate, relativeTime } from '../utils/format';
import { PinIcon } from './project-icons';

function Fact({ name, className = '', children }: { name: string; className?: string; children: ReactNode }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white px-4 py-3 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{name}</dt>
      <dd className="mt-1 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The detail's heading (spec §2): type, title, status, address, public id, published date, budget. */
export function ProjectSummary({ project, actions }: { project: TProjectDetail; actions?: ReactNode }) {
  const label = cardStatusLabel(project.status, project.lead_purchased);
  return (
    <header className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {project.project_type}
              {project.project_sub_type && ` / ${project.project_sub_type}`}
            </p>
            {label && (
              <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">{label}</span>
            )}
          </div>
          <h1 id="project-title" className="mt-1 break-words text-2xl font-semibold sm:text-3xl">
            {project.title}
          </h1>
          <p className="mt-2 flex items-start gap-1.5 text-slate-700">
            <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
            <span>
              <span className="sr-only">{t.address}: </span>
              {project.full_address}
              {!project.can_provider_contact_customer && (
                <span className="block text-sm text-slate-500">{t.addressNote}</span>
              )}
            </span>
          </p>
        </div>
        {/* Each action keeps its natural width and they wrap when a phone has no room for all three. */}
        {actions && <div className="flex flex-wrap gap-2 *:flex-auto lg:shrink-0 lg:*:flex-none">{actions}</div>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact name={t.budget} className="col-span-2 sm:col-span-1">
          {project.budget === null ? t.budgetNone : formatDollars(project.budget)}
        </Fact>
        <Fact name={t.projectId}>
          <span className="font-mono">{project.public_project_id}</span>
        </Fact>
        <Fact name={t.published}>
          <time dateTime={project.published_date} title={relativeTime(project.published_date)}>
            {formatDate(project.published_date)}
          </time>
        </Fact>
      </dl>
    </header>
  );
}
