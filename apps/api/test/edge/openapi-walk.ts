// What the edge tests share: the OpenAPI shapes they read, bodies filled from a schema, and the
// checks that an answer is a 4xx in a person's words (never a 500, never zod's own texts).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectErrorEnvelope } from '../helpers/expect-envelope';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maximum?: number;
}
export interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export const schemaTypes = (schema: JsonSchema): string[] => {
  if (schema.anyOf || schema.oneOf) return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(schemaTypes);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
};
/**
 * An id field: an integer capped at PostgreSQL's integer (the contract's ZId), or any number named
 * like an id (`id`, `user_id`, `referral_ids`), so an id a later schema forgets to cap is tried too.
 */
export const isIdSchema = (schema: JsonSchema, name = '') => {
  const types = schemaTypes(schema);
  if (types.includes('integer') && schema.maximum === 2147483647) return true;
  return /(?:^|_)ids?$/.test(name) && (types.includes('integer') || types.includes('number'));
};

/**
 * A body shaped like the schema: every string `text`, every id `id`, other numbers `number` (1 unless
 * given), booleans true.
 */
export function fill(
  schema: JsonSchema | undefined,
  text: unknown,
  id: unknown,
  number: unknown = 1,
  name = '',
  depth = 0,
): unknown {
  if (!schema || depth > 8) return text;
  const types = schemaTypes(schema);
  if (schema.properties || types.includes('object')) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? { name: {} }).map(([key, value]) => [
        key,
        fill(value, text, id, number, key, depth + 1),
      ]),
    );
  }
  if (types.includes('array')) return [fill(schema.items, text, id, number, name, depth + 1)];
  if (isIdSchema(schema, name)) return id;
  if (types.includes('integer') || types.includes('number')) return number;
  if (types.includes('boolean')) return true;
  return text;
}

/** zod's own texts, which must never reach a person. */
export const ZOD_TEXT =
  /Invalid input|Invalid option|Invalid string|Invalid (?:email|url|uuid)|Too (?:small|big)|expected .*received|must match pattern|Unrecognized key|NaN|undefined|\bnull\b/i;

/** Never a 500 (a web page or a file answers in its own way, not with the JSON envelope). */
export function expectNoServerError(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
}

export function expectPersonsWords(response: LightMyRequestResponse, what: string) {
  expectNoServerError(response, what);
  expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = expectErrorEnvelope(response, response.statusCode);
  for (const message of body.errors) {
    expect(message, `${what}: zod's text reached the answer`).not.toMatch(ZOD_TEXT);
    // Words for a person: a sentence starting with a capital, no field names like user_id.
    expect(message, what).toMatch(/^[A-Z]/);
    expect(message, what).not.toMatch(/\w_\w|[{}[\]]/);
  }
  return body;
}
