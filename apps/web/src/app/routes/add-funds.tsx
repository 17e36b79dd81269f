import { walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ProcessingDialog } from '@/components/ui/processing-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CardPaymentPanel, useCardPayment } from '@/features/cards/components/card-payment-panel';
import { useAddFunds } from '@/features/wallet/api/add-funds';
import { useWalletPlans } from '@/features/wallet/api/get-wallet-plans';
import { AmountChips } from '@/features/wallet/components/amount-chips';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/idempotency-key';

/**
 * Add funds (spec §2 /add-funds): amount chips from wallet_plans, a saved card or '+ Add Card',
 * CONTINUE with a processing overlay, then 'Payment Successful!'; or 'Continue without funding'.
 */
export default function AddFundsPage() {
  const plans = useWalletPlans();
  const payment = useCardPayment();
  const addFunds = useAddFunds();
  const navigate = useNavigate();
  const attemptKeys = useRef(createAttemptKeys()).current;
  const [planId, setPlanId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPaid, setIsPaid] = useState(false);
  const { cardId } = payment;

  const pay = async () => {
    setError(null);
    if (planId == null || cardId == null) {
      setError(walletMessages.selectAmountAndCard);
      return;
    }
    try {
      await addFunds.mutateAsync({
        planId,
        paymentMethodId: cardId,
        idempotencyKey: attemptKeys.keyFor(`${planId}:${cardId}`),
      });
      attemptKeys.settle();
      setIsPaid(true);
    } catch (failure) {
      // Without an answer the same attempt may be sent again under its key; an answer ends it.
      if (!(failure instanceof ApiError && failure.status === 0)) attemptKeys.settle();
      setError(
        answerMessageOr(
          failure,
          failure instanceof ApiError && failure.status === 0 ? failure.message : walletMessages.paymentFailed,
        ),
      );
    }
  };

  return (
    <section aria-labelledby="fund-title" className="mx-auto max-w-2xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="fund-title" className="text-2xl font-semibold">
          {walletTexts.fundTitle}
        </h1>
        <p className="mt-1 text-slate-600">{walletTexts.fundSubtitle}</p>

        <div className="mt-6 space-y-6">
          {plans.isPending ? (
            <Spinner label="Loading the amounts…" />
          ) : plans.isError ? (
            <LoadFailure
              tone="inline"
              message={walletMessages.fetchAmountsFailed}
              onRetry={() => void plans.refetch()}
            />
          ) : (
            <AmountChips
              legend="Amount"
              plans={plans.data}
              selectedId={planId}
              onSelect={(id) => {
                setPlanId(id);
                setError(null);
              }}
              disabled={addFunds.isPending}
            />
          )}

          <CardPaymentPanel
            payment={payment}
            onChange={() => setError(null)}
            addCardLabel={walletTexts.plusAddCard}
            showsLoadFailure
            disabled={addFunds.isPending}
            note={
              <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
                <span aria-hidden="true">🔒</span>
                {walletTexts.secureNote}
              </p>
            }
            error={error}
            payLater={{ to: paths.walletHistory, label: walletTexts.continueWithoutFunding }}
          >
            <Button onClick={() => void pay()} disabled={addFunds.isPending} className="sm:min-w-40">
              {walletTexts.continue}
            </Button>
          </CardPaymentPanel>
        </div>
      </div>

      <ProcessingDialog isOpen={addFunds.isPending} label={walletTexts.processing} />
      <Modal
        isOpen={isPaid}
        onClose={() => navigate(paths.walletHistory)}
        title={walletTexts.paymentSuccessful}
        description={walletTexts.amountAdded}
        hideCloseButton
      >
        <div className="flex justify-end">
          <Button onClick={() => navigate(paths.walletHistory)} autoFocus>
            {walletTexts.done}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
