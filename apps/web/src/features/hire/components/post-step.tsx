import { formatDollars } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { UploadProgress } from '@/components/ui/upload-progress';
import { answerMessageOr } from '@/lib/api-client';
import { type PostedProject, usePostProject } from '../api/post-project';
import type { HireDraft, HireStep } from '../hooks/hire-draft';
import type { DraftFileItem } from '../hooks/use-draft-files';
import { hireTexts as t } from '../texts';
import type { PostedAnswer } from '../utils/answers';
import { StepNav } from './step-nav';

export interface PostStepProps {
  draft: HireDraft;
  answers: PostedAnswer[];
  files: DraftFileItem[];
  onBack?: () => void;
  /** Opens a step again to change it. */
  onEdit: (step: HireStep) => void;
  /** The first question's screen, to change the answers (none when no questions were asked). */
  firstQuestion: HireStep | null;
  onPosted: (posted: PostedProject) => void;
}

function budgetText(budget: string): string {
  const dollars = Number(budget.trim());
  return budget.trim() === '' || !Number.isFinite(dollars) ? t.summaryNoBudget : formatDollars(dollars);
}

function Row({ label, value, onEdit }: { label: string; value: string; onEdit?: () => void }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-baseline justify-end gap-3 text-right text-slate-900">
        <span className="min-w-0 break-words">{value}</span>
        {onEdit && (
          <button
            type="button"
            onClick={onEdit}
            aria-label={`${t.edit} ${label.toLowerCase()}`}
            className="min-h-11 shrink-0 text-sm font-medium text-brand-700 hover:underline"
          >
            {t.edit}
          </button>
        )}
      </dd>
    </div>
  );
}

/** The last screen: what will be posted, then Post project with the upload's progress. */
export function PostStep({ draft, answers, files, onBack, onEdit, firstQuestion, onPosted }: PostStepProps) {
  const post = usePostProject();
  const [progress, setProgress] = useState<number | null>(null);
  const { service, details } = draft;
  const zipcode = details.zipcode || draft.zipcode;

  const onPost = () => {
    if (!service || post.isPending) return;
    setProgress(files.length ? 0 : null);
    post.mutate(
      {
        title: details.title,
        description: details.description,
        project_type_id: service.project_type_id,
        project_sub_type_id: service.project_sub_type_id,
        street_address: details.street_address,
        zipcode,
        budget: details.budget,
        question_answers: answers,
        files: files.map((item) => item.file),
        onProgress: (fraction) => setProgress(fraction),
      },
      { onSuccess: onPosted, onSettled: () => setProgress(null) },
    );
  };
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.postIntro}</p>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
        <Row label={t.summaryService} value={service ? `${service.sub_type_name} (${service.type_title})` : ''} />
        <Row label={t.summaryWhere} value={`${details.street_address}, ${zipcode}`} onEdit={() => onEdit('details')} />
        <Row label={t.summaryTitle} value={details.title} onEdit={() => onEdit('details')} />
        <Row label={t.summaryBudget} value={budgetText(details.budget)} onEdit={() => onEdit('details')} />
        <Row
          label={t.summaryAnswers}
          value={t.summaryAnswered(answers.length)}
          onEdit={firstQuestion ? () => onEdit(firstQuestion) : undefined}
        />
        <Row
          label={t.summaryFiles}
          value={files.length ? t.summaryFileCount(files.length) : t.summaryNoFiles}
          onEdit={() => onEdit('media')}
        />
      </dl>
      {percent !== null && (
        <div className="space-y-1">
          <UploadProgress
            label={t.uploadLabel}
            fraction={percent / 100}
            valueText={t.uploadProgress(percent)}
            className="w-full"
          />
          <p className="text-sm text-slate-700">{t.uploadProgress(percent)}</p>
        </div>
      )}
      {post.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {answerMessageOr(post.error, post.error.message || t.postFailed)}
        </p>
      )}
      <StepNav
        onBack={onBack}
        onNext={onPost}
        nextLabel={post.isPending ? t.posting : t.post}
        isLoading={post.isPending}
      />
    </div>
  );
}
