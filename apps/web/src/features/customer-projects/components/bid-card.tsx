import type { TCustomerBid, TCustomerProject } from '@homebid/contracts/projects';
import { pageUrl } from '@homebid/contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { customerProjectTexts as t } from '../texts';
import { BidPrice } from './bid-price';
import { PriceSignalChips } from './price-signal-chips';
import { UnreadBadge } from './unread-badge';

export interface BidCardProps {
  bid: TCustomerBid;
  project: TCustomerProject;
  isCompared: boolean;
  onToggleCompare: (bid: TCustomerBid) => void;
  onHire: (bid: TCustomerBid) => void;
  /** The Message button (the chat feature's, composed by the page); null where the pro cannot be written to. */
  renderMessage?: (bid: TCustomerBid) => ReactNode;
  /** The pro's card: the shared ProCard of the pros feature, composed by the page. */
  renderPro: (bid: TCustomerBid) => ReactNode;
}

/** One bid: the pro, the price and its signal, the breakdown, and what the customer can do with it. */
export function BidCard({ bid, project, isCompared, onToggleCompare, onHire, renderMessage, renderPro }: BidCardProps) {
  const isHired = project.hired_bid_id === bid.bid_id;
  const isOther = project.hired_bid_id !== null && !isHired;
  const canHire = project.status === 'open' && project.hired_bid_id === null;
  const company = bid.provider.company_name;
  return (
    <li
      aria-label={company}
      className={`space-y-3 rounded-2xl border p-4 shadow-sm sm:p-5 ${isOther ? 'bg-slate-50' : 'bg-white'} ${isHired ? 'border-emerald-400 ring-1 ring-emerald-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">{renderPro(bid)}</div>
        <BidPrice bid={bid} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PriceSignalChips signal={bid.price_signal} />
        {isHired && (
          <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">{t.hired}</span>
        )}
        {isOther && (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {t.notChosen}
          </span>
        )}
      </div>
      {bid.bid_breakdown.trim() && (
        <div className="text-sm">
          <p className="font-medium text-slate-700">{t.breakdown}</p>
          <p className="whitespace-pre-line break-words text-slate-800">{bid.bid_breakdown}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          <input
            type="checkbox"
            checked={isCompared}
            onChange={() => onToggleCompare(bid)}
            aria-label={t.compareLabel(company)}
            className="h-5 w-5 accent-brand-700"
          />
          {t.compare}
        </label>
        <Link
          to={pageUrl('proProfile', { providerId: bid.provider_id })}
          aria-label={`${t.viewProfile}: ${company}`}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.viewProfile}
        </Link>
        {bid.can_message && renderMessage && (
          <span className="inline-flex items-center gap-1">
            {renderMessage(bid)}
            <UnreadBadge count={bid.unread_messages} />
          </span>
        )}
        {canHire && (
          <Button className="ml-auto" onClick={() => onHire(bid)} aria-label={t.hireLabel(company)}>
            {t.hire}
          </Button>
        )}
      </div>
    </li>
  );
}
