// Billing history and receipts: the provider's card charges and refunds, read from the money records.

import { ZBillingPage, ZBillingParams, ZBillingQuery, ZBillingReceipt } from '../billing';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';

export const listBilling = endpoint({
  method: 'GET',
  path: '/billing',
  auth: 'provider',
  tag: 'billing',
  summary:
    'The provider’s card charges (top-ups, leads paid by card, Pro+) and refunds, newest first, a page at a time',
  query: ZBillingQuery,
  answers: { 200: envelopeOf(ZBillingPage) },
});

export const getBillingReceipt = endpoint({
  method: 'GET',
  path: '/billing/:id',
  auth: 'provider',
  tag: 'billing',
  summary: 'One charge or refund of the provider, with what its receipt shows; another provider’s is a 404',
  params: ZBillingParams,
  answers: { 200: envelopeOf(ZBillingReceipt) },
});
