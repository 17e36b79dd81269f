import type { TReviewReply, TReviewSource } from '@homebid/contracts/reviews';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { reviewsFeatureTexts as t } from '../texts';
import { ReviewReplyForm } from './review-reply-form';

export interface ReviewReplyProps {
  source: TReviewSource;
  id: number;
  reviewerName: string;
  reply: TReviewReply | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Under a review on /review: the provider's reply once written, else a Reply button that opens the form. */
export function ReviewReply({ source, id, reviewerName, reply }: ReviewReplyProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [saved, setSaved] = useState<TReviewReply | null>(null);
  const [focusTarget, setFocusTarget] = useState<'reply' | 'button' | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const shown = reply ?? saved;

  // Keyboard users land on what replaced the form: the published reply, or the Reply button again.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !focusTarget) return;
    (focusTarget === 'reply' ? box : box.querySelector('button'))?.focus();
  }, [focusTarget]);

  if (shown) {
    return (
      <div
        ref={boxRef}
        tabIndex={-1}
        className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 focus:outline-none"
        data-testid="review-reply"
      >
        <p className="text-xs font-semibold text-slate-700">
          {t.yourReply}{' '}
          <time dateTime={shown.created_at} className="font-normal text-slate-600">
            {dateFormat.format(new Date(shown.created_at))}
          </time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{shown.text}</p>
      </div>
    );
  }
  return (
    <div ref={boxRef}>
      {isOpen ? (
        <ReviewReplyForm
          source={source}
          id={id}
          reviewerName={reviewerName}
          onCancel={() => {
            setIsOpen(false);
            setFocusTarget('button');
          }}
          onSaved={(answer) => {
            setSaved(answer.reply);
            setFocusTarget('reply');
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          aria-label={t.replyTo(reviewerName)}
          onClick={() => {
            setIsOpen(true);
            setFocusTarget(null);
          }}
        >
          {t.replyButton}
        </Button>
      )}
    </div>
  );
}
