import { useRelatedProjects } from '../api/get-related-projects';
import { projectScreenTexts as t } from '../texts';
import { ProjectCard } from './project-card';

/** Other open projects of the same sub-type, as a strip of cards under the detail. */
export function RelatedProjects({ projectId }: { projectId: number }) {
  const related = useRelatedProjects(projectId);
  // A strip that adds nothing stays out: while loading, on failure, when there are none.
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="space-y-3">
      <h2 id="related-title" className="text-xl font-semibold">
        {t.relatedProjects}
      </h2>
      <ul aria-labelledby="related-title" className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2">
        {related.data.map((project) => (
          <li key={project.id} className="w-72 shrink-0 snap-start sm:w-80">
            <ProjectCard project={project} from="projects" />
          </li>
        ))}
      </ul>
    </section>
  );
}
