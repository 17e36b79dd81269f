import { type TBillingCycle, subscriptionMessages as t } from '@homebid/contracts/subscriptions';
import { walletTexts } from '@homebid/contracts/wallet';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProcessingDialog } from '@/components/ui/processing-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CardPaymentPanel, useCardPayment } from '@/features/cards/components/card-payment-panel';
import {
  useCancelSubscription,
  useResumeSubscription,
  useUpgradePackage,
} from '@/features/subscriptions/api/change-subscription';
import { useCurrentPackage } from '@/features/subscriptions/api/get-current-package';
import { useProPlans } from '@/features/subscriptions/api/get-pro-plans';
import { storedSubscriptionId } from '@/features/subscriptions/api/sync-session';
import {
  ChargeSummaryDialog,
  type ChargeSummaryDialogProps,
} from '@/features/subscriptions/components/charge-summary-dialog';
import { CurrentPlanCard, formatPlanDate } from '@/features/subscriptions/components/current-plan-card';
import { MessageDialog } from '@/features/subscriptions/components/message-dialog';
import { type PlanChoice, PlanPicker } from '@/features/subscriptions/components/plan-picker';
import { cancellationTexts } from '@/features/subscriptions/texts';
import {
  cycleForPlan,
  defaultPlanId,
  isUpgradeDisabled,
  normaliseCycle,
} from '@/features/subscriptions/utils/billing-cycle';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/idempotency-key';

type Outcome =
  | { kind: 'upgraded'; cycle: TBillingCycle }
  | { kind: 'cancelled'; endDate: string }
  | { kind: 'resumed' }
  | { kind: 'error'; message: string };

/**
 * Manage Subscription (spec §2 /pro-plus): the current plan with Cancel or Resume, the plan grid
 * and billing cycle (defaulting to the current plan; automatic switch), saved cards with Add Card,
 * CONFIRM DETAILS and Cancel; Success, Subscription Cancelled/Resumed, Confirm Cancellation and
 * Error modals.
 */
export default function ProPlusPage() {
  const current = useCurrentPackage();
  const plans = useProPlans();
  const payment = useCardPayment();
  const upgrade = useUpgradePackage();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const attemptKeys = useRef(createAttemptKeys()).current;
  const [edited, setEdited] = useState<PlanChoice | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pendingCharge, setPendingCharge] = useState<ChargeSummaryDialogProps['charge']>(null);

  if (current.isPending || plans.isPending) return <Spinner label="Loading your subscription…" />;
  if (current.isError) {
    return (
      <LoadFailure
        className="mx-auto max-w-xl"
        message={answerMessageOr(current.error, t.genericError)}
        onRetry={() => void current.refetch()}
      />
    );
  }

  const pkg = current.data;
  const subscription = pkg.subscription;
  const planList = plans.data ?? [];
  const currentPlanId = pkg.package?.id ?? null;
  const currentCycle = normaliseCycle(subscription?.plan);
  // Selected plan defaults to the current plan, else the first; its cycle to the current one.
  const initialPlanId = defaultPlanId(planList, currentPlanId);
  const initialPlan = planList.find((plan) => plan.id === initialPlanId);
  const choice: PlanChoice = edited ?? {
    planId: initialPlanId,
    cycle: initialPlan ? cycleForPlan(initialPlan, currentCycle ?? 'monthly') : null,
  };
  const { cards, cardId } = payment;
  const isBusy = upgrade.isPending || cancel.isPending || resume.isPending;
  const upgradeDisabled = isUpgradeDisabled({
    selectedPlanId: choice.planId,
    selectedCycle: choice.cycle,
    currentPlanId,
    currentCycle,
    cardId,
  });

  const subscriptionId = subscription?.id ?? storedSubscriptionId();

  // CONFIRM DETAILS shows what will be charged; only the summary's Pay charges.
  const reviewUpgrade = () => {
    const plan = planList.find((candidate) => candidate.id === choice.planId);
    if (!plan) return setOutcome({ kind: 'error', message: t.selectPlanTier });
    if (!choice.cycle) return setOutcome({ kind: 'error', message: t.selectBillingCycle });
    const card = cards.data?.find((candidate) => candidate.id === cardId);
    if (!card)
      return setOutcome({ kind: 'error', message: cards.data?.length ? t.selectCard : t.addPaymentMethodFirst });
    setPendingCharge({ plan, cycle: choice.cycle, card });
  };

  const confirmUpgrade = async () => {
    if (!pendingCharge) return;
    const { plan, cycle, card } = pendingCharge;
    try {
      await upgrade.mutateAsync({
        body: { package_id: plan.id, plan: cycle, payment_method: card.id },
        idempotencyKey: attemptKeys.keyFor(`${plan.id}:${cycle}:${card.id}`),
      });
      setPendingCharge(null);
      attemptKeys.settle();
      setEdited(null);
      setOutcome({ kind: 'upgraded', cycle });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) attemptKeys.settle();
      setPendingCharge(null);
      setOutcome({
        kind: 'error',
        message:
          error instanceof ApiError && error.status === 0
            ? error.message
            : answerMessageOr(error, t.upgradePackageFailed),
      });
    }
  };

  const confirmCancel = async () => {
    setIsConfirmingCancel(false);
    if (!subscriptionId) return setOutcome({ kind: 'error', message: t.subscriptionIdMissing });
    try {
      const change = await cancel.mutateAsync({
        subscription_id: subscriptionId,
        package_id: currentPlanId ?? undefined,
      });
      setOutcome({ kind: 'cancelled', endDate: formatPlanDate(change.subscription?.end_date) });
    } catch (error) {
      setOutcome({ kind: 'error', message: answerMessageOr(error, t.cancelFailed) });
    }
  };

  const confirmResume = async () => {
    if (!subscriptionId) return setOutcome({ kind: 'error', message: t.subscriptionIdMissing });
    try {
      await resume.mutateAsync({ subscription_id: subscriptionId });
      setOutcome({ kind: 'resumed' });
    } catch (error) {
      setOutcome({ kind: 'error', message: answerMessageOr(error, t.resumeFailed) });
    }
  };

  return (
    <section aria-labelledby="pro-plus-title" className="mx-auto max-w-5xl space-y-6">
      <h1 id="pro-plus-title" className="text-2xl font-semibold">
        Manage Subscription
      </h1>

      {subscription && pkg.package ? (
        <CurrentPlanCard
          current={pkg}
          onCancel={() => setIsConfirmingCancel(true)}
          onResume={() => void confirmResume()}
          isBusy={isBusy}
        />
      ) : (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t.noSubscription}{' '}
          <Link to={paths.becomePro} className="font-semibold underline">
            {t.chooseAPlan}
          </Link>
        </p>
      )}

      {subscription?.status === 'expired' && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t.subscriptionEnded}{' '}
          <Link to={paths.becomePro} className="font-semibold underline">
            {t.chooseAPlan}
          </Link>
        </p>
      )}

      {subscription && subscription.status !== 'expired' && (
        <section aria-labelledby="change-plan-title" className="space-y-5">
          <h2 id="change-plan-title" className="text-lg font-semibold">
            Change plan or billing cycle
          </h2>
          {plans.isError || planList.length === 0 ? (
            <div
              role="status"
              className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center"
            >
              <p className="font-semibold">{t.noPlansTitle}</p>
              <p className="text-slate-600">{t.noPlansBody}</p>
            </div>
          ) : (
            <>
              <PlanPicker
                plans={planList}
                value={choice}
                onChange={setEdited}
                currentPlanId={currentPlanId}
                disabled={isBusy}
              />
              <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <CardPaymentPanel
                  payment={payment}
                  legend={walletTexts.selectPaymentMethod}
                  addCardLabel={`+ ${t.addCard}`}
                  addCardTitle={t.addCard}
                  disabled={isBusy}
                  note={!cardId && <p className="text-sm text-slate-600">{t.selectPaymentToUpgrade}</p>}
                >
                  <div className="flex flex-wrap justify-end gap-3">
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setEdited(null);
                        payment.choose(null);
                      }}
                      disabled={isBusy || edited === null}
                    >
                      {t.cancel}
                    </Button>
                    <Button onClick={reviewUpgrade} disabled={upgradeDisabled || isBusy}>
                      {t.confirmDetails}
                    </Button>
                  </div>
                </CardPaymentPanel>
              </div>
            </>
          )}
        </section>
      )}

      <ConfirmDialog
        isOpen={isConfirmingCancel}
        title={t.confirmCancellationTitle}
        message={`${t.confirmCancellationBody} ${cancellationTexts.keepsUntil(
          formatPlanDate(subscription?.next_cycle_start ?? subscription?.end_date),
        )}`}
        confirmLabel={t.cancel}
        cancelLabel={cancellationTexts.keepPlan}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setIsConfirmingCancel(false)}
      />
      <ChargeSummaryDialog
        charge={upgrade.isPending ? null : pendingCharge}
        onConfirm={() => void confirmUpgrade()}
        onCancel={() => setPendingCharge(null)}
      />
      <ProcessingDialog isOpen={isBusy} label={walletTexts.processing} />
      <MessageDialog
        isOpen={outcome?.kind === 'upgraded'}
        title={t.packageUpgradedTitle}
        message={outcome?.kind === 'upgraded' ? t.packageUpgraded(outcome.cycle) : ''}
        onClose={() => setOutcome(null)}
      />
      <MessageDialog
        isOpen={outcome?.kind === 'cancelled'}
        title={t.cancelledTitle}
        message={outcome?.kind === 'cancelled' ? t.cancelledBody(outcome.endDate) : ''}
        onClose={() => setOutcome(null)}
      />
      <MessageDialog
        isOpen={outcome?.kind === 'resumed'}
        title={t.resumedTitle}
        message={t.resumedBody}
        onClose={() => setOutcome(null)}
      />
      <MessageDialog
        isOpen={outcome?.kind === 'error'}
        title={t.errorTitle}
        message={outcome?.kind === 'error' ? outcome.message : ''}
        tone="error"
        onClose={() => setOutcome(null)}
      />
    </section>
  );
}
