// Saved searches with alerts: the signed-in provider's own searches.
import { z } from 'zod';
import { ZIdParam } from '../common';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZSavedSearchAnswer,
  ZSavedSearchCreate,
  ZSavedSearchDeleted,
  ZSavedSearchList,
  ZSavedSearchUpdate,
} from '../saved-searches';

const ZIdParams = z.object({ id: ZIdParam });
const tag = 'saved-searches';

export const listSavedSearches = endpoint({
  method: 'GET',
  path: '/saved_searches',
  auth: 'provider',
  tag,
  summary: "The caller's saved searches, newest first",
  answers: { 200: envelopeOf(ZSavedSearchList) },
});

export const createSavedSearch = endpoint({
  method: 'POST',
  path: '/saved_searches',
  auth: 'provider',
  tag,
  summary: 'Save the Available Projects filters with alert channels',
  body: ZSavedSearchCreate,
  answers: { 200: envelopeOf(ZSavedSearchAnswer) },
});

export const updateSavedSearch = endpoint({
  method: 'PATCH',
  path: '/saved_searches/:id',
  auth: 'provider',
  tag,
  summary: 'Rename a saved search or change its channels',
  params: ZIdParams,
  body: ZSavedSearchUpdate,
  answers: { 200: envelopeOf(ZSavedSearchAnswer) },
});

export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: '/saved_searches/:id',
  auth: 'provider',
  tag,
  summary: 'Delete a saved search',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZSavedSearchDeleted) },
});
