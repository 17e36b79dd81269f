import { projectTexts } from '@homebid/contracts/projects';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useMyProjects } from '@/features/projects/api/get-my-projects';
import type { MyProjectsTab } from '@/features/projects/api/query-keys';
import { MyProjectsBidSummary } from '@/features/projects/components/my-projects-bid-summary';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { myProjectsTexts, projectScreenTexts } from '@/features/projects/texts';
import { serverMessageOr } from '@/lib/api-client';

const TABS: readonly { id: MyProjectsTab; label: string }[] = [
  { id: 'in_bidding', label: myProjectsTexts.tabs.in_bidding },
  { id: 'hired', label: myProjectsTexts.tabs.hired },
  { id: 'completed', label: myProjectsTexts.tabs.completed },
  { id: 'bookmarks', label: myProjectsTexts.tabs.bookmarks },
];

const EMPTY: Record<MyProjectsTab, string> = {
  in_bidding: projectTexts.inBiddingEmpty,
  hired: projectTexts.hiredEmpty,
  completed: projectTexts.completedEmpty,
  bookmarks: projectTexts.bookmarksEmpty,
};

const isTab = (value: string | null): value is MyProjectsTab => TABS.some((tab) => tab.id === value);

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** One tab's list: skeletons while it loads, the failure with a retry, its empty message, or the cards. */
function MyProjectsList({ tab, label }: { tab: MyProjectsTab; label: string }) {
  const projects = useMyProjects(tab);
  if (projects.isPending) {
    return (
      <div role="status" aria-label={myProjectsTexts.loading} className={GRID}>
        {[0, 1, 2].map((i) => (
          <ProjectCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <LoadFailure
        title={myProjectsTexts.failed[tab]}
        message={serverMessageOr(projects.error, myProjectsTexts.offline)}
        onRetry={() => void projects.refetch()}
      />
    );
  }
  if (projects.data.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <ProjectPlaceholder className="mx-auto h-24 w-32 rounded-xl" />
        <p className="mt-5 text-lg font-semibold text-slate-900">{EMPTY[tab]}</p>
        <Link
          to={paths.projects('all', 1)}
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {projectScreenTexts.browseProjects}
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label={myProjectsTexts.listLabel(label)} className={GRID}>
      {projects.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} from="my_projects" extra={<MyProjectsBidSummary project={project} />} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 My Projects (/my-projects): In-Bidding, Hired, Completed and Bookmarks; the tab is in the URL (?tab=). */
export default function MyProjectsPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const selected: MyProjectsTab = isTab(wanted) ? wanted : 'in_bidding';
  const label = TABS.find((tab) => tab.id === selected)?.label ?? '';

  const select = (tab: MyProjectsTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="my-projects-title" className="space-y-6">
      <div>
        <h1 id="my-projects-title" className="text-2xl font-semibold">
          {myProjectsTexts.title}
        </h1>
        <p className="mt-1 text-slate-600">{myProjectsTexts.intro}</p>
      </div>
      <Tabs label={myProjectsTexts.tabsLabel} tabs={TABS} selected={selected} onSelect={select}>
        {/* The cards' titles are h3: the panel's heading keeps the outline in order. */}
        <h2 className="sr-only">{label}</h2>
        <MyProjectsList key={selected} tab={selected} label={label} />
      </Tabs>
    </section>
  );
}
