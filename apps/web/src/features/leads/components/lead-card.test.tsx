import { leadMessages, leadTexts, type TLeadCard } from '@homebid/contracts/leads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { walletAmountQueryOptions } from '../api/get-wallet-amount';
import { LeadCard } from './lead-card';

const lead = (overrides: Partial<TLeadCard> = {}): TLeadCard => ({
  price: 25,
  discount: 0,
  discounted_price: 25,
  explanation: '$25.00 for Roof Repair leads',
  is_purchased: false,
  can_purchase: true,
  unavailable_reason: null,
  unlock_count: 1,
  unlock_cap: 4,
  posted_at: '2026-11-22T08:00:00.000Z',
  age_seconds: 3 * 3600,
  phone_verified: true,
  purchased_at: null,
  wallet_history_id: null,
  refund_status: null,
  refund_rule: null,
  outcome: null,
  ...overrides,
});

/** The card on a page of a memory router, the wallet amount already known (no request is made). */
function renderCard(card: TLeadCard, walletAmount = 100) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(walletAmountQueryOptions().queryKey, walletAmount);
  const router = createMemoryRouter(
    [
      { path: '/project-detail/:id/:from', element: <LeadCard projectId={7} lead={card} onChanged={() => {}} /> },
      { path: '/wallet-history', element: <h1>Wallet page</h1> },
    ],
    { initialEntries: ['/project-detail/7/projects'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('LeadCard (spec §2, §4, §5)', () => {
  it('shows the price, how it was computed, unlocks of the cap, the age and the verified phone', () => {
    renderCard(
      lead({ discount: 20, discounted_price: 20, explanation: '$25.00 for Roof Repair leads, Pro+ discount 20%' }),
    );
    expect(screen.getByTestId('lead-price').textContent).toBe('$20.00');
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByText('$25.00 for Roof Repair leads, Pro+ discount 20%')).toBeTruthy();
    expect(screen.getByText(leadTexts.unlocks(1, 4))).toBeTruthy();
    expect(screen.getByText('3 h old')).toBeTruthy();
    expect(screen.getByText(leadTexts.phoneVerified)).toBeTruthy();
  });

  it("sends a provider whose wallet is short to /wallet-history ('Insufficient funds')", async () => {
    const user = userEvent.setup();
    const router = renderCard(lead(), 24.99);
    await user.click(screen.getByRole('button', { name: /^Buy lead/ }));
    expect(router.state.location.pathname).toBe('/wallet-history');
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeTruthy();
  });

  it('blocks buying a refunded lead again with the spec’s words', async () => {
    const user = userEvent.setup();
    renderCard(lead({ refund_status: 'refunded' }));
    await user.click(screen.getByRole('button', { name: /^Buy lead/ }));
    expect(await screen.findByText(leadMessages.alreadyRefunded)).toBeTruthy();
  });

  it('offers a refund on a bought lead', () => {
    renderCard(lead({ is_purchased: true, wallet_history_id: 3 }));
    expect(screen.getByRole('button', { name: leadTexts.requestRefund })).toBeTruthy();
  });

  it('hides the refund link when the discount is 100', () => {
    renderCard(lead({ is_purchased: true, discount: 100, discounted_price: 0 }));
    expect(screen.queryByRole('button', { name: leadTexts.requestRefund })).toBeNull();
  });

  it('shows the Refund Requested badge instead of the link once asked', () => {
    renderCard(lead({ is_purchased: true, wallet_history_id: 3, refund_status: 'refund_applied' }));
    expect(screen.getByText(leadTexts.refundRequested)).toBeTruthy();
    expect(screen.queryByRole('button', { name: leadTexts.requestRefund })).toBeNull();
  });
});
