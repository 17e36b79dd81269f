import { projectTexts, type TProjectCard } from '@homebid/contracts/projects';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { ChatButton, ChatPanelHost } from '@/features/chat/components/chat-launcher';
import { LeadPipelineCounts } from '@/features/leads/components/lead-pipeline-counts';
import { LatestNotifications } from '@/features/notifications/components/latest-notifications';
import { useDashboard } from '@/features/projects/api/get-dashboard';
import { Carousel } from '@/features/projects/components/carousel';
import { DashboardStats, DashboardStatsSkeleton } from '@/features/projects/components/dashboard-stats';
import { DashboardTipsVideo } from '@/features/projects/components/dashboard-tips-video';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/components/project-card';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { dashboardTexts, myProjectsTexts, projectScreenTexts } from '@/features/projects/texts';
import { serverMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

const linkClass =
  'inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline';

function ProjectCarousel({
  title,
  projects,
  viewAll,
  empty,
  providerId,
}: {
  title: string;
  projects: TProjectCard[];
  viewAll: string;
  empty: ReactNode;
  /** The signed-in provider: each card opens its conversation with the customer (spec §2 Chat panel). */
  providerId: number | null;
}) {
  const headingId = useId();
  const action = (
    <Link to={viewAll} className={linkClass} aria-label={`${dashboardTexts.viewAll}: ${title}`}>
      {dashboardTexts.viewAll}
    </Link>
  );
  if (projects.length === 0) {
    return (
      <section aria-labelledby={headingId} className="min-w-0">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-3">{empty}</div>
      </section>
    );
  }
  return (
    <Carousel
      title={title}
      items={projects}
      getKey={(project) => project.id}
      renderItem={(project) => (
        <ProjectCard
          project={project}
          from="dashboard"
          extra={
            providerId ? (
              <ChatButton variant="link" projectId={project.id} providerId={providerId} title={project.title} />
            ) : undefined
          }
        />
      )}
      action={action}
    />
  );
}

function EmptyBanner({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-center sm:flex-row sm:text-left">
      <ProjectPlaceholder className="h-20 w-28 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
        {children && <div className="mt-3">{children}</div>}
      </div>
    </div>
  );
}

function CarouselSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-6 w-40 animate-pulse rounded bg-slate-200" />
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ProjectCardSkeleton />
        <div className="hidden sm:block">
          <ProjectCardSkeleton />
        </div>
      </div>
    </div>
  );
}

/** Spec 'access' §2 Dashboard: figures, latest notifications, and three carousels of projects. */
export default function DashboardPage() {
  const session = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const name = session?.user.name;
  const providerId = session?.user.provider_id ?? null;

  let body: ReactNode;
  if (dashboard.isPending) {
    body = (
      <div role="status" aria-label={dashboardTexts.loading} className="space-y-8">
        <DashboardStatsSkeleton />
        <CarouselSkeleton />
        <CarouselSkeleton />
      </div>
    );
  } else if (dashboard.isError) {
    body = (
      <LoadFailure
        title={dashboardTexts.failed}
        message={serverMessageOr(dashboard.error, myProjectsTexts.offline)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        <DashboardStats stats={dashboard.data.provider_stats} />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
          <div className="lg:col-start-3 lg:row-start-1">
            <LatestNotifications title={dashboardTexts.notifications} emptyText={dashboardTexts.noNotifications} />
          </div>
          <div className="min-w-0 space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <LeadPipelineCounts counts={dashboard.data.lead_pipeline} />
            <ProjectCarousel
              title={dashboardTexts.activities}
              projects={dashboard.data.activities}
              viewAll={paths.myProjects}
              providerId={providerId}
              empty={
                <EmptyBanner title={dashboardTexts.activitiesEmpty} text={dashboardTexts.activitiesEmptyHint}>
                  <Link
                    to={paths.projects('all', 1)}
                    className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    {projectScreenTexts.browseProjects}
                  </Link>
                </EmptyBanner>
              }
            />
            <ProjectCarousel
              title={dashboardTexts.yourProjects}
              projects={dashboard.data.my_projects}
              viewAll={`${paths.myProjects}?tab=hired`}
              providerId={providerId}
              empty={<EmptyBanner title={dashboardTexts.yourProjectsEmpty} />}
            />
            <ProjectCarousel
              title={dashboardTexts.availableProjects}
              projects={dashboard.data.projectAvailable}
              viewAll={paths.projects('all', 1)}
              providerId={providerId}
              empty={<EmptyBanner title={projectTexts.noProjects} text={projectTexts.expandCoverage} />}
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="dashboard-title" className="text-2xl font-semibold">
            {name ? dashboardTexts.welcome(name) : dashboardTexts.welcomeNoName}
          </h1>
          <p className="mt-1 text-slate-600">{dashboardTexts.intro}</p>
        </div>
        {data?.video_url && <DashboardTipsVideo url={data.video_url} />}
      </div>
      {body}
      <ChatPanelHost side="provider" />
    </section>
  );
}
