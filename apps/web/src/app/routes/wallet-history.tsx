import { walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCards } from '@/features/cards/api/get-cards';
import { AddCardDialog } from '@/features/cards/components/add-card-dialog';
import { ManageCardsDialog } from '@/features/cards/components/manage-cards-dialog';
import { ReturnOnSpend } from '@/features/spend-control/components/return-on-spend';
import { SpendControlsForm } from '@/features/spend-control/components/spend-controls-form';
import { useWalletBalance } from '@/features/wallet/api/get-wallet';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { TransactionHistory } from '@/features/wallet/components/transaction-history';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold transition';

/**
 * Wallet history (spec §2 /wallet-history): Current Balance; 'Add Card' without cards or 'Add
 * Funds' with them; Manage Cards; Transaction History 10 a page (?page=); and the spending
 * limits and return on spend.
 */
export default function WalletHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const balance = useWalletBalance();
  const cards = useCards();
  const [dialog, setDialog] = useState<'none' | 'add' | 'manage'>('none');
  const hasCards = (cards.data?.length ?? 0) > 0;

  const goToPage = (next: number) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="wallet-title" className="mx-auto max-w-4xl space-y-6">
      <h1 id="wallet-title" className="text-2xl font-semibold">
        Wallet
      </h1>
      <BalanceCard
        amount={balance.data}
        actions={
          cards.isPending ? null : (
            <>
              {hasCards ? (
                <Link to={paths.addFunds} className={`${actionClass} bg-white text-brand-800 hover:bg-brand-50`}>
                  {walletTexts.addFunds}
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={() => setDialog('add')}
                  className={`${actionClass} bg-white text-brand-800 hover:bg-brand-50`}
                >
                  {walletTexts.addCard}
                </button>
              )}
              {hasCards && (
                <button
                  type="button"
                  onClick={() => setDialog('manage')}
                  className={`${actionClass} border border-white text-white hover:bg-white/10`}
                >
                  {walletTexts.manageCards}
                </button>
              )}
            </>
          )
        }
      />
      {balance.isError && (
        <LoadFailure message="The balance could not be loaded." onRetry={() => void balance.refetch()} />
      )}
      {cards.isError && (
        <LoadFailure message={`${walletMessages.fetchCardsFailed}.`} onRetry={() => void cards.refetch()} />
      )}
      <TransactionHistory page={page} onPageChange={goToPage} />
      <div className="grid gap-6">
        <SpendControlsForm />
        <ReturnOnSpend />
      </div>

      <AddCardDialog
        isOpen={dialog === 'add'}
        onClose={() => setDialog('none')}
        onAdded={() => {
          setDialog('none');
          notify.success(walletMessages.cardAdded);
        }}
      />
      <ManageCardsDialog isOpen={dialog === 'manage'} onClose={() => setDialog('none')} />
    </section>
  );
}
