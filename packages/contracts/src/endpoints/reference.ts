// Reference data for the registration and profile forms (spec 'portal-access-profile-chat-works.md'
// §7): the service catalogue, where a provider heard of us, and US cities by zip code or name.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZCity, ZLocationSearchQuery, ZReferral, ZServiceType } from '../reference';

const tag = 'reference';

export const listServiceTypes = endpoint({
  method: 'GET',
  path: '/service_list',
  auth: 'public',
  tag,
  summary: 'Service types with their sub-types',
  answers: { 200: envelopeOf(z.array(ZServiceType)) },
});

export const listReferrals = endpoint({
  method: 'GET',
  path: '/referral_list',
  auth: 'public',
  tag,
  summary: 'Where a provider heard of us',
  answers: { 200: envelopeOf(z.array(ZReferral)) },
});

export const searchLocations = endpoint({
  method: 'GET',
  path: '/get_locations',
  auth: 'public',
  tag,
  summary: 'US cities by zip-code or city-name prefix',
  query: ZLocationSearchQuery,
  answers: { 200: envelopeOf(z.object({ city_list: z.array(ZCity) })) },
});
