import { chatTexts } from '@homebid/contracts/chat';
import { quoteMessages, quoteTexts } from '@homebid/contracts/quotes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatScreenTexts as t } from '../texts';
import { localDate } from '../utils/quote-format';
import { SendQuoteDialog } from './send-quote-dialog';

// The server is faked at its protocol (fetch): what the dialog sends, and what it shows of the answer.

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentMessage = {
  message_id: 90,
  project_id: 7,
  provider_id: 3,
  message_by: 'provider',
  message_type: 'quote',
  message_text: '',
  message_time: '2026-11-22T10:00:00.000Z',
  thumb_image_url: null,
  original_file_url: null,
  delivered_at: null,
  read_at: null,
  quote: {
    id: 40,
    message_id: 90,
    project_id: 7,
    provider_id: 3,
    line_items: [{ description: 'Shingles', quantity: 3, unit_price: 12.5, amount: 37.5 }],
    total: 37.5,
    valid_until: '2026-12-31',
    status: 'pending',
    answered_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
  },
};

function renderDialog() {
  const onSent = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SendQuoteDialog isOpen projectId={7} providerId={3} onSent={onSent} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: quoteTexts.sendQuote });
  return { dialog, onSent, onClose };
}

describe('SendQuoteDialog', () => {
  it('adds and removes lines, and keeps a running total', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const first = within(dialog).getByRole('group', { name: t.lineItem(1) });
    await user.type(within(first).getByLabelText(t.description), 'Shingles');
    await user.clear(within(first).getByLabelText(t.quantity));
    await user.type(within(first).getByLabelText(t.quantity), '3');
    await user.type(within(first).getByLabelText(t.unitPrice), '12.50');
    expect(within(dialog).getByText(`${quoteTexts.total}: $37.50`)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: t.addLine }));
    const second = within(dialog).getByRole('group', { name: t.lineItem(2) });
    expect(document.activeElement).toBe(within(second).getByLabelText(t.description));
    await user.type(within(second).getByLabelText(t.unitPrice), '100');
    expect(within(dialog).getByText(`${quoteTexts.total}: $137.50`)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: t.removeLine(1) }));
    expect(within(dialog).queryByRole('group', { name: t.lineItem(2) })).toBeNull();
    expect(within(dialog).getByText(`${quoteTexts.total}: $100.00`)).toBeTruthy();
    // The last line cannot be removed.
    expect(within(dialog).queryByRole('button', { name: t.removeLine(1) })).toBeNull();
  });

  it('checks with the contract before sending: each field shows its problem, nothing is sent', async () => {
    const fetchMock = answerWith(200, {});
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const line = within(dialog).getByRole('group', { name: t.lineItem(1) });
    await user.clear(within(line).getByLabelText(t.quantity));
    await user.type(within(line).getByLabelText(t.quantity), '0');
    await user.type(within(line).getByLabelText(t.unitPrice), '25.005');
    fireEvent.change(within(dialog).getByLabelText(quoteTexts.validUntil), { target: { value: localDate(-1) } });
    await user.click(within(dialog).getByRole('button', { name: quoteTexts.sendQuote }));

    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        quoteMessages.descriptionEmpty,
        quoteMessages.quantityInvalid,
        'Enter the amount in dollars and cents, with at most two decimals (like 25.50).',
        quoteMessages.validUntilRange,
      ]),
    );
    expect(within(line).getByLabelText(t.description).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lines and the date (never a total), then closes', async () => {
    const fetchMock = answerWith(200, {
      code: 200,
      message: quoteMessages.sent,
      data: { sensitive_info: false, message: quoteMessages.sent, chat: sentMessage },
    });
    const user = userEvent.setup();
    const { dialog, onSent, onClose } = renderDialog();
    const line = within(dialog).getByRole('group', { name: t.lineItem(1) });
    await user.type(within(line).getByLabelText(t.description), '  Shingles ');
    await user.clear(within(line).getByLabelText(t.quantity));
    await user.type(within(line).getByLabelText(t.quantity), '3');
    await user.type(within(line).getByLabelText(t.unitPrice), '12.5');
    await user.click(within(dialog).getByRole('button', { name: quoteTexts.sendQuote }));

    // The first call loads the contract that checks answers in tests: allow for a busy machine.
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled(), { timeout: 15_000 });
    expect(onClose).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/v2\/providers\/projects\/7\/quotes$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      line_items: [{ description: '  Shingles ', quantity: 3, unit_price: 12.5 }],
      valid_until: localDate(30),
    });
  });

  it('keeps the lines and shows the Communication Policy when the server finds contact details', async () => {
    answerWith(200, {
      code: 200,
      message: chatTexts.communicationPolicy,
      data: { sensitive_info: true, message: chatTexts.communicationPolicy, chat: null },
    });
    const user = userEvent.setup();
    const { dialog, onSent } = renderDialog();
    const line = within(dialog).getByRole('group', { name: t.lineItem(1) });
    await user.type(within(line).getByLabelText(t.description), 'Call 212 555 0187');
    await user.type(within(line).getByLabelText(t.unitPrice), '50');
    await user.click(within(dialog).getByRole('button', { name: quoteTexts.sendQuote }));

    expect((await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).textContent).toBe(
      chatTexts.communicationPolicy,
    );
    expect((within(line).getByLabelText(t.description) as HTMLInputElement).value).toBe('Call 212 555 0187');
    expect(onSent).not.toHaveBeenCalled();
  });
});
