import type { TCard } from '@homebid/contracts/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardsQueryOptions } from '../api/get-cards';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { cardAccessibleName } from './card-label';
import { CardPaymentPanel, useCardPayment } from './card-payment-panel';

const card = (id: string, last4: string): TCard => ({
  id,
  brand: 'visa',
  card_icon: 'visa',
  last4_digit: last4,
  exp_month: 12,
  exp_year: 2030,
  created_at: '2026-11-22T10:00:00.000Z',
});
const first = card('pm_1', '4242');
const second = card('pm_2', '1881');

function Screen({ onPay, onChange }: { onPay: (cardId: string | null) => void; onChange: () => void }) {
  const payment = useCardPayment();
  return (
    <CardPaymentPanel payment={payment} onChange={onChange} addCardLabel="+ Add new card" error="Card declined">
      <button type="button" onClick={() => onPay(payment.cardId)}>
        Pay
      </button>
    </CardPaymentPanel>
  );
}

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(cardsQueryOptions().queryKey, [first, second]);
  client.setQueryData(paymentsConfigQueryOptions().queryKey, { provider: 'sandbox', publishable_key: null });
  const onPay = vi.fn();
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Screen onPay={onPay} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onPay, onChange };
}

describe('CardPaymentPanel', () => {
  it('pays with the first saved card by default, or the one chosen, and says why the last attempt failed', async () => {
    const user = userEvent.setup();
    const { onPay, onChange } = renderScreen();
    expect((screen.getByRole('radio', { name: cardAccessibleName(first) }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith('pm_1');

    await user.click(screen.getByRole('radio', { name: cardAccessibleName(second) }));
    expect(onChange).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith('pm_2');
  });

  it("'+ Add new card' opens the add-card dialog", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: '+ Add new card' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
