// Reference data for the registration and profile forms (spec 'portal-access-profile-chat-works.md'
// §7): the service catalogue, where a provider heard of us, and US cities by zip code or name.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZCity, ZLocationSearchQuery, ZQuestionList, ZQuestionListQuery, ZReferral, ZServiceType } from '../reference';

const tag = 'reference';

/**
 * The catalogue and the referral list carry an ETag and `cache-control: no-cache`: a request whose
 * If-None-Match names the current tag answers 304 without a body.
 */
const ZNotModified = z.null().describe('Not modified: the ETag sent in If-None-Match is current');

export const listServiceTypes = endpoint({
  method: 'GET',
  path: '/service_list',
  auth: 'public',
  tag,
  summary: 'Service types with their sub-types',
  answers: { 200: envelopeOf(z.array(ZServiceType)), 304: ZNotModified },
});

export const listReferrals = endpoint({
  method: 'GET',
  path: '/referral_list',
  auth: 'public',
  tag,
  summary: 'Where a provider heard of us',
  answers: { 200: envelopeOf(z.array(ZReferral)), 304: ZNotModified },
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

export const listQuestions = endpoint({
  method: 'GET',
  path: '/question_list',
  auth: 'public',
  tag,
  summary: 'The questions a customer answers when posting a project of one sub-type (its own, then the common ones)',
  query: ZQuestionListQuery,
  answers: { 200: envelopeOf(ZQuestionList), 304: ZNotModified },
});
