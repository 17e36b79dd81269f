import { billingCardLabel, billingTexts, type TBillingEntry } from '@homebid/contracts/billing';
import { formatDollars } from '@homebid/contracts/wallet';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { answerMessageOr } from '@/lib/api-client';
import { useBillingPage } from '../api/list-billing';
import { formatDate } from '../utils/format';
import { BillingStatus } from './billing-status';

function BillingRow({ entry }: { entry: TBillingEntry }) {
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[7rem_1fr_9rem_7rem_6rem_5rem] sm:items-center sm:px-5">
      <p className="col-span-2 text-sm text-slate-500 sm:col-span-1">
        <span className="sr-only">{billingTexts.date}: </span>
        <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
      </p>
      <p className="min-w-0 font-medium break-words text-slate-900">{entry.description}</p>
      <p
        className={`text-right font-semibold tabular-nums sm:order-last ${entry.amount < 0 ? 'text-emerald-700' : ''}`}
      >
        <span className="sr-only">{billingTexts.amount}: </span>
        {formatDollars(entry.amount)}
      </p>
      <p className="text-sm text-slate-600">
        <span className="sr-only">{billingTexts.card}: </span>
        {billingCardLabel(entry.card_brand, entry.card_last4)}
      </p>
      <p className="text-right sm:text-left">
        <span className="sr-only">{billingTexts.status}: </span>
        <BillingStatus status={entry.status} />
      </p>
      <p className="col-span-2 sm:order-last sm:col-span-1 sm:text-right">
        <Link
          to={paths.billingReceipt(entry.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {billingTexts.receipt}
          <span className="sr-only"> {billingTexts.receiptSuffix(entry.description)}</span>
        </Link>
      </p>
    </li>
  );
}

export interface BillingHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Every card charge and refund, newest first, a page at a time, each with its receipt's link. */
export function BillingHistory({ page, onPageChange }: BillingHistoryProps) {
  const history = useBillingPage(page);
  const pages = history.data?.pagination.total_pages ?? 1;

  if (history.isPending) {
    return (
      <ul role="status" aria-label="Loading billing history" className="divide-y divide-slate-100">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex justify-between gap-4 px-5 py-4">
            <span className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <span className="h-4 w-16 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    );
  }
  if (history.isError) {
    return (
      <LoadFailure
        tone="inline"
        className="px-5 py-6"
        message={answerMessageOr(history.error, billingTexts.loadFailed)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <>
      {history.data.entries.length === 0 ? (
        <p className="px-5 py-10 text-center text-slate-600">{billingTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={history.isPlaceholderData || undefined}>
          {history.data.entries.map((entry) => (
            <BillingRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav
          aria-label="Billing history pages"
          className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {billingTexts.previous}
          </Button>
          <span aria-live="polite" className="text-sm text-slate-600">
            {billingTexts.pageOf(Math.min(page, pages), pages)}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {billingTexts.next}
          </Button>
        </nav>
      )}
    </>
  );
}
