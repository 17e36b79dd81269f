import { REVIEW_SHARE_TITLE, reviewShareMessage, reviewTexts } from '@homebid/contracts/reviews';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useReviewLink } from '../api/generate-review-link';

export interface ShareReviewLinkProps {
  providerId: number;
  providerName: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'SHARE THE REVIEW LINK NOW!' (companion spec §2): the device share sheet with the title 'Review
 * my work', a message and the link; where the browser has no share sheet, the link is copied.
 * Each link takes one review, so a fresh one is made after every share.
 */
export function ShareReviewLink({ providerId, providerName }: ShareReviewLinkProps) {
  const link = useReviewLink(providerId);
  const [shownLink, setShownLink] = useState<string | null>(null);
  const linkFieldId = useId();

  const onShare = async () => {
    if (!link.data) return;
    const url = link.data.link;
    const shareData = { title: REVIEW_SHARE_TITLE, text: reviewShareMessage(providerName), url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(shareData) ?? true)) {
      try {
        await navigator.share(shareData);
        setShownLink(url);
        await link.refetch();
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    setShownLink(url);
    if (await copyText(url)) notify.success(reviewTexts.linkCopied);
    await link.refetch();
  };

  return (
    <div className="space-y-4">
      <Button onClick={onShare} isLoading={link.isFetching} disabled={!link.data} className="w-full sm:w-auto">
        {reviewTexts.shareButton}
      </Button>
      {link.isError && (
        <p role="alert" className="text-sm text-red-600">
          {link.error.message}
        </p>
      )}
      {shownLink && (
        <div>
          <label htmlFor={linkFieldId} className="mb-1 block text-sm font-medium text-slate-700">
            Your review link
          </label>
          <input
            id={linkFieldId}
            readOnly
            value={shownLink}
            onFocus={(event) => event.currentTarget.select()}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
          />
          <p className="mt-1 text-xs text-slate-500">
            Each link takes one review. Press the button again for the next customer.
          </p>
        </div>
      )}
    </div>
  );
}
