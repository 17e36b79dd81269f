import { Button } from '@/components/ui/button';
import { loadFailureTexts } from './texts';

interface LoadFailureProps {
  /** A bold first line naming what failed; `titleLevel` 1 when it is the page's only heading. */
  title?: string;
  titleLevel?: 1;
  /** What went wrong, in words a person understands (the server's own when it gave some). */
  message: string;
  /** Omitted where the screen offers no retry. */
  onRetry?: () => void;
  retryLabel?: string;
  /** `panel`: a framed block standing on the page; `inline`: inside a card or a form, unframed. */
  tone?: 'panel' | 'inline';
  className?: string;
}

const TONES = {
  panel: 'rounded-xl border border-red-200 bg-red-50 p-5 text-red-800',
  inline: 'space-y-2 text-sm text-red-700',
} as const;

/**
 * Something a screen needed could not be loaded: what failed and, where it can be asked again, a retry.
 * Every load failure is shown this way, none only logged.
 */
export function LoadFailure({
  title,
  titleLevel,
  message,
  onRetry,
  retryLabel = loadFailureTexts.tryAgain,
  tone = 'panel',
  className = '',
}: LoadFailureProps) {
  const Title = titleLevel === 1 ? 'h1' : 'p';
  return (
    <div role="alert" className={`${TONES[tone]} ${className}`}>
      {title && <Title className={titleLevel === 1 ? 'text-lg font-semibold' : 'font-semibold'}>{title}</Title>}
      <p className={title ? 'mt-1' : undefined}>{message}</p>
      {onRetry && (
        <Button variant="secondary" className={tone === 'panel' ? 'mt-3' : ''} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
