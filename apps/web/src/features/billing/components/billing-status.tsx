import { billingTexts, type TBillingStatus } from '@homebid/contracts/billing';

const TONES: Record<TBillingStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800',
  refunded: 'bg-slate-100 text-slate-700',
  refund_pending: 'bg-amber-50 text-amber-800',
};

/** A row's status as a small pill: Paid, Refunded, Refund pending. */
export function BillingStatus({ status }: { status: TBillingStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {billingTexts.statusLabel[status]}
    </span>
  );
}
