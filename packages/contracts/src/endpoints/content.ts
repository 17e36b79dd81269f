// Static help content (the Support and FAQ pages).
import { ZFaqList } from '../content';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';

export const listFaqs = endpoint({
  method: 'GET',
  path: '/faqs',
  auth: 'public',
  tag: 'content',
  summary: 'Frequently asked questions shown on the Support and FAQ pages',
  answers: { 200: envelopeOf(ZFaqList) },
});
