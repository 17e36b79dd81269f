import { USER_TYPE } from '@homebid/contracts/constants';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/use-session';
import { useQuestionList } from '../api/get-question-list';
import type { PostedProject } from '../api/post-project';
import { clearDraftFiles } from '../hooks/draft-files';
import { clearHireDraft, type DraftService, type HireStep, updateHireDraft, useHireDraft } from '../hooks/hire-draft';
import { useDraftFiles } from '../hooks/use-draft-files';
import { hireTexts as t } from '../texts';
import { postedAnswers } from '../utils/answers';
import { AccountStep } from './account-step';
import { DetailsStep } from './details-step';
import { MediaPicker } from './media-picker';
import { PostStep } from './post-step';
import { ProgressBar } from './progress-bar';
import { QuestionScreen } from './question-screen';
import { StepNav } from './step-nav';

const EMPTY_QUESTIONS: TCatalogueQuestion[] = [];

/** The screens of the draft in order: each question, the job, its photos, the account (unless signed in), review. */
export function screensOf(questions: readonly TCatalogueQuestion[], isCustomer: boolean): HireStep[] {
  return [
    ...questions.map((question): HireStep => `q:${question.key}`),
    'details',
    'media',
    ...(isCustomer ? [] : (['account'] as const)),
    'post',
  ];
}

/**
 * The screen to show: the draft's, or where it leads now. Signed in as a customer, past the account
 * step; signed out (or the session ended) at the last screen, back to the account step.
 */
export function currentScreen(screens: readonly HireStep[], step: HireStep | null): HireStep {
  if (step === 'post' && screens.includes('account')) return 'account';
  if (step && screens.includes(step)) return step;
  if (step === 'account') return 'post';
  return screens[0] ?? 'details';
}

function headingOf(step: HireStep, questions: readonly TCatalogueQuestion[]): string {
  if (step.startsWith('q:')) return questions.find((q) => `q:${q.key}` === step)?.question ?? '';
  return { details: t.detailsTitle, media: t.mediaTitle, account: t.accountTitle, post: t.postTitle }[
    step as Exclude<HireStep, `q:${string}`>
  ];
}

export interface HireWizardProps {
  service: DraftService;
  /** Leaves the flow backwards from its first screen (to /hire). */
  onLeave: () => void;
  onPosted: (posted: PostedProject) => void;
}

/**
 * /hire/new: the sub-type's questions one screen at a time, the job, photos and videos, the account,
 * then Post project, under a progress bar. Every answer and step is kept in the draft as it changes.
 */
export function HireWizard({ service, onLeave, onPosted }: HireWizardProps) {
  const draft = useHireDraft();
  const session = useSession();
  const isCustomer = session?.user.user_type === USER_TYPE.customer;
  const catalogue = useQuestionList(service.project_sub_type_id);
  const files = useDraftFiles();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [posted, setPosted] = useState<PostedProject | null>(null);

  const questions = draft.skipped_questions ? EMPTY_QUESTIONS : (catalogue.data ?? EMPTY_QUESTIONS);
  const screens = screensOf(questions, isCustomer);
  const current = currentScreen(screens, draft.step);
  const index = screens.indexOf(current);

  // A new screen: its heading takes the focus, so keyboards and screen readers start there.
  const shownRef = useRef<HireStep | null>(null);
  useEffect(() => {
    if (shownRef.current !== null && shownRef.current !== current) headingRef.current?.focus();
    shownRef.current = current;
  }, [current]);

  if (posted) return <Spinner label={posted.message} />;

  const isWaitingForQuestions = !draft.skipped_questions && catalogue.isPending;
  if (isWaitingForQuestions) return <Spinner label={t.questionsLoading} />;
  if (!draft.skipped_questions && catalogue.isError) {
    return (
      <div className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <p role="alert" className="text-amber-900">
          {t.questionsFailed}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => void catalogue.refetch()}>
            {t.tryAgain}
          </Button>
          <Button onClick={() => updateHireDraft({ skipped_questions: true, step: 'details' })}>
            {t.questionsSkip}
          </Button>
        </div>
      </div>
    );
  }

  const goTo = (step: HireStep) => updateHireDraft({ step });
  const back = index > 0 ? () => goTo(screens[index - 1] as HireStep) : onLeave;
  const next = () => {
    const following = screens[index + 1];
    if (following) goTo(following);
  };
  const question = current.startsWith('q:') ? questions.find((q) => `q:${q.key}` === current) : undefined;

  const finish = (answer: PostedProject) => {
    setPosted(answer);
    clearHireDraft();
    void clearDraftFiles();
    onPosted(answer);
  };

  return (
    <div className="space-y-6">
      <ProgressBar step={index + 1} total={screens.length} />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {headingOf(current, questions)}
        </h2>
        {question && !question.required && <p className="-mt-2 text-sm text-slate-600">{t.questionOptional}</p>}
        {question ? (
          <QuestionScreen key={question.key} question={question} headingId={headingId} onBack={back} onNext={next} />
        ) : current === 'details' ? (
          <DetailsStep headingId={headingId} onBack={back} onNext={next} />
        ) : current === 'media' ? (
          <div className="space-y-6">
            <MediaPicker files={files} />
            <StepNav onBack={back} onNext={next} />
          </div>
        ) : current === 'account' ? (
          <AccountStep isOtherRole={Boolean(session) && !isCustomer} onBack={back} onDone={() => goTo('post')} />
        ) : (
          <PostStep
            draft={draft}
            answers={postedAnswers(questions, draft.answers)}
            files={files.items}
            onBack={back}
            onEdit={goTo}
            firstQuestion={screens[0]?.startsWith('q:') ? (screens[0] as HireStep) : null}
            onPosted={finish}
          />
        )}
      </section>
    </div>
  );
}
