import { formatDollars, walletTexts } from '@homebid/contracts/wallet';
import type { ReactNode } from 'react';

/** 'Current Balance' with the amount, and the page's buttons beside it. */
export function BalanceCard({ amount, actions }: { amount: number | undefined; actions?: ReactNode }) {
  return (
    <section
      aria-labelledby="balance-title"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:flex-row sm:items-end sm:justify-between"
    >
      <div>
        <h2 id="balance-title" className="text-sm font-semibold uppercase tracking-wide text-white/80">
          {walletTexts.currentBalance}
        </h2>
        {amount === undefined ? (
          <div
            role="status"
            aria-label="Loading the balance"
            className="mt-2 h-10 w-40 animate-pulse rounded bg-white/30"
          />
        ) : (
          <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="wallet-balance">
            {formatDollars(amount)}
          </p>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </section>
  );
}
