import { projectMessages } from '@homebid/contracts/projects';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { projectScreenTexts } from '../texts';
import { BookmarkIcon } from './project-icons';

export interface BookmarkButtonProps {
  projectId: number;
  /** The project's title: on a card the button is named 'Bookmark <title>' (one per card in a list). */
  title: string;
  isBookmarked: boolean;
  /** 'overlay' sits on a card's picture; 'inline' is the detail's button named 'Bookmark'. */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/** A toggle (aria-pressed) that bookmarks the project or removes the bookmark; shows the new state at once. */
export function BookmarkButton({
  projectId,
  title,
  isBookmarked,
  variant = 'overlay',
  className = '',
}: BookmarkButtonProps) {
  const toggle = useToggleBookmark();
  // While the call runs the button already shows what was asked for.
  const isPressed = toggle.isPending ? toggle.variables.isBookmarked : isBookmarked;

  const onClick = () => {
    if (toggle.isPending) return;
    const wanted = !isBookmarked;
    toggle.mutate(
      { projectId, isBookmarked: wanted },
      {
        onSuccess: (bookmarked) =>
          notify.success(bookmarked ? projectMessages.bookmarked : projectMessages.unbookmarked),
        onError: (error) => notify.error(answerMessageOr(error, 'The bookmark could not be saved. Please try again.')),
      },
    );
  };

  if (variant === 'inline') {
    return (
      <button
        type="button"
        aria-pressed={isPressed}
        onClick={onClick}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold transition ${isPressed ? 'border-accent-500 bg-amber-50 text-amber-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'} ${className}`}
      >
        <BookmarkIcon filled={isPressed} className="h-5 w-5" />
        {projectScreenTexts.bookmark}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={`${projectScreenTexts.bookmark} ${title}`}
      onClick={onClick}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-md transition hover:bg-white ${isPressed ? 'text-accent-600' : 'text-slate-600'} ${className}`}
    >
      <BookmarkIcon filled={isPressed} className="h-5 w-5" />
    </button>
  );
}
