// The lead: its purchase from the wallet or by card, Purchased Leads and refunds (spec
// 'portal-projects-leads-money.md' §2 Lead payment, §7). Money-moving calls honour an `Idempotency-Key`
// header, as the wallet's do.
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZLeadPipelineAnswer, ZLeadPipelineUpdate, ZPurchasedLeadsQuery } from '../lead-pipeline';
import {
  ZConfirmLeadPayment,
  ZConfirmLeadPaymentRequest,
  ZInitiateLeadPayment,
  ZInitiateLeadPaymentRequest,
  ZLeadDebitAnswer,
  ZLeadIdParam,
  ZLeadPaymentDetail,
  ZLeadPaymentDetailQuery,
  ZLeadPurchasedAnswer,
  ZLeadPurchasedRequest,
  ZProjectIdParam,
  ZRefundAnswer,
  ZRefundRequestBody,
  ZWalletHistoryRef,
  ZWalletUpdateRequest,
} from '../leads';
import { ZPurchasedLeadList } from '../purchased-leads';

export const updateWallet = endpoint({
  method: 'POST',
  path: '/v2/providers/wallets/update',
  auth: 'provider',
  tag: 'leads',
  summary:
    'Buy a lead from the wallet: debit ‘Lead Contact Purchase’ and unlock the lead in one transaction (Idempotency-Key)',
  body: ZWalletUpdateRequest,
  answers: { 200: envelopeOf(ZLeadDebitAnswer) },
});

export const getWalletHistoryForProject = endpoint({
  method: 'GET',
  path: '/v2/providers/wallet_histories/:project_id',
  auth: 'provider',
  tag: 'leads',
  summary: 'The ledger line of the provider’s wallet purchase of this project’s lead',
  params: ZProjectIdParam,
  answers: { 200: envelopeOf(ZWalletHistoryRef) },
});

export const markLeadPurchased = endpoint({
  method: 'POST',
  path: '/v2/providers/projects/:id/lead_purchased',
  auth: 'provider',
  tag: 'leads',
  summary:
    'Mark the lead purchased: confirms the debit named by wallet_history_id, or without it debits the wallet (Idempotency-Key)',
  params: ZLeadIdParam,
  body: ZLeadPurchasedRequest,
  answers: { 200: envelopeOf(ZLeadPurchasedAnswer) },
});

export const listPurchasedLeads = endpoint({
  method: 'GET',
  path: '/v2/providers/purchased_lead_projects',
  auth: 'provider',
  tag: 'leads',
  summary:
    'Purchased Leads: the projects whose lead the provider bought, newest purchase first, with the customer and the provider’s pipeline (filter by status)',
  query: ZPurchasedLeadsQuery,
  answers: { 200: envelopeOf(ZPurchasedLeadList) },
});

export const updateLeadPipeline = endpoint({
  method: 'PATCH',
  path: '/v2/providers/purchased_lead_projects/:project_id/pipeline',
  auth: 'provider',
  tag: 'leads',
  summary: 'Set the provider’s own status, private notes or follow-up date on a lead it bought',
  params: ZProjectIdParam,
  body: ZLeadPipelineUpdate,
  answers: { 200: envelopeOf(ZLeadPipelineAnswer) },
});

export const requestRefund = endpoint({
  method: 'POST',
  path: '/v2/providers/refunds',
  auth: 'provider',
  tag: 'leads',
  summary:
    'Ask for a lead’s refund with a reason: approved at once when an automatic rule applies (credited to the wallet), otherwise pending for an operator',
  body: ZRefundRequestBody,
  answers: { 200: envelopeOf(ZRefundAnswer) },
});

// Paying a lead by card (spec §2 Lead payment /lead-payment/{id}/{project_id}).

export const getLeadPaymentDetails = endpoint({
  method: 'GET',
  path: '/providers/get_provider_card_details',
  auth: 'provider',
  tag: 'lead-payments',
  summary: 'The lead payment page: whether the lead can be bought, its price, the project and the saved cards',
  query: ZLeadPaymentDetailQuery,
  answers: { 200: envelopeOf(ZLeadPaymentDetail) },
});

export const initiateLeadPayment = endpoint({
  method: 'POST',
  path: '/initiate-elapsed-payment',
  auth: 'provider',
  tag: 'lead-payments',
  summary: 'Start paying a lead by card: a payment intent for the lead’s price (nothing is charged yet)',
  body: ZInitiateLeadPaymentRequest,
  answers: { 200: envelopeOf(ZInitiateLeadPayment) },
});

export const confirmLeadPayment = endpoint({
  method: 'POST',
  path: '/confirm-elapsed-payment',
  auth: 'provider',
  tag: 'lead-payments',
  summary:
    'Charge the card for an initiated lead payment and record the lead purchase (once per intent; a lead taken meanwhile is refunded)',
  body: ZConfirmLeadPaymentRequest,
  answers: { 200: envelopeOf(ZConfirmLeadPayment) },
});
