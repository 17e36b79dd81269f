import { projectMessages, type TCustomerProject } from '@homebid/contracts/projects';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StarRatingInput } from '@/components/ui/star-rating';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useCompleteCustomerProject } from '../api/complete-customer-project';
import { useReviewCustomerProject } from '../api/review-customer-project';
import { customerProjectTexts as t } from '../texts';

function ConfirmCompletion({ project }: { project: TCustomerProject }) {
  const [isAsking, setIsAsking] = useState(false);
  const complete = useCompleteCustomerProject();
  const confirm = async () => {
    try {
      const { message } = await complete.mutateAsync(project.id);
      notify.success(message);
    } catch (error) {
      notify.error(answerMessageOr(error, t.confirmFailed));
    } finally {
      setIsAsking(false);
    }
  };
  return (
    <>
      <Button onClick={() => setIsAsking(true)}>{t.confirmCompletion}</Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.confirmYes}
        cancelLabel={t.notYet}
        onConfirm={() => void confirm()}
        onCancel={() => setIsAsking(false)}
        isConfirming={complete.isPending}
      />
    </>
  );
}

const REVIEW_MAX = 2000;

function ReviewForm({ project }: { project: TCustomerProject }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewCustomerProject();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1 || rating > 5) {
      setError(projectMessages.ratingInvalid);
      return;
    }
    setError(null);
    try {
      const { message } = await review.mutateAsync({ projectId: project.id, rating, text: text.trim() });
      notify.success(message);
    } catch (failure) {
      notify.error(answerMessageOr(failure, t.reviewFailed));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{t.reviewHeading}</h3>
      <StarRatingInput label={t.ratingLabel} value={rating} onChange={setRating} error={error ?? undefined} />
      <TextAreaField
        label={t.reviewText}
        rows={4}
        maxLength={REVIEW_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" isLoading={review.isPending}>
        {t.submitReview}
      </Button>
    </form>
  );
}

/**
 * After the hire: Confirm completion (once the pro marked it complete, or straight away while hired),
 * then the review (1 to 5 stars and text) once completed, then that it was given.
 */
export function CompletionPanel({ project }: { project: TCustomerProject }) {
  const canConfirm = project.status === 'hired' || project.awaiting_confirmation;
  const canReview = project.status === 'completed' && !project.is_reviewed;
  const reviewed = project.status === 'completed' && project.is_reviewed;
  if (!canConfirm && !canReview && !reviewed) return null;
  return (
    <section
      aria-label={canConfirm ? t.confirmCompletion : t.reviewHeading}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      {canConfirm && <ConfirmCompletion project={project} />}
      {canReview && <ReviewForm project={project} />}
      {reviewed && <p className="font-medium text-emerald-800">{t.reviewGiven}</p>}
    </section>
  );
}
