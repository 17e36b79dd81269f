// Spend control and return on spend on the wallet page: caps on lead purchases, and what the leads bought earned.
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZReturnOnSpend, ZReturnOnSpendQuery, ZSpendControls, ZSpendControlsRequest } from '../spend-control';

const tag = 'spend-control';

export const getSpendControls = endpoint({
  method: 'GET',
  path: '/v2/providers/spend_controls',
  auth: 'provider',
  tag,
  summary: 'The provider’s daily and weekly spending caps and per-lead maximum, and what counts against them now',
  answers: { 200: envelopeOf(ZSpendControls) },
});

export const saveSpendControls = endpoint({
  method: 'PUT',
  path: '/v2/providers/spend_controls',
  auth: 'provider',
  tag,
  summary: 'Set or remove the caps (dollars; null or empty removes one, an absent field keeps it)',
  body: ZSpendControlsRequest,
  answers: { 200: envelopeOf(ZSpendControls) },
});

export const getReturnOnSpend = endpoint({
  method: 'GET',
  path: '/v2/providers/return_on_spend',
  auth: 'provider',
  tag,
  summary: 'Per month: leads bought, spent on leads, hires won and cost per hire, from the ledger',
  query: ZReturnOnSpendQuery,
  answers: { 200: envelopeOf(ZReturnOnSpend) },
});
