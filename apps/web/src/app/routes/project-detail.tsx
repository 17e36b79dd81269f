import { DETAIL_STATUS, PROJECT_DETAIL_FROM, projectTexts, type TProjectDetailFrom } from '@homebid/contracts/projects';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { QuestionAnswers } from '@/components/project/question-answers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronDownIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ChatButton, ChatPanelHost, useChatFromLink } from '@/features/chat/components/chat-launcher';
import { LeadCard } from '@/features/leads/components/lead-card';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { useIgnoreProject } from '@/features/projects/api/ignore-project';
import { useProjectLive } from '@/features/projects/api/use-project-live';
import { BidPanel } from '@/features/projects/components/bid-panel';
import { BookmarkButton } from '@/features/projects/components/bookmark-button';
import { CustomerCard } from '@/features/projects/components/customer-card';
import { HiredPanel } from '@/features/projects/components/hired-panel';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';
import { ProjectMediaSlider } from '@/features/projects/components/project-media-slider';
import { ProjectSummary } from '@/features/projects/components/project-summary';
import { RelatedProjects } from '@/features/projects/components/related-projects';
import { projectScreenTexts as t } from '@/features/projects/texts';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

const isFrom = (value: string | undefined): value is TProjectDetailFrom =>
  (PROJECT_DETAIL_FROM as readonly string[]).includes(value ?? '');

/** Where the back link goes, by `from` (spec §2). */
function backPath(from: TProjectDetailFrom): string {
  switch (from) {
    case 'dashboard':
      return paths.dashboard;
    case 'leads':
      return paths.leads;
    case 'my_projects':
      return paths.myProjects;
    default:
      return paths.projects('all', 1);
  }
}

function BackLink({ from }: { from: TProjectDetailFrom }) {
  return (
    <Link
      to={backPath(from)}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      <ChevronDownIcon className="h-4 w-4 rotate-90" />
      {t.backTo[from]}
    </Link>
  );
}

function NotFound({ from }: { from: TProjectDetailFrom }) {
  return (
    <section className="space-y-6">
      <BackLink from={from} />
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <ProjectPlaceholder className="mx-auto h-24 w-32 rounded-xl" />
        <h1 className="mt-5 text-xl font-semibold">{projectTexts.notFound}</h1>
        <Link
          to={paths.projects('all')}
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.browseProjects}
        </Link>
      </div>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={t.loadingProject} className="space-y-6">
      <div className="space-y-3">
        <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-60 animate-pulse rounded-2xl bg-slate-200 sm:h-96 lg:col-span-2" />
        <div className="h-60 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * Spec §2 Project Detail (/project-detail/{id}/{from}, /project-detail/{providerProjectId}/{id}/{from}):
 * every panel of the project as this provider may see it; the server decides what it may see.
 */
export default function ProjectDetailPage() {
  const params = useParams();
  const projectId = Number(params.id);
  const from: TProjectDetailFrom = isFrom(params.from) ? params.from : 'projects';
  const isValidId = Number.isSafeInteger(projectId) && projectId > 0;
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: isValidId });
  const ignoreProject = useIgnoreProject();
  const navigate = useNavigate();
  const [isIgnoring, setIsIgnoring] = useState(false);
  const providerId = useSession()?.user.provider_id ?? null;
  useChatFromLink(
    project.data && providerId ? { projectId: project.data.id, providerId, title: project.data.title } : null,
  );
  useProjectLive(isValidId ? projectId : null);

  if (!isValidId || (project.isError && project.error instanceof ApiError && project.error.status === 404)) {
    return <NotFound from={from} />;
  }
  if (project.isPending) {
    return (
      <section className="space-y-6">
        <BackLink from={from} />
        <DetailSkeleton />
      </section>
    );
  }
  if (project.isError) {
    return (
      <section className="space-y-6">
        <BackLink from={from} />
        <LoadFailure
          title={projectTexts.notFoundShort}
          titleLevel={1}
          message={answerMessageOr(project.error, t.projectFailed)}
          onRetry={() => void project.refetch()}
        />
      </section>
    );
  }

  const detail = project.data;
  const isOpenForBids = detail.project_status === DETAIL_STATUS.bidding && !detail.is_hired;

  const confirmIgnore = async () => {
    try {
      const message = await ignoreProject.mutateAsync(detail.id);
      setIsIgnoring(false);
      notify.success(message);
      navigate(paths.projects('all', 1));
    } catch (error) {
      setIsIgnoring(false);
      notify.error(answerMessageOr(error, 'The project could not be ignored. Please try again.'));
    }
  };

  return (
    <article aria-labelledby="project-title" className="space-y-10">
      <div className="space-y-4">
        <BackLink from={from} />
        <ProjectSummary
          project={detail}
          actions={
            <>
              <BookmarkButton
                variant="inline"
                projectId={detail.id}
                title={detail.title}
                isBookmarked={detail.bookmarked_by_current_provider}
              />
              {providerId && <ChatButton projectId={detail.id} providerId={providerId} title={detail.title} />}
              {isOpenForBids && (
                <button
                  type="button"
                  onClick={() => setIsIgnoring(true)}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                >
                  {t.ignoreProject}
                </button>
              )}
            </>
          }
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-span-2">
          {detail.files.length > 0 ? (
            <ProjectMediaSlider title={detail.title} files={detail.files} />
          ) : (
            <ProjectPlaceholder className="h-48 rounded-2xl sm:h-64" label={t.noMedia} />
          )}
        </div>
        <aside className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BidPanel
            project={detail}
            onReload={() => void project.refetch()}
            onBidDeleted={() => navigate(paths.myProjects)}
          />
          <HiredPanel project={detail} />
          {(!detail.is_hired || detail.lead.is_purchased) && (
            <LeadCard
              projectId={detail.id}
              lead={detail.lead}
              payByCardHref={providerId ? paths.leadPayment(providerId, detail.id) : undefined}
              onChanged={() => project.refetch()}
            />
          )}
          <CustomerCard project={detail} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="description-title" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="description-title" className="text-lg font-semibold">
              {t.description}
            </h2>
            <p className="mt-2 whitespace-pre-line break-words text-slate-700">{detail.description}</p>
          </section>
          {detail.question_answers.length > 0 && (
            <section aria-labelledby="questions-title" className="rounded-2xl border border-slate-200 bg-white p-5">
              <h2 id="questions-title" className="text-lg font-semibold">
                {t.questions}
              </h2>
              <div className="mt-2">
                <QuestionAnswers items={detail.question_answers} />
              </div>
            </section>
          )}
        </div>
      </div>

      <RelatedProjects projectId={detail.id} />

      <ConfirmDialog
        isOpen={isIgnoring}
        title={t.ignoreTitle}
        message={t.ignoreMessage}
        confirmLabel={t.ignoreProject}
        cancelLabel={t.keep}
        isConfirming={ignoreProject.isPending}
        onConfirm={() => void confirmIgnore()}
        onCancel={() => setIsIgnoring(false)}
      />
      <ChatPanelHost side="provider" />
    </article>
  );
}
