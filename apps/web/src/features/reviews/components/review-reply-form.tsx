import {
  REPLY_MAX_LENGTH,
  type TReviewReplyAnswer,
  type TReviewReplyRequest,
  type TReviewSource,
  ZReviewReplyRequest,
} from '@homebid/contracts/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/components/ui/toast';
import { useReplyToReview } from '../api/reply-to-review';
import { reviewsFeatureTexts as t } from '../texts';

export interface ReviewReplyFormProps {
  source: TReviewSource;
  id: number;
  /** Whose review it answers, for the form's accessible name. */
  reviewerName: string;
  onCancel: () => void;
  onSaved: (answer: TReviewReplyAnswer) => void;
}

/** The provider's public reply to one review: a few words, once; the server refuses contact details. */
export function ReviewReplyForm({ source, id, reviewerName, onCancel, onSaved }: ReviewReplyFormProps) {
  const reply = useReplyToReview();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TReviewReplyRequest>({ resolver: zodResolver(ZReviewReplyRequest), defaultValues: { text: '' } });

  const onSubmit = handleSubmit((body) =>
    reply.mutate(
      { source, id, reply: body },
      {
        onSuccess: ({ message, answer }) => {
          notify.success(message);
          onSaved(answer);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.replyTo(reviewerName)} className="mt-3 space-y-3">
      <TextAreaField
        label={t.replyLabel}
        rows={3}
        maxLength={REPLY_MAX_LENGTH}
        autoFocus
        error={errors.text?.message}
        {...register('text')}
      />
      <p className="text-xs text-slate-600">{t.replyHint}</p>
      {reply.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {reply.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={reply.isPending}>
          {t.publishReply}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancelReply}
        </Button>
      </div>
    </form>
  );
}
