import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat\s+\S+\s+\(|\bat\s+(?:file|node):|\.(?:ts|js|mjs):\d+:\d+/],
  ['a file path', /node_modules|\/work\/|apps\/api\/src/],
  ['SQL text', /\b(?:select|insert|update|delete)\b[\s\S]*\b(?:from|into|set|where)\b|\brelation\b|syntax error/i],
  ['an internal error code', /FST_ERR|ERR_[A-Z_]+|ECONN|\b(?:TypeError|ReferenceError)\b/],
  ['a stack property', /"stack"\s*:/],
];

/** Asserts the CONTRACT §3 failure envelope, and that it reveals nothing of the server's insides. */
export function expectErrorEnvelope(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
  expect(body.code).toBe(status);
  expect(body.errors).toEqual(expect.arrayContaining([expect.any(String)]));
  expect(body.errors.every((e: unknown) => typeof e === 'string' && e.length > 0)).toBe(true);
  expect(body.message).toBe(body.errors[0]);
  if (message !== undefined) expect(body.message).toBe(message);
  expectNoLeak(response.body);
  return body as { code: number; message: string; errors: string[] };
}

export function expectNoLeak(text: string) {
  for (const [what, pattern] of LEAKS) {
    expect(pattern.test(text), `the answer reveals ${what}: ${text.slice(0, 300)}`).toBe(false);
  }
}
