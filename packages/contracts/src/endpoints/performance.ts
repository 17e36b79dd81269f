// Performance: what the money spent on leads earns, per month and per service.
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZPerformance, ZPerformanceQuery } from '../performance';

export const getPerformance = endpoint({
  method: 'GET',
  path: '/performance',
  auth: 'provider',
  tag: 'performance',
  summary:
    'Per month and per service: leads bought, spend, cost per lead, response time, bids, hires, win rate, revenue won and return on spend',
  query: ZPerformanceQuery,
  answers: { 200: envelopeOf(ZPerformance) },
});
