import { billingTexts, type TBillingEntry, type TBillingPage } from '@homebid/contracts/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { billingPageQueryOptions } from '../api/list-billing';
import { BillingHistory } from './billing-history';

const entry = (id: string, overrides: Partial<TBillingEntry> = {}): TBillingEntry => ({
  id,
  kind: 'top_up',
  description: billingTexts.topUp,
  card_brand: 'visa',
  card_last4: '4242',
  amount: 50,
  status: 'paid',
  processor_reference: 'pi_123',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The page's answer is in the cache already: the component shows it without a request. */
function renderHistory(page: number, entries: TBillingEntry[], total: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  const answer: TBillingPage = {
    entries,
    pagination: { page, per_page: 20, total_entries: total, total_pages: Math.max(1, Math.ceil(total / 20)) },
  };
  client.setQueryData(billingPageQueryOptions(page).queryKey, answer);
  const onPageChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BillingHistory page={page} onPageChange={onPageChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onPageChange };
}

describe('BillingHistory', () => {
  it('says there is nothing yet, with no pager, when the history is empty', () => {
    renderHistory(1, [], 0);
    expect(screen.getByText(billingTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows each row’s description, card, amount (a refund negative), status and receipt link', () => {
    const refund = entry('refund-3', {
      kind: 'refund',
      description: billingTexts.refundOf(billingTexts.lead('Fix the roof')),
      amount: -25,
      status: 'refunded',
    });
    renderHistory(1, [refund, entry('charge-7')], 2);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('-$25.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Refund of Lead: Fix the roof')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('$50.00')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Paid')).toBeTruthy();
    const link = within(second as HTMLElement).getByRole('link', { name: 'Receipt for Top-up' });
    expect(link.getAttribute('href')).toBe('/billing/charge-7/receipt');
  });

  it('pages through a longer history', async () => {
    const { onPageChange } = renderHistory(
      1,
      Array.from({ length: 20 }, (_, i) => entry(`charge-${i + 1}`)),
      45,
    );
    expect(screen.getByText(billingTexts.pageOf(1, 3))).toBeTruthy();
    expect((screen.getByRole('button', { name: billingTexts.previous }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: billingTexts.next }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
