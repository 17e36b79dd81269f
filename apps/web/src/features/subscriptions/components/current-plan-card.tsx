import {
  type TCurrentPackage,
  type TSubscriptionStatus,
  subscriptionMessages as t,
} from '@homebid/contracts/subscriptions';
import { formatDollars } from '@homebid/contracts/wallet';
import { Button } from '@/components/ui/button';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Dec 22, 2026' for an ISO date or time. */
export const formatPlanDate = (iso: string | null | undefined) => {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? '—' : day.format(new Date(at));
};

const STATUS: Record<TSubscriptionStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-800' },
  cancelled: { label: 'Cancelled', className: 'bg-amber-50 text-amber-900' },
  past_due: { label: 'Payment due', className: 'bg-red-50 text-red-800' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-700' },
};

export interface CurrentPlanCardProps {
  current: TCurrentPackage;
  onCancel: () => void;
  onResume: () => void;
  isBusy?: boolean;
}

/**
 * The current plan (spec §2 Manage Subscription): name, status badge, start date, next billing or
 * cancelled date, the end-date notice of a cancelled plan, and Cancel or Resume.
 */
export function CurrentPlanCard({ current, onCancel, onResume, isBusy }: CurrentPlanCardProps) {
  const { package: plan, subscription } = current;
  if (!plan || !subscription) return null;
  const status = STATUS[subscription.status];
  const isCancelled = subscription.status === 'cancelled';
  const canCancel = subscription.status === 'active' || subscription.status === 'past_due';
  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Current plan</p>
          <h2 id="current-plan-title" className="mt-1 flex flex-wrap items-center gap-2 text-xl font-semibold">
            {plan.title}
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
              {status.label}
            </span>
          </h2>
          <p className="mt-1 text-slate-600">
            {subscription.plan === 'annual' ? 'Annual' : 'Monthly'} · {formatDollars(subscription.amount)} per{' '}
            {subscription.plan === 'annual' ? 'year' : 'month'}
            {subscription.card_last4 && <> · card •••• {subscription.card_last4}</>}
          </p>
        </div>
        {canCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            {t.cancel}
          </Button>
        )}
        {isCancelled && (
          <Button onClick={onResume} isLoading={isBusy}>
            {t.resume}
          </Button>
        )}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Start date</dt>
          <dd className="font-medium">{formatPlanDate(subscription.start_date)}</dd>
        </div>
        {isCancelled ? (
          <div>
            <dt className="text-slate-500">Cancelled on</dt>
            <dd className="font-medium">{formatPlanDate(subscription.cancelled_at)}</dd>
          </div>
        ) : subscription.status === 'expired' ? (
          <div>
            <dt className="text-slate-500">Ended on</dt>
            <dd className="font-medium">{formatPlanDate(subscription.end_date)}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-slate-500">Next billing date</dt>
            <dd className="font-medium">{formatPlanDate(subscription.next_cycle_start ?? subscription.end_date)}</dd>
          </div>
        )}
      </dl>
      {isCancelled && (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.featuresExpireNotice(formatPlanDate(subscription.end_date))}
        </p>
      )}
    </section>
  );
}
