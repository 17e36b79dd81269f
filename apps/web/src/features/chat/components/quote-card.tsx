import type { TMessageBy } from '@homebid/contracts/chat';
import { quoteTexts, type TQuote, type TQuoteStatus } from '@homebid/contracts/quotes';
import { formatDollars } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useAcceptQuote } from '../api/accept-quote';
import { useDeclineQuote } from '../api/decline-quote';
import { chatScreenTexts as t } from '../texts';
import { formatQuoteDate } from '../utils/quote-format';

const STATUS_STYLES: Record<TQuoteStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};

export interface QuoteCardProps {
  quote: TQuote;
  /** The side this app speaks for: the customer answers a pending quote. */
  side: TMessageBy;
  /** The pro's name, as the customer's confirmation names it. */
  proName: string;
}

/**
 * A pro's quote in the conversation: its lines (quantity × unit price, amount), the total, the date
 * it is valid until and its status. The customer answers a pending one: Accept (after a
 * confirmation) or Decline. The status changes live on both sides (ChatChannel's quote event).
 */
export function QuoteCard({ quote, side, proName }: QuoteCardProps) {
  const accept = useAcceptQuote(quote.project_id, quote.provider_id);
  const decline = useDeclineQuote(quote.project_id, quote.provider_id);
  const [isConfirming, setIsConfirming] = useState(false);
  const total = formatDollars(quote.total);
  const status = quoteTexts.statusLabels[quote.status];
  const isBusy = accept.isPending || decline.isPending;
  const canAnswer = side === 'customer' && quote.status === 'pending';

  const onFailure = (error: unknown) => notify.error(answerMessageOr(error, t.answerFailed));
  const confirmAccept = () =>
    accept.mutate(quote.id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: onFailure,
      onSettled: () => setIsConfirming(false),
    });

  return (
    <article
      aria-label={t.quoteLabel(total, status)}
      className="w-full space-y-3 rounded-xl border border-slate-200 bg-white p-3 text-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{quoteTexts.quote}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[quote.status]}`}>
          {status}
        </span>
      </div>
      <ul aria-label={t.quoteLines} className="space-y-2 border-y border-slate-200 py-2">
        {quote.line_items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a sent quote never move.
          <li key={index} className="text-sm">
            <p className="break-words">{item.description}</p>
            <p className="flex justify-between gap-2 text-slate-600">
              <span>{t.lineAmount(item.quantity, formatDollars(item.unit_price))}</span>
              <span className="font-medium text-slate-900">{formatDollars(item.amount)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-2 text-base font-semibold">
        <span>{quoteTexts.total}</span>
        <span>{total}</span>
      </p>
      <p className="text-xs text-slate-600">
        {quote.answered_at
          ? t.answeredOn(status, formatQuoteDate(quote.answered_at))
          : t.validUntilOn(formatQuoteDate(quote.valid_until))}
      </p>
      {canAnswer && (
        <div className="flex flex-wrap gap-2">
          <Button className="flex-1" onClick={() => setIsConfirming(true)} disabled={isBusy}>
            {quoteTexts.accept}
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            isLoading={decline.isPending}
            disabled={isBusy}
            onClick={() =>
              decline.mutate(quote.id, { onSuccess: ({ message }) => notify.success(message), onError: onFailure })
            }
          >
            {quoteTexts.decline}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t.acceptTitle}
        message={t.acceptMessage(proName, total)}
        confirmLabel={t.acceptConfirm}
        cancelLabel={t.notNow}
        isConfirming={accept.isPending}
        onConfirm={confirmAccept}
        onCancel={() => setIsConfirming(false)}
      />
    </article>
  );
}
