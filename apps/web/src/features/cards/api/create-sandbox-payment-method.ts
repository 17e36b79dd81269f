import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface SandboxCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/**
 * POST /payments/sandbox/payment_methods (CONTRACT §6a): where Stripe.js would create a payment
 * method, the sandbox takes the card and answers its pm_… id; only brand, last4 and expiry stay.
 */
export async function createSandboxPaymentMethod(card: SandboxCardInput) {
  return (await apiCall(endpoints.createSandboxPaymentMethod, { body: card })).data;
}
