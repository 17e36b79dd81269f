import {
  leadMessages,
  leadTexts,
  PURCHASE_POPUP_DELAY_MS,
  type TLeadCard,
  type TRefund,
} from '@homebid/contracts/leads';
import { walletMessages } from '@homebid/contracts/wallet';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { ProcessingDialog } from '@/components/ui/processing-dialog';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/idempotency-key';
import { useWalletAmount } from '../api/get-wallet-amount';
import { MarkPurchasedFailed, usePurchaseLead } from '../api/purchase-lead';
import { useRequestRefund } from '../api/request-refund';
import { leadAge, walletCovers } from '../utils/lead-age';
import { RefundDialog } from './refund-dialog';

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface LeadCardProps {
  projectId: number;
  lead: TLeadCard;
  /** Where 'Pay by card' goes (/lead-payment/{id}/{project_id}); hidden without it. */
  payByCardHref?: string;
  /** The owner refetches the project after a purchase or refund (contact details appear). */
  onChanged: () => unknown;
}

type Popup =
  | { kind: 'purchased' }
  | { kind: 'refund'; refund: TRefund }
  | { kind: 'failed'; title: string; message: string };

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function RefundBadge({ lead }: { lead: TLeadCard }) {
  switch (lead.refund_status) {
    case 'refund_applied':
      return (
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
          {leadTexts.refundRequested}
        </span>
      );
    case 'refunded':
      return (
        <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
          Refunded{lead.refund_rule ? `: ${lead.refund_rule}` : ''}
        </span>
      );
    case 'rejected':
      return (
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
          Refund declined
        </span>
      );
    default:
      return null;
  }
}

/**
 * The lead card on the project detail (spec §2, §4; the price and competition before
 * purchase): the exact price and how it was computed, unlocks out of the cap, the lead's age and
 * whether the phone was verified; buying from the wallet ('Processing...', the success popup
 * 500 ms later, Done to /projects/all/1; 'Insufficient funds' to /wallet-history); the refund link
 * (hidden at a 100% discount), its reason modal and the Refund Requested badge.
 */
export function LeadCard({ projectId, lead, payByCardHref, onChanged }: LeadCardProps) {
  const navigate = useNavigate();
  const wallet = useWalletAmount();
  const purchase = usePurchaseLead(onChanged);
  const refund = useRequestRefund(onChanged);
  const attemptKeys = useRef(createAttemptKeys()).current;
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRefunding, setIsRefunding] = useState(false);
  const [isWaitingPopup, setIsWaitingPopup] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    if (!isWaitingPopup) return;
    const timer = window.setTimeout(() => {
      setIsWaitingPopup(false);
      setPopup({ kind: 'purchased' });
    }, PURCHASE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isWaitingPopup]);

  const goFund = () => {
    notify.error(walletMessages.insufficientFunds);
    navigate(paths.walletHistory);
  };

  const startPurchase = () => {
    if (lead.refund_status === 'refunded') {
      setPopup({ kind: 'failed', title: leadMessages.leadPurchaseFailed, message: leadMessages.alreadyRefunded });
      return;
    }
    if (wallet.data !== undefined && !walletCovers(wallet.data, lead.discounted_price)) return goFund();
    setIsConfirming(true);
  };

  const buy = async () => {
    setIsConfirming(false);
    try {
      await purchase.mutateAsync({ projectId, idempotencyKey: attemptKeys.keyFor(String(projectId)) });
      attemptKeys.settle();
      setIsWaitingPopup(true);
    } catch (error) {
      const cause = error instanceof MarkPurchasedFailed ? error.cause : error;
      if (!(cause instanceof ApiError && cause.status === 0)) attemptKeys.settle();
      const message = answerMessageOr(cause, leadMessages.leadPurchaseFailed);
      if (message === walletMessages.insufficientFunds) return goFund();
      setPopup({ kind: 'failed', title: leadMessages.leadPurchaseFailed, message });
    }
  };

  const submitRefund = async (reason: string) => {
    try {
      const answer = await refund.mutateAsync({
        projectId,
        walletHistoryId: lead.wallet_history_id,
        reason,
        amount: lead.discounted_price,
      });
      setIsRefunding(false);
      setPopup({ kind: 'refund', refund: answer });
    } catch (error) {
      setIsRefunding(false);
      setPopup({
        kind: 'failed',
        title: leadMessages.refundFailed,
        message: answerMessageOr(error, leadMessages.refundFailed),
      });
    }
  };

  const canAskRefund = lead.is_purchased && lead.refund_status === null && lead.discount !== 100;

  return (
    <section aria-labelledby="lead-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id="lead-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {leadTexts.leadPrice}
        </h2>
        <RefundBadge lead={lead} />
      </div>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-3xl font-bold tabular-nums text-slate-900" data-testid="lead-price">
          {dollars(lead.discounted_price)}
        </span>
        {lead.discount > 0 && <s className="text-slate-500 tabular-nums">{dollars(lead.price)}</s>}
      </p>
      <p className="mt-1 text-sm text-slate-600">{lead.explanation}</p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Fact label="Unlocked" value={leadTexts.unlocks(lead.unlock_count, lead.unlock_cap)} />
        <Fact label="Lead age" value={leadAge(lead.age_seconds)} />
        <Fact
          label="Customer phone"
          value={
            lead.phone_verified ? (
              <span className="text-emerald-700">{leadTexts.phoneVerified}</span>
            ) : (
              <span className="text-slate-600">{leadTexts.phoneNotVerified}</span>
            )
          }
        />
      </dl>

      {lead.is_purchased ? (
        <div className="mt-4 space-y-3">
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
            {leadTexts.purchased}
          </p>
          {/* A pending or declined request already shows as the badge; a refund or a hire says more. */}
          {lead.outcome && (lead.refund_status === 'refunded' || lead.refund_status === null) && (
            <p data-testid="lead-outcome" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {lead.outcome}
            </p>
          )}
          {canAskRefund && (
            <button
              type="button"
              onClick={() => setIsRefunding(true)}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {leadTexts.requestRefund}
            </button>
          )}
        </div>
      ) : lead.can_purchase ? (
        <div className="mt-4 space-y-2">
          <Button className="w-full" onClick={startPurchase} disabled={purchase.isPending}>
            {leadTexts.buyLead} · {dollars(lead.discounted_price)}
          </Button>
          {wallet.data !== undefined && (
            <p className="text-center text-xs text-slate-500">Wallet balance {dollars(wallet.data)}</p>
          )}
          {payByCardHref && (
            <Link
              to={payByCardHref}
              className="flex min-h-11 items-center justify-center rounded-lg border border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Pay by card instead
            </Link>
          )}
        </div>
      ) : (
        lead.unavailable_reason && (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{lead.unavailable_reason}</p>
        )
      )}

      <ConfirmDialog
        isOpen={isConfirming}
        title={leadTexts.buyLead}
        message={`Pay ${dollars(lead.discounted_price)} from your wallet to unlock the customer's contact details?`}
        confirmLabel={leadTexts.buyLead}
        cancelLabel="Cancel"
        onConfirm={() => void buy()}
        onCancel={() => setIsConfirming(false)}
      />
      <ProcessingDialog isOpen={purchase.isPending || isWaitingPopup} label={leadTexts.processing} />
      <RefundDialog
        isOpen={isRefunding}
        onClose={() => setIsRefunding(false)}
        onSubmit={(reason) => void submitRefund(reason)}
        isSubmitting={refund.isPending}
      />
      <Modal
        isOpen={popup?.kind === 'purchased' || popup?.kind === 'refund'}
        onClose={() => setPopup(null)}
        title={
          popup?.kind === 'refund'
            ? popup.refund.status === 'approved' && popup.refund.rule
              ? leadTexts.refundApproved(popup.refund.rule)
              : leadTexts.refundSubmitted
            : leadTexts.purchased
        }
        description={
          popup?.kind === 'refund'
            ? popup.refund.status === 'approved'
              ? `${dollars(popup.refund.amount)} is back in your wallet.`
              : 'We will look at your request and let you know.'
            : leadTexts.purchasedDetail
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setPopup(null)}>
            Stay here
          </Button>
          <Link
            to={paths.projects('all', 1)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {leadTexts.done}
          </Link>
        </div>
      </Modal>
      <Modal
        isOpen={popup?.kind === 'failed'}
        onClose={() => setPopup(null)}
        title={popup?.kind === 'failed' ? popup.title : ''}
      >
        <p className="text-sm text-red-700">{popup?.kind === 'failed' ? popup.message : ''}</p>
        <div className="mt-5 flex justify-end">
          <Button onClick={() => setPopup(null)} autoFocus>
            OK
          </Button>
        </div>
      </Modal>
    </section>
  );
}
