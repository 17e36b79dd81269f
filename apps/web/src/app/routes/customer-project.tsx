import { pages } from '@homebid/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ChatButton, ChatPanelHost, useChatFromLink, useOpenChat } from '@/features/chat/components/chat-launcher';
import { customerProjectQueryOptions, useCustomerProject } from '@/features/customer-projects/api/get-customer-project';
import { useCustomerProjectLive } from '@/features/customer-projects/api/use-customer-project-live';
import { BidList } from '@/features/customer-projects/components/bid-list';
import { CompletionPanel } from '@/features/customer-projects/components/completion-panel';
import { HiredProContact } from '@/features/customer-projects/components/hired-pro-contact';
import { ProjectActions } from '@/features/customer-projects/components/project-actions';
import { ProjectFacts } from '@/features/customer-projects/components/project-facts';
import { ProjectGallery } from '@/features/customer-projects/components/project-gallery';
import { ProjectStatusBadge } from '@/features/customer-projects/components/project-status-badge';
import { QuestionAnswers } from '@/features/customer-projects/components/question-answers';
import { StatusBanner } from '@/features/customer-projects/components/status-banner';
import { customerProjectTexts as t } from '@/features/customer-projects/texts';
import { formatDate } from '@/features/customer-projects/utils/format';
import { ProCard } from '@/features/pros/components/pro-card';
import { ApiError, answerMessageOr } from '@/lib/api-client';

function BackLink() {
  return (
    <Link
      to={pages.customerProjects.path}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      <ChevronDownIcon className="h-4 w-4 rotate-90" />
      {t.backToProjects}
    </Link>
  );
}

function Skeleton() {
  return (
    <div role="status" aria-label={t.loadingProject} className="space-y-4">
      <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-72 animate-pulse rounded-2xl bg-slate-200 lg:col-span-2" />
        <div className="h-72 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

/** A conversation read in the panel changes the unread counts: the project is fetched again once it closes. */
function useRefreshAfterChat(projectId: number) {
  const queryClient = useQueryClient();
  const openChat = useOpenChat();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (openChat) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      void queryClient.invalidateQueries({ queryKey: customerProjectQueryOptions(projectId).queryKey });
    }
  }, [openChat, projectId, queryClient]);
}

/**
 * /customer/projects/:id: the customer's project and its bids. Sort, compare, message,
 * hire, confirm and review; every change of the project (a bid, a message, the pro marking the job
 * complete) arrives live. The server decides every rule; the page shows what it answers.
 */
export default function CustomerProjectPage() {
  const params = useParams();
  const projectId = Number(params.id);
  const isValidId = Number.isSafeInteger(projectId) && projectId > 0;
  const project = useCustomerProject(projectId, isValidId);
  useCustomerProjectLive(isValidId ? projectId : null);
  // A message notification's link (?chat=1) opens the conversation with the hired pro.
  const hired = project.data?.hired_provider_id ?? null;
  useChatFromLink(hired && project.data ? { projectId, providerId: hired, title: project.data.title } : null);
  useRefreshAfterChat(projectId);

  if (!isValidId || (project.isError && project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <section className="space-y-6">
        <BackLink />
        <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t.notFound}</h1>
        </div>
      </section>
    );
  }
  if (project.isPending) {
    return (
      <section className="space-y-6">
        <BackLink />
        <Skeleton />
      </section>
    );
  }
  if (project.isError) {
    return (
      <section className="space-y-6">
        <BackLink />
        <LoadFailure
          title={t.projectFailed}
          titleLevel={1}
          message={answerMessageOr(project.error, t.projectFailed)}
          onRetry={() => void project.refetch()}
        />
      </section>
    );
  }

  const detail = project.data;
  return (
    <section className="min-w-0 space-y-6">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-semibold text-slate-900">{detail.title}</h1>
            <ProjectStatusBadge status={detail.status} />
          </div>
          <p className="text-sm text-slate-600">
            {detail.project_sub_type} · {detail.city}, {detail.state} · {t.postedOn(formatDate(detail.created_at))}
          </p>
        </div>
        <ProjectActions project={detail} />
      </header>
      <StatusBanner project={detail} />

      <div className="grid min-w-0 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {detail.hired_pro && <HiredProContact pro={detail.hired_pro} />}
          <CompletionPanel project={detail} />
          <BidList
            project={detail}
            renderPro={(bid) => <ProCard card={bid.provider} distanceMiles={bid.distance_miles} />}
            renderMessage={(bid) => (
              <ChatButton
                variant="link"
                projectId={detail.id}
                providerId={bid.provider_id}
                title={bid.provider.company_name}
                label={t.message}
              />
            )}
          />
        </div>
        <div className="min-w-0 space-y-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <ProjectGallery files={detail.files} title={detail.title} />
          <ProjectFacts project={detail} />
          <QuestionAnswers items={detail.question_answers} />
        </div>
      </div>
      <ChatPanelHost side="customer" />
    </section>
  );
}
