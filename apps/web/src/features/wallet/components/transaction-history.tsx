import { formatDollars, PAYMENT_TYPE_LABEL, type TTransaction, walletTexts } from '@homebid/contracts/wallet';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { answerMessageOr } from '@/lib/api-client';
import { useWalletHistory } from '../api/get-wallet';
import { formatDateTime } from '../utils/format';
import { pagerState } from '../utils/pagination';

function TransactionRow({ transaction }: { transaction: TTransaction }) {
  const isCredit = transaction.payment_type === 'credit';
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{transaction.label_history}</p>
        <p className="text-sm text-slate-500">
          <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>
          {transaction.card && <span> · {transaction.card}</span>}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`font-semibold tabular-nums ${isCredit ? 'text-emerald-700' : 'text-slate-900'}`}>
          {isCredit ? '+' : '−'}
          {formatDollars(transaction.amount)}
        </p>
        <p
          className={`mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${isCredit ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {PAYMENT_TYPE_LABEL[transaction.payment_type]}
        </p>
      </div>
    </li>
  );
}

export interface TransactionHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * 'Transaction History' (spec §2): 10 a page, debit 'Used' and credit 'Added', dollars with 2
 * decimals, Previous/Next and 'Page X of Y' only with more than one page, disabled at the ends.
 */
export function TransactionHistory({ page, onPageChange }: TransactionHistoryProps) {
  const history = useWalletHistory(page);
  const pager = pagerState(history.data?.totalEntries ?? 0, page);

  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="history-title" className="border-b border-slate-200 px-4 py-4 text-lg font-semibold sm:px-5">
        {walletTexts.transactionHistory}
      </h2>
      {history.isPending ? (
        <ul role="status" aria-label="Loading transactions" className="divide-y divide-slate-100">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex justify-between gap-4 px-5 py-4">
              <span className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
              <span className="h-4 w-16 animate-pulse rounded bg-slate-200" />
            </li>
          ))}
        </ul>
      ) : history.isError ? (
        <LoadFailure
          tone="inline"
          className="px-5 py-6"
          message={answerMessageOr(history.error, 'The transactions could not be loaded.')}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.transactions.length === 0 ? (
        <p className="px-5 py-10 text-center text-slate-600">{walletTexts.noTransactions}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={history.isPlaceholderData || undefined}>
          {history.data.transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
      {pager.isShown && (
        <nav
          aria-label="Transaction pages"
          className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5"
        >
          <Button variant="secondary" disabled={!pager.hasPrevious} onClick={() => onPageChange(pager.page - 1)}>
            {walletTexts.previous}
          </Button>
          <span aria-live="polite" className="text-sm text-slate-600">
            {walletTexts.pageOf(pager.page, pager.pageCount)}
          </span>
          <Button variant="secondary" disabled={!pager.hasNext} onClick={() => onPageChange(pager.page + 1)}>
            {walletTexts.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
