import { DEFAULT_DATE_RANGE_DAYS, projectTexts, type TAvailableProjectsQuery } from '@homebid/contracts/projects';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAvailableProjects } from '@/features/projects/api/get-available-projects';
import {
  type AvailableFilters,
  AvailableProjectsFilters,
} from '@/features/projects/components/available-projects-filters';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { projectScreenTexts } from '@/features/projects/texts';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { savedSearchTexts } from '@/features/saved-searches/texts';
import { answerMessageOr } from '@/lib/api-client';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The URL's search parameters of each filter. */
const PARAM = { search: 'q', startDate: 'from', endDate: 'to', location: 'location' } as const;

/** A local calendar day as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function defaultRange() {
  const today = new Date();
  const start = new Date(today);
  start.setDate(today.getDate() - DEFAULT_DATE_RANGE_DAYS);
  return { startDate: localDay(start), endDate: localDay(today) };
}

const validDate = (value: string | null) =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

/**
 * The filters the URL holds (so reload and back keep them), with the spec's default range (the
 * last 7 days), and the query the server gets: no dates unless chosen (the server's own default
 * counts 7 days back from now), and no end date from today on (a project posted this evening is
 * after midnight UTC in the Americas, yet today).
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(defaultRange, []);
  const filters: AvailableFilters = {
    search: params.get(PARAM.search) ?? '',
    startDate: validDate(params.get(PARAM.startDate)) || defaults.startDate,
    endDate: validDate(params.get(PARAM.endDate)) || defaults.endDate,
    location: params.get(PARAM.location) ?? '',
  };
  const query: TAvailableProjectsQuery = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  if (validDate(params.get(PARAM.startDate))) query.start_date = filters.startDate;
  if (validDate(params.get(PARAM.endDate)) && filters.endDate < defaults.endDate) query.end_date = filters.endDate;
  if (filters.location) query.location = filters.location;

  const change = useCallback(
    (next: Partial<AvailableFilters>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next) as [keyof AvailableFilters, string][]) {
            if (value) updated.set(PARAM[key], value);
            else updated.delete(PARAM[key]);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const isFiltered = Object.values(PARAM).some((name) => params.get(name));
  return { filters, query, change, clear, isFiltered };
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <ProjectPlaceholder className="mx-auto h-24 w-32 rounded-xl" />
      <p className="mt-5 text-lg font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Spec §2 Available Projects (/projects/all, /projects/all/1, /projects/{category}/{tab}). */
export default function ProjectsPage() {
  const { filters, query, change, clear, isFiltered } = useFilters();
  const projects = useAvailableProjects(query);
  const data = projects.data;

  let content: React.ReactNode;
  if (projects.isError) {
    content = (
      <LoadFailure
        message={answerMessageOr(projects.error, projectScreenTexts.listFailed)}
        onRetry={() => void projects.refetch()}
      />
    );
  } else if (!data) {
    content = (
      <div role="status" aria-label={projectScreenTexts.loadingProjects} className={GRID}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <ProjectCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (!data.has_service_areas) {
    content = (
      <EmptyState title={projectTexts.noServiceAreas}>
        <Link
          to={paths.profile}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {projectTexts.goToSettings}
        </Link>
      </EmptyState>
    );
  } else if (data.available.length === 0) {
    content = isFiltered ? (
      <EmptyState title={projectScreenTexts.noMatches} text={projectTexts.expandCoverage}>
        <Button variant="secondary" onClick={clear}>
          {projectScreenTexts.clearFilters}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={projectTexts.noProjects} text={projectTexts.expandCoverage} />
    );
  } else {
    content = (
      <ul
        aria-label={projectScreenTexts.availableTitle}
        aria-busy={projects.isPlaceholderData || undefined}
        className={`${GRID} transition-opacity ${projects.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.available.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} from="projects" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="projects-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="projects-title" className="text-2xl font-semibold">
            {projectScreenTexts.availableTitle}
          </h1>
          <p className="mt-1 text-slate-600">{projectScreenTexts.availableIntro}</p>
        </div>
        {data?.has_service_areas && (
          // The results' heading (the cards' titles are h3 under it), announced as it changes.
          <h2 aria-live="polite" className="text-sm font-medium text-slate-600">
            {projectScreenTexts.projectCount(data.available.length)}
          </h2>
        )}
      </div>
      {data?.has_service_areas && (
        // Saved searches: save the filters below, or open the saved ones.
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to={paths.savedSearches}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {savedSearchTexts.savedSearchesLink}
          </Link>
          <SaveSearchButton filters={{ search: filters.search, location: filters.location }} />
        </div>
      )}
      {(!data || data.has_service_areas) && (
        <AvailableProjectsFilters
          filters={filters}
          locations={data?.locations ?? []}
          onChange={change}
          onClear={clear}
          canClear={isFiltered}
        />
      )}
      {content}
    </section>
  );
}
