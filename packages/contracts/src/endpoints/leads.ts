// Paying a lead by card (spec 'portal-projects-leads-money.md' §2 Lead payment, §7).
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZConfirmLeadPayment,
  ZConfirmLeadPaymentRequest,
  ZInitiateLeadPayment,
  ZInitiateLeadPaymentRequest,
  ZLeadPaymentDetail,
  ZLeadPaymentDetailQuery,
} from '../lead-payments';

const tag = 'lead-payments';

export const getLeadPaymentDetails = endpoint({
  method: 'GET',
  path: '/providers/get_provider_card_details',
  auth: 'provider',
  tag,
  summary: 'The lead payment page: whether the lead can be bought, its price, the project and the saved cards',
  query: ZLeadPaymentDetailQuery,
  answers: { 200: envelopeOf(ZLeadPaymentDetail) },
});

export const initiateLeadPayment = endpoint({
  method: 'POST',
  path: '/initiate-elapsed-payment',
  auth: 'provider',
  tag,
  summary: 'Start paying a lead by card: a payment intent for the lead’s price (nothing is charged yet)',
  body: ZInitiateLeadPaymentRequest,
  answers: { 200: envelopeOf(ZInitiateLeadPayment) },
});

export const confirmLeadPayment = endpoint({
  method: 'POST',
  path: '/confirm-elapsed-payment',
  auth: 'provider',
  tag,
  summary:
    'Charge the card for an initiated lead payment and record the lead purchase (once per intent; a lead taken meanwhile is refunded)',
  body: ZConfirmLeadPaymentRequest,
  answers: { 200: envelopeOf(ZConfirmLeadPayment) },
});
