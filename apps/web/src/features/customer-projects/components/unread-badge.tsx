import { customerProjectTexts as t } from '../texts';

/** A count of unread messages: the number shows, the whole phrase is read out. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={`inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{t.unreadShort(count)}</span>
      <span className="sr-only">{t.unread(count)}</span>
    </span>
  );
}
