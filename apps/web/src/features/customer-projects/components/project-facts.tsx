import type { TCustomerProject } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';
import { money } from '../utils/format';

/** Description, service, budget and address of the project as the customer posted it. */
export function ProjectFacts({ project }: { project: TCustomerProject }) {
  return (
    <section aria-labelledby="project-details" className="space-y-3">
      <h2 id="project-details" className="text-base font-semibold text-slate-900">
        {t.details}
      </h2>
      <p className="whitespace-pre-line break-words text-slate-800">{project.description}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-slate-600">{t.service}</dt>
        <dd className="font-medium text-slate-900">
          {project.project_type} · {project.project_sub_type}
        </dd>
        <dt className="text-slate-600">{t.budget}</dt>
        <dd className="font-medium text-slate-900">{project.budget === null ? t.noBudget : money(project.budget)}</dd>
        <dt className="text-slate-600">{t.address}</dt>
        <dd className="break-words font-medium text-slate-900">
          {project.street_address}, {project.city}, {project.state} {project.zipcode}
        </dd>
      </dl>
    </section>
  );
}
