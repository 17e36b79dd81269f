import { type TTransaction, walletTexts } from '@homebid/contracts/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walletHistoryQueryOptions } from '../api/get-wallet';
import { TransactionHistory } from './transaction-history';

const transaction = (id: number, overrides: Partial<TTransaction> = {}): TTransaction => ({
  id,
  payment_type: 'debit',
  category: 'Lead Contact Purchase',
  label_history: `Lead ${id}`,
  card: null,
  amount: 12.5,
  balance_after: 100,
  project_id: id,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The page's answer is in the cache already: the component shows it without a request. */
function renderHistory(page: number, transactions: TTransaction[], totalEntries: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(walletHistoryQueryOptions(page).queryKey, { amount: 100, transactions, totalEntries });
  const onPageChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TransactionHistory page={page} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
  return { onPageChange };
}

describe('TransactionHistory (spec §2, §9)', () => {
  it("says 'No transactions to show' and shows no pager when empty", () => {
    renderHistory(1, [], 0);
    expect(screen.getByText(walletTexts.noTransactions)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows debit as 'Used' and credit as 'Added', dollars with 2 decimals, no pager for one page", () => {
    renderHistory(
      1,
      [transaction(1), transaction(2, { payment_type: 'credit', amount: 50, label_history: 'Wallet Top-up' })],
      2,
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText(walletTexts.used)).toBeTruthy();
    expect(rows[0].textContent).toContain('$12.50');
    expect(within(rows[1]).getByText(walletTexts.added)).toBeTruthy();
    expect(rows[1].textContent).toContain('$50.00');
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it("shows 'Page X of Y' with Previous disabled on the first page, and asks for the next", async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => transaction(i + 1));
    const { onPageChange } = renderHistory(1, ten, 11);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: walletTexts.previous }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: walletTexts.next }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', () => {
    renderHistory(2, [transaction(11)], 11);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: walletTexts.next }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: walletTexts.previous }) as HTMLButtonElement).disabled).toBe(false);
  });
});
