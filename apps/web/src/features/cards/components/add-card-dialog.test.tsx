import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { walletMessages } from '@homebid/contracts/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDOMWindow } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { AddCardDialog } from './add-card-dialog';

// The dialog against a real HTTP server on 127.0.0.1 that answers like the API's sandbox (CONTRACT
// §6a): the card goes to /api/payments/sandbox/payment_methods, its pm_… id to add_card_to_stripe.

interface Received {
  url: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}
let server: Server;
let received: Received[] = [];

const card = {
  id: 'pm_test_4242',
  brand: 'visa',
  card_icon: 'visa',
  last4_digit: '4242',
  exp_month: 12,
  exp_year: 2030,
  created_at: '2026-11-22T10:00:00.000Z',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ url: request.url ?? '', body: text ? JSON.parse(text) : undefined, headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/api/payments/sandbox/payment_methods') {
        response.end(
          JSON.stringify({
            data: { id: 'pm_test_4242', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
          }),
        );
      } else if (request.url === '/api/v2/providers/add_card_to_stripe') {
        response.end(JSON.stringify({ code: 200, message: walletMessages.cardAdded, data: { card } }));
      } else {
        response.end(JSON.stringify({ code: 200, message: 'OK', data: { stripe_card_details: [card] } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as HappyDOMWindow).happyDOM.setURL(`${origin}/wallet-history`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

function renderDialog(props: { requireCompleteToSubmit?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(paymentsConfigQueryOptions().queryKey, { provider: 'sandbox', publishable_key: null });
  const onAdded = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <AddCardDialog isOpen onClose={() => {}} onAdded={onAdded} submitLabel="Save card" {...props} />
    </QueryClientProvider>,
  );
  return { onAdded };
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('AddCardDialog with the sandbox processor (spec §5)', () => {
  it('asks for the cardholder name, then letters and spaces only, and posts nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(alerts()).toContain(walletMessages.cardholderNameEmpty);
    await user.type(screen.getByLabelText('Cardholder name'), 'R2-D2');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(alerts()).toContain(walletMessages.cardholderNameInvalid);
    expect(received).toEqual([]);
  });

  it('says the card is incomplete under each missing field', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Cardholder name'), 'Riley Pro');
    await user.type(screen.getByLabelText('Card number'), '4242 4242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(alerts().filter((text) => text === walletMessages.cardIncomplete)).toHaveLength(3);
    expect(received).toEqual([]);
  });

  it('become-pro: the submit button waits until the card is complete and a name is given', async () => {
    const user = userEvent.setup();
    renderDialog({ requireCompleteToSubmit: true });
    const submit = screen.getByRole('button', { name: 'Save card' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Cardholder name'), 'Riley Pro');
    expect(submit.disabled).toBe(false);
  });

  it('posts the card to the sandbox, then its pm_ id to add_card_to_stripe, and hands back the saved card', async () => {
    const user = userEvent.setup();
    const { onAdded } = renderDialog();
    await user.type(screen.getByLabelText('Cardholder name'), 'Riley Pro');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    // Two requests, each answer checked against its contract (the schemas load on first use): a
    // busy machine may take seconds.
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(card), { timeout: 15_000 });
    expect(received[0]).toMatchObject({
      url: '/api/payments/sandbox/payment_methods',
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Riley Pro' },
    });
    expect(received[1]).toMatchObject({
      url: '/api/v2/providers/add_card_to_stripe',
      body: { payment_method: 'pm_test_4242' },
    });
  });
});
