// The wallet: the card processor (CONTRACT §6a), saved cards, the balance and its ledger, top-ups (spec
// 'portal-projects-leads-money.md' §7). Money-moving calls honour an `Idempotency-Key` header: a
// retried request with the same key answers the first answer and moves no money twice.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZAddAmountRequest,
  ZAddCardAnswer,
  ZAddCardRequest,
  ZCardList,
  ZDestroyCardAnswer,
  ZDestroyCardRequest,
  ZPaymentsConfig,
  ZSandboxPaymentMethod,
  ZSandboxPaymentMethodRequest,
  ZWallet,
  ZWalletMoveAnswer,
  ZWalletPlans,
  ZWalletQuery,
} from '../wallet';

export const getPaymentsConfig = endpoint({
  method: 'GET',
  path: '/payments/config',
  auth: 'public',
  tag: 'payments',
  summary: 'Which card processor serves the card forms: the built-in sandbox or Stripe (with its publishable key)',
  answers: { 200: z.object({ data: ZPaymentsConfig }) },
});

export const createSandboxPaymentMethod = endpoint({
  method: 'POST',
  path: '/payments/sandbox/payment_methods',
  auth: 'provider',
  tag: 'payments',
  summary:
    'Sandbox processor only: turn a card into a payment method (pm_…), where Stripe.js would; the number is never stored',
  body: ZSandboxPaymentMethodRequest,
  answers: { 200: z.object({ data: ZSandboxPaymentMethod }) },
});

export const getWalletCards = endpoint({
  method: 'GET',
  path: '/providers/wallet_get_provider_card_details',
  auth: 'provider',
  tag: 'wallet',
  summary: 'The provider’s saved cards (brand, last four digits, expiry), newest first',
  answers: { 200: envelopeOf(ZCardList) },
});

export const addCard = endpoint({
  method: 'POST',
  path: '/v2/providers/add_card_to_stripe',
  auth: 'provider',
  tag: 'wallet',
  summary: 'Save a payment method (pm_… from Stripe.js or the sandbox) for later off-session use',
  body: ZAddCardRequest,
  answers: { 200: envelopeOf(ZAddCardAnswer) },
});

export const destroyCard = endpoint({
  method: 'DELETE',
  path: '/providers/destroy_provider_card',
  auth: 'provider',
  tag: 'wallet',
  summary: 'Remove one of the provider’s saved cards',
  body: ZDestroyCardRequest,
  answers: { 200: envelopeOf(ZDestroyCardAnswer) },
});

export const getWallet = endpoint({
  method: 'GET',
  path: '/v2/providers/wallets',
  auth: 'provider',
  tag: 'wallet',
  summary: 'The wallet balance; with page (and per_page, default 10) also that page of transactions, newest first',
  query: ZWalletQuery,
  answers: { 200: envelopeOf(ZWallet) },
});

export const listWalletPlans = endpoint({
  method: 'GET',
  path: '/v2/providers/wallet_plans',
  auth: 'provider',
  tag: 'wallet',
  summary: 'The top-up amounts offered on Add funds',
  answers: { 200: envelopeOf(ZWalletPlans) },
});

export const addAmountToWallet = endpoint({
  method: 'POST',
  path: '/v2/providers/add_amount_to_wallet',
  auth: 'provider',
  tag: 'wallet',
  summary: 'Top up the wallet: charge a saved card for a plan’s amount, then credit the wallet (Idempotency-Key)',
  body: ZAddAmountRequest,
  answers: { 200: envelopeOf(ZWalletMoveAnswer) },
});
