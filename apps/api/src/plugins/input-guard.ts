import { fieldMessages } from '@homebid/contracts/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../lib/errors';

const NUL = '\u0000';
/** Deeper than any request schema of ours: what lies deeper is never read, so it is not walked. */
const MAX_DEPTH = 32;

/** True when a string, key or nested value holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL) || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/** The parts of a request a route reads, besides files: its path, query string, JSON body and session headers. */
function requestParts(request: FastifyRequest): unknown[] {
  const { headers } = request;
  return [request.params, request.query, request.body, headers['access-token'], headers.client, headers.uid];
}

/**
 * PostgreSQL's text cannot hold a NUL character (\u0000): such a string would fail in the database
 * and answer 500. Every request is checked before validation, on every route (this plugin is not
 * encapsulated), and refused with a 422 in a person's words.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (requestParts(request).some((part) => holdsNul(part))) throw invalid(fieldMessages.nulCharacter);
    });
  },
  { name: 'input-guard' },
);
