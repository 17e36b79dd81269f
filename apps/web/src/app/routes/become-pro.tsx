import { BECOME_PRO_REDIRECT_MS, subscriptionMessages as t } from '@homebid/contracts/subscriptions';
import { walletTexts } from '@homebid/contracts/wallet';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProcessingDialog } from '@/components/ui/processing-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CardPaymentPanel, useCardPayment } from '@/features/cards/components/card-payment-panel';
import { useUpgradeToPro } from '@/features/subscriptions/api/change-subscription';
import { useCurrentPackage } from '@/features/subscriptions/api/get-current-package';
import { useProPlans } from '@/features/subscriptions/api/get-pro-plans';
import {
  ChargeSummaryDialog,
  type ChargeSummaryDialogProps,
} from '@/features/subscriptions/components/charge-summary-dialog';
import { MessageDialog } from '@/features/subscriptions/components/message-dialog';
import { type PlanChoice, PlanPicker } from '@/features/subscriptions/components/plan-picker';
import { cycleForPlan } from '@/features/subscriptions/utils/billing-cycle';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/idempotency-key';

function NoPlans() {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{t.noPlansTitle}</p>
      <p className="mt-1 text-slate-600">{t.noPlansBody}</p>
    </div>
  );
}

/**
 * Become a Pro (spec §2 /become-pro): plans with Select Plan, Monthly/Yearly, saved cards or Add
 * New Card, CONFIRM DETAILS; 'Continue with Free Plan' to /add-funds. After the success modal's
 * OK, 1.5 s, then /dashboard (skip_wallet) or /add-funds with a full page reload.
 */
export default function BecomeProPage() {
  const plans = useProPlans();
  const current = useCurrentPackage();
  const payment = useCardPayment();
  const { cards, cardId } = payment;
  const upgrade = useUpgradeToPro();
  const attemptKeys = useRef(createAttemptKeys()).current;
  const [choice, setChoice] = useState<PlanChoice>({ planId: null, cycle: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [upgradedTo, setUpgradedTo] = useState<{ skipWallet: boolean } | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [pendingCharge, setPendingCharge] = useState<ChargeSummaryDialogProps['charge']>(null);
  const planList = plans.data ?? [];
  const subscription = current.data?.subscription;
  const isSubscribed = subscription != null && subscription.status !== 'expired';

  // The first plan is selected at first, with its first cycle.
  useEffect(() => {
    const first = plans.data?.[0];
    if (first && choice.planId == null) setChoice({ planId: first.id, cycle: cycleForPlan(first, 'monthly') });
  }, [plans.data, choice.planId]);

  useEffect(() => {
    if (!isRedirecting || !upgradedTo) return;
    const timer = window.setTimeout(
      () => window.location.assign(upgradedTo.skipWallet ? paths.dashboard : paths.addFunds),
      BECOME_PRO_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isRedirecting, upgradedTo]);

  // CONFIRM DETAILS shows what will be charged; only the summary's Pay charges.
  const review = () => {
    setProblem(null);
    const plan = planList.find((candidate) => candidate.id === choice.planId);
    if (!plan) return setProblem(t.selectPlanTier);
    if (!choice.cycle) return setProblem(t.selectBillingCycle);
    if (!cards.data?.length) return setProblem(t.addPaymentMethodFirst);
    const card = cards.data.find((candidate) => candidate.id === cardId);
    if (!card) return setProblem(t.selectPaymentMethod);
    setPendingCharge({ plan, cycle: choice.cycle, card });
  };

  const confirm = async () => {
    if (!pendingCharge) return;
    const { plan, cycle, card } = pendingCharge;
    try {
      await upgrade.mutateAsync({
        body: { package_id: plan.id, plan: cycle === 'annual' ? 'yearly' : 'monthly', payment_method: card.id },
        idempotencyKey: attemptKeys.keyFor(`${plan.id}:${cycle}:${card.id}`),
      });
      attemptKeys.settle();
      setPendingCharge(null);
      setUpgradedTo({ skipWallet: plan.skip_wallet });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) attemptKeys.settle();
      setPendingCharge(null);
      setFailure(
        error instanceof ApiError && error.status === 0 ? error.message : answerMessageOr(error, t.upgradeFailed),
      );
    }
  };

  return (
    <section aria-labelledby="become-pro-title" className="mx-auto max-w-5xl space-y-6">
      <header className="text-center">
        <h1 id="become-pro-title" className="text-3xl font-bold">
          {t.chooseAPlan}
        </h1>
        <p className="mt-2 text-slate-600">{t.becomeProTagline}</p>
        <p className="mt-1 text-sm font-semibold text-amber-800">{t.proAdvert}</p>
      </header>

      {isSubscribed && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t.alreadySubscribed}{' '}
          <Link to={paths.proPlus} className="font-semibold underline">
            Manage Subscription
          </Link>
        </p>
      )}

      {plans.isPending ? (
        <Spinner label="Loading the plans…" />
      ) : plans.isError || planList.length === 0 ? (
        <NoPlans />
      ) : (
        <div className="space-y-6">
          {/* The plan cards' titles are h3: this keeps the outline in order. */}
          <h2 className="sr-only">Plans</h2>
          <PlanPicker
            plans={planList}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setProblem(null);
            }}
            currentPlanId={isSubscribed ? current.data?.package?.id : null}
            disabled={upgrade.isPending}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <CardPaymentPanel
              payment={payment}
              onChange={() => setProblem(null)}
              addCardLabel={`+ ${t.addNewCard}`}
              addCardTitle={t.addNewCard}
              requireCompleteToSubmit
              disabled={upgrade.isPending}
              error={problem}
              payLater={{ to: paths.addFunds, label: t.continueWithFreePlan }}
            >
              <Button onClick={review} disabled={upgrade.isPending || isSubscribed}>
                {t.confirmDetails}
              </Button>
            </CardPaymentPanel>
          </div>
        </div>
      )}

      <ChargeSummaryDialog
        charge={upgrade.isPending ? null : pendingCharge}
        onConfirm={() => void confirm()}
        onCancel={() => setPendingCharge(null)}
      />
      <ProcessingDialog isOpen={upgrade.isPending} label={walletTexts.processing} />
      <MessageDialog
        isOpen={upgradedTo !== null && !isRedirecting}
        title={t.upgradedTitle}
        message={t.upgradedBody}
        onClose={() => setIsRedirecting(true)}
      />
      {isRedirecting && (
        <p role="status" className="text-center text-slate-600">
          Taking you to {upgradedTo?.skipWallet ? 'your dashboard' : 'your wallet'}…
        </p>
      )}
      <MessageDialog
        isOpen={failure !== null}
        title={t.errorTitle}
        message={failure ?? ''}
        tone="error"
        onClose={() => setFailure(null)}
      />
    </section>
  );
}
