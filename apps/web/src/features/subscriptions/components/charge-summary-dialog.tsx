import type { TProPlan } from '@homebid/contracts/subscriptions';
import { CARD_BRAND_LABEL, formatDollars, type TCard } from '@homebid/contracts/wallet';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { chargeSummaryTexts as t } from '../texts';
import { type BillingCycle, chargeFor, renewalDate } from '../utils/billing-cycle';
import { formatPlanDate } from './current-plan-card';

export interface ChargeSummaryDialogProps {
  /** The plan, cycle and card about to be charged; null keeps the dialog closed. */
  charge: { plan: TProPlan; cycle: BillingCycle; card: TCard } | null;
  onConfirm: () => void;
  onCancel: () => void;
  isConfirming?: boolean;
}

/**
 * What CONFIRM DETAILS is about to charge, before anything is charged: plan, billing cycle, the
 * amount, the card (brand and last four) and when the plan renews. Only Pay charges.
 */
export function ChargeSummaryDialog({ charge, onConfirm, onCancel, isConfirming }: ChargeSummaryDialogProps) {
  const amount = charge ? chargeFor(charge.plan, charge.cycle) : null;
  const renewsOn = charge ? formatPlanDate(renewalDate(new Date(), charge.cycle).toISOString()) : '';
  return (
    <Modal
      isOpen={charge !== null && amount !== null}
      onClose={onCancel}
      title={t.title}
      description={charge && amount !== null ? t.explanation(formatDollars(amount), renewsOn, charge.cycle) : undefined}
      hideCloseButton
    >
      {charge && amount !== null && (
        <>
          <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">{t.plan}</dt>
            <dd className="font-medium">{charge.plan.title}</dd>
            <dt className="text-slate-500">{t.cycle}</dt>
            <dd className="font-medium">{t.cycleName(charge.cycle)}</dd>
            <dt className="text-slate-500">{t.amount}</dt>
            <dd className="font-medium tabular-nums">{formatDollars(amount)}</dd>
            <dt className="text-slate-500">{t.card}</dt>
            <dd className="font-medium">
              {CARD_BRAND_LABEL[charge.card.brand]} •••• {charge.card.last4_digit}
            </dd>
            <dt className="text-slate-500">{t.renews}</dt>
            <dd className="font-medium">{renewsOn}</dd>
          </dl>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {t.back}
            </Button>
            <Button onClick={onConfirm} isLoading={isConfirming}>
              {t.pay(formatDollars(amount))}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
