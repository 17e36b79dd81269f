// Saved sandbox cards for the tests of card payments (Pro+, leads by card), made through the API as the web app does
// (CONTRACT §6a: the card becomes a payment method, then it is saved on the provider's account).
import { expect } from 'vitest';
import type { App } from '../../helpers/build-test-app';
import type { SessionHeaders } from '../../helpers/users';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A sandbox payment method (pm_…) for `number`, not saved on any account. */
export async function paymentMethod(app: App, headers: SessionHeaders, number: string = CARDS.ok): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/payment_methods',
    headers,
    payload: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', name: 'Pat Provider' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/** Saves a card on the signed-in provider's account; answers its payment method id (pm_…). */
export async function saveCard(app: App, headers: SessionHeaders, number: string = CARDS.ok): Promise<string> {
  const pm = await paymentMethod(app, headers, number);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/providers/add_card_to_stripe',
    headers,
    payload: { payment_method: pm },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pm;
}
