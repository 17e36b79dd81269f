import {
  AVAILABLE_SORTS,
  DEFAULT_DATE_RANGE_DAYS,
  projectTexts,
  type TAvailableProjectsQuery,
  type TAvailableSort,
} from '@homebid/contracts/projects';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAvailableProjects } from '@/features/projects/api/get-available-projects';
import {
  type AvailableFilters,
  AvailableProjectsFilters,
  isBudgetRangeInvalid,
} from '@/features/projects/components/available-projects-filters';
import { DISTANCE_CHOICES } from '@/features/projects/components/available-projects-order';
import { AvailableProjectsPager } from '@/features/projects/components/available-projects-pager';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { projectScreenTexts } from '@/features/projects/texts';
import { MAP_FRAME_STYLE } from '@/features/projects/utils/map-frame';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { savedSearchTexts } from '@/features/saved-searches/texts';
import { answerMessageOr } from '@/lib/api-client';
import { AVAILABLE_FILTER_PARAMS, isFilterSet } from '@/lib/available-projects-url';

/** The map and its outlines load only when the map view opens (the list's first load stays as it was). */
const loadProjectsMap = () => import('@/features/projects/components/projects-map');
const ProjectsMap = lazy(loadProjectsMap);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The URL's search parameters of each filter. */
const PARAM = AVAILABLE_FILTER_PARAMS;
/** The page number's parameter: any filter change goes back to page 1. */
const PAGE_PARAM = 'page';
/** The view's parameter: `map`, or absent for the list. Filters, order and page stay as they are. */
const VIEW_PARAM = 'view';
const MAP_VIEW = 'map';
type ProjectsView = 'list' | 'map';
const WHOLE = /^\d{1,8}$/;

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
const validWhole = (value: string | null) => (value && WHOLE.test(value) ? String(Number(value)) : '');
const validSort = (value: string | null): TAvailableSort =>
  AVAILABLE_SORTS.find((sort) => sort === value) ?? AVAILABLE_SORTS[0];
const validDistance = (value: string | null) =>
  DISTANCE_CHOICES.some((miles) => String(miles) === value) ? (value as string) : '';

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
    sort: validSort(params.get(PARAM.sort)),
    minBudget: validWhole(params.get(PARAM.minBudget)),
    maxBudget: validWhole(params.get(PARAM.maxBudget)),
    maxDistance: validDistance(params.get(PARAM.maxDistance)),
  };
  const page = Math.max(1, Number(validWhole(params.get(PAGE_PARAM))) || 1);
  const query: TAvailableProjectsQuery = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  if (validDate(params.get(PARAM.startDate))) query.start_date = filters.startDate;
  if (validDate(params.get(PARAM.endDate)) && filters.endDate < defaults.endDate) query.end_date = filters.endDate;
  if (filters.location) query.location = filters.location;
  if (filters.sort !== AVAILABLE_SORTS[0]) query.sort = filters.sort;
  // A minimum above the maximum says so beside the fields and filters by neither.
  if (!isBudgetRangeInvalid(filters)) {
    if (filters.minBudget) query.min_budget = Number(filters.minBudget);
    if (filters.maxBudget) query.max_budget = Number(filters.maxBudget);
  }
  if (filters.maxDistance) query.max_distance = Number(filters.maxDistance);
  if (page > 1) query.page = page;

  // react-router hands an updater the address of its last render, so two filters applied before
  // the page renders again (both budget bounds settling in one tick) would each drop the other.
  // Changes not yet in the address are kept here and applied with every later change.
  const pending = useRef<Partial<AvailableFilters>>({});
  useEffect(() => {
    for (const [key, value] of Object.entries(pending.current) as [keyof AvailableFilters, string][]) {
      if ((params.get(PARAM[key]) ?? '') === (isFilterSet(key, value) ? value : '')) delete pending.current[key];
    }
  }, [params]);
  const change = useCallback(
    (next: Partial<AvailableFilters>) => {
      pending.current = { ...pending.current, ...next };
      const changes = pending.current;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof AvailableFilters, string][]) {
            if (isFilterSet(key, value)) updated.set(PARAM[key], value);
            else updated.delete(PARAM[key]);
          }
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  // Clearing the filters keeps the view.
  const clear = useCallback(() => {
    pending.current = {};
    setParams(
      (current) => {
        const kept = new URLSearchParams();
        const view = current.get(VIEW_PARAM);
        if (view) kept.set(VIEW_PARAM, view);
        return kept;
      },
      { replace: true },
    );
  }, [setParams]);
  // A new page is a step of its own: Back returns to the page before.
  const goToPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(PAGE_PARAM, String(next));
        else updated.delete(PAGE_PARAM);
        return updated;
      }),
    [setParams],
  );
  const isFiltered = Object.values(PARAM).some((name) => params.get(name));
  const view: ProjectsView = params.get(VIEW_PARAM) === MAP_VIEW ? 'map' : 'list';
  // Another view is a step of its own too: Back returns to the one before.
  const showView = useCallback(
    (next: ProjectsView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'map') updated.set(VIEW_PARAM, MAP_VIEW);
        else updated.delete(VIEW_PARAM);
        return updated;
      }),
    [setParams],
  );
  return { filters, query, page, change, clear, goToPage, isFiltered, view, showView };
}

/** List / Map: two buttons, the shown one pressed. */
function ViewToggle({ view, onView }: { view: ProjectsView; onView: (view: ProjectsView) => void }) {
  const choices: Array<[ProjectsView, string]> = [
    ['list', projectScreenTexts.listView],
    ['map', projectScreenTexts.mapView],
  ];
  return (
    <fieldset className="mr-auto inline-flex rounded-lg border border-slate-300 bg-white p-1">
      <legend className="sr-only">{projectScreenTexts.viewLabel}</legend>
      {choices.map(([choice, label]) => (
        <button
          key={choice}
          type="button"
          aria-pressed={view === choice}
          onClick={() => onView(choice)}
          // The map's chunk starts loading as the pointer or focus reaches its button.
          onPointerEnter={choice === 'map' ? () => void loadProjectsMap() : undefined}
          onFocus={choice === 'map' ? () => void loadProjectsMap() : undefined}
          className={`min-h-11 rounded-lg px-4 text-sm font-semibold transition ${
            view === choice ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** The map's place while its chunk loads. */
function MapPlaceholder() {
  return (
    <div
      role="status"
      className="flex items-center justify-center rounded-2xl border border-slate-200 bg-sky-100 text-sm text-slate-600"
      style={MAP_FRAME_STYLE}
    >
      {projectScreenTexts.loadingMap}
    </div>
  );
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
  const { filters, query, page, change, clear, goToPage, isFiltered, view, showView } = useFilters();
  const openPage = (next: number) => {
    goToPage(next);
    window.scrollTo({ top: 0 });
  };
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
  } else if (!data && view === 'map') {
    content = <MapPlaceholder />;
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
  } else if (data.available.length === 0 && page > 1 && data.total > 0) {
    // A page past the last (an old link, or projects gone since): the way back.
    content = (
      <EmptyState title={projectScreenTexts.noMatches}>
        <Button variant="secondary" onClick={() => openPage(1)}>
          {projectScreenTexts.previousPage}
        </Button>
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
      <>
        {view === 'map' ? (
          <Suspense fallback={<MapPlaceholder />}>
            <ProjectsMap projects={data.available} areas={data.service_areas} from="projects" />
          </Suspense>
        ) : (
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
        )}
        <AvailableProjectsPager
          page={data.page}
          pageSize={data.page_size}
          total={data.total}
          shown={data.available.length}
          onPage={openPage}
        />
      </>
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
            {projectScreenTexts.projectCount(data.total)}
          </h2>
        )}
      </div>
      {data?.has_service_areas && (
        // Saved searches: save the filters below, or open the saved ones; the list or the map.
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ViewToggle view={view} onView={showView} />
          <Link
            to={paths.savedSearches}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {savedSearchTexts.savedSearchesLink}
          </Link>
          <SaveSearchButton
            filters={{
              search: filters.search,
              location: filters.location,
              sort: filters.sort,
              // A reversed budget filters by neither bound (as the list): neither is saved.
              minBudget: isBudgetRangeInvalid(filters) ? '' : filters.minBudget,
              maxBudget: isBudgetRangeInvalid(filters) ? '' : filters.maxBudget,
              maxDistance: filters.maxDistance,
            }}
          />
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
