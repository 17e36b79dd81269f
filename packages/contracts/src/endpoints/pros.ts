// A pro's public profile: what customers see before and after they hire.
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZProviderIdParams, ZPublicProProfile } from '../pros';

export const getPublicProProfile = endpoint({
  method: 'GET',
  path: '/v2/pros/:providerId',
  auth: 'public',
  tag: 'pros',
  summary:
    'A pro’s public profile: company, services, areas, rating, reviews and portfolio (404 for an unknown or unfinished pro)',
  params: ZProviderIdParams,
  answers: { 200: envelopeOf(ZPublicProProfile) },
});
