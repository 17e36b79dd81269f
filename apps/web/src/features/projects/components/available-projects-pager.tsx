import { Button } from '@/components/ui/button';
import { projectScreenTexts as t } from '../texts';

export interface AvailableProjectsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The cards on this page. */
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing 1–30 of 141" with Previous and Next. */
export function AvailableProjectsPager({ page, pageSize, total, shown, onPage }: AvailableProjectsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown ? (page - 1) * pageSize + 1 : 0;
  const last = shown ? first + shown - 1 : 0;
  return (
    <nav aria-label={t.pagesLabel} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t.showing(first, last, total)}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t.previousPage}
          </Button>
          <span className="text-sm text-slate-600">{t.pageOf(Math.min(page, pages), pages)}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t.nextPage}
          </Button>
        </div>
      )}
    </nav>
  );
}
