import { quoteMessages, quoteTexts, type TQuote } from '@homebid/contracts/quotes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatScreenTexts as t } from '../texts';
import { QuoteCard } from './quote-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const quote = (extra: Partial<TQuote> = {}): TQuote => ({
  id: 40,
  message_id: 90,
  project_id: 7,
  provider_id: 3,
  line_items: [
    { description: 'Shingles', quantity: 3, unit_price: 12.5, amount: 37.5 },
    { description: 'Labour', quantity: 1, unit_price: 1000, amount: 1000 },
  ],
  total: 1037.5,
  valid_until: '2026-12-31',
  status: 'pending',
  answered_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
  ...extra,
});

function renderCard(card: TQuote, side: 'customer' | 'provider') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteCard quote={card} side={side} proName="Pat's Roofing" />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: t.quoteLabel('$1,037.50', quoteTexts.statusLabels[card.status]) });
}

describe('QuoteCard', () => {
  it('shows the lines, the total, the date and the status; the pro gets no answer buttons', () => {
    const card = renderCard(quote(), 'provider');
    const lines = within(card).getByRole('list', { name: t.quoteLines }).querySelectorAll('li');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain('3 × $12.50');
    expect(lines[0]?.textContent).toContain('$37.50');
    expect(card.textContent).toContain('$1,037.50');
    expect(card.textContent).toContain('Valid until Dec 31, 2026');
    expect(within(card).getByText(quoteTexts.statusLabels.pending)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: quoteTexts.accept })).toBeNull();
  });

  it('the customer accepts after a confirmation naming the pro and the total', async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            code: 200,
            message: quoteMessages.accepted,
            data: { quote: quote({ status: 'accepted', answered_at: '2026-11-23T09:00:00.000Z' }) },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const card = renderCard(quote(), 'customer');
    expect(within(card).getByRole('button', { name: quoteTexts.decline })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: quoteTexts.accept }));
    const confirm = screen.getByRole('dialog', { name: t.acceptTitle });
    expect(confirm.textContent).toContain(t.acceptMessage("Pat's Roofing", '$1,037.50'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: t.acceptConfirm }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/v2\/customers\/quotes\/40\/accept$/);
    expect(init.method).toBe('POST');
  });

  it('an answered or expired quote offers no answer', () => {
    const card = renderCard(quote({ status: 'accepted', answered_at: '2026-11-23T09:00:00.000Z' }), 'customer');
    expect(card.textContent).toContain('Accepted on Nov 23, 2026');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
