import { notificationScreenTexts } from '@homebid/contracts/notifications';
import { notificationLabels as t } from '../texts';
import { pageItems } from '../utils/pagination';

export interface NotificationsPagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, the page numbers (first, last, around the current one) and Next; nothing for one page. */
export function NotificationsPager({ page, totalPages, onPage }: NotificationsPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${buttonClass} text-slate-700 hover:bg-slate-100`}
      >
        {notificationScreenTexts.previous}
      </button>
      <ul className="flex items-center gap-1">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t.pageLabel(item)}
                onClick={() => onPage(item)}
                className={`${buttonClass} ${item === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className={`${buttonClass} text-slate-700 hover:bg-slate-100`}
      >
        {notificationScreenTexts.next}
      </button>
      <p className="sr-only" aria-live="polite">
        {notificationScreenTexts.page(page, totalPages)}
      </p>
    </nav>
  );
}
