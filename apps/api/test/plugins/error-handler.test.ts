import { apiMessages, fieldMessages, validationMessages } from '@homebid/contracts/messages';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../../src/app';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';

const SIGN_IN = '/api/auth/sign_in.json';
const VALID = { email: 'nobody@example.com', password: 'long-enough' };

/** A secret a request carries: it must never appear in a log line. */
const PERSONAL = 'secret.person@example.com';

describe.each(dialects())('the error envelope on %s', (dialect) => {
  let t: TestApp;
  /** Every log line the app writes, parsed. */
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
      configure: (app) =>
        app.register(
          async (scope) => {
            const s = scope.withTypeProvider<ZodTypeProvider>();
            s.get('/sql-error', { schema: { hide: true } }, async () => {
              await s.db.execute(sql`select secret_column from no_such_table where id = 1`);
              return { ok: true };
            });
            // A failing query whose parameter is a person's e-mail, which PostgreSQL quotes in its message.
            s.post(
              '/sql-error-with-values',
              { schema: { hide: true, body: z.object({ email: z.string() }) } },
              async (request) => {
                await s.db.execute(sql`select ${request.body.email}::int as id`);
                return { ok: true };
              },
            );
            s.get('/throws', { schema: { hide: true } }, async () => {
              throw new TypeError('Cannot read properties of undefined (reading "password_hash")');
            });
            s.get(
              '/bad-answer',
              { schema: { hide: true, response: { 200: z.object({ id: z.number() }) } } },
              async () => ({ id: 'not-a-number' }) as unknown as { id: number },
            );
            s.get('/conflict', { schema: { hide: true } }, async () => {
              throw Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
                statusCode: 409,
              });
            });
          },
          { prefix: '/api/test' },
        ),
    });
  });
  afterAll(() => t?.close());

  // After every failure the same process still serves a normal call.
  afterEach(async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  const post = (payload: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  describe('unknown /api paths', () => {
    it.each([
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/v2/providers/no_such_thing/12'],
      ['POST', '/api/nope'],
      ['PUT', '/api/service_list'],
      ['DELETE', '/api/nope?x=1'],
    ] as const)('%s %s answers the 404 JSON envelope, never HTML', async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { a: 1 } }),
      });
      expectErrorEnvelope(response, 404, apiMessages.notFoundRoute);
      expect(response.body).not.toMatch(/<html|<!doctype/i);
    });
  });

  describe('bodies the server cannot read', () => {
    it('answers 400 with the malformed-JSON text for a broken JSON body', async () => {
      expectErrorEnvelope(await post('{"email": "a@b.co", "password": '), 400, apiMessages.malformedJson);
    });

    it('answers 400 for an empty body sent as JSON', async () => {
      expectErrorEnvelope(await post(''), 400, apiMessages.malformedJson);
    });

    it('answers 413 with the too-large text for a body over 1 MiB', async () => {
      const payload = JSON.stringify({ ...VALID, padding: 'x'.repeat(BODY_LIMIT) });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(1024 * 1024);
      expectErrorEnvelope(await post(payload), 413, apiMessages.bodyTooLarge);
    });

    it('accepts a body just under the limit (the limit is not set too low)', async () => {
      const padding = 'x'.repeat(BODY_LIMIT - 200);
      const response = await post({ ...VALID, padding });
      expectErrorEnvelope(response, 401, apiMessages.invalidCredentials);
    });

    it('answers 415 for a content type the route does not take', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { 'content-type': 'text/xml' },
        payload: '<email>a@b.co</email>',
      });
      expectErrorEnvelope(response, 415, apiMessages.unsupportedMediaType);
    });
  });

  describe('validation', () => {
    it.each([
      ['an empty e-mail', { email: '', password: 'long-enough' }, [validationMessages.emailEmpty]],
      ['a blank e-mail', { email: '   ', password: 'long-enough' }, [validationMessages.emailEmpty]],
      ['a missing e-mail', { password: 'long-enough' }, [validationMessages.emailEmpty]],
      ['a bad e-mail', { email: 'not-an-email', password: 'long-enough' }, [validationMessages.emailInvalid]],
      ['an empty password', { email: 'a@b.co', password: '' }, [validationMessages.loginPasswordEmpty]],
      ['a missing password', { email: 'a@b.co' }, [validationMessages.loginPasswordEmpty]],
      ['a 5-character password', { email: 'a@b.co', password: '12345' }, [validationMessages.passwordShort]],
      [
        'both fields empty',
        { email: '', password: '' },
        [validationMessages.emailEmpty, validationMessages.loginPasswordEmpty],
      ],
    ])('answers 422 with the specification texts for %s', async (_, payload, messages) => {
      const body = expectErrorEnvelope(await post(payload), 422, messages[0]);
      expect(body.errors).toEqual(messages);
    });

    it('answers 422 for an unknown user_type', async () => {
      expectErrorEnvelope(await post({ ...VALID, user_type: 7 }), 422);
    });

    it("answers zod's checks without an explicit message in a person's words, never zod's", async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/providers/update_mobile_number_without_login',
        payload: { user_id: 'abc', confirmation_token: 'x'.repeat(201), mobile_number: '2125550100' },
      });
      const body = expectErrorEnvelope(response, 422);
      expect(body.errors).toEqual([fieldMessages.id, fieldMessages.tooLong(200)]);
      expect(response.body).not.toMatch(/Invalid input|expected|received|NaN|Too big/);
    });

    it('answers 422 for an invalid query string', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/get_locations?search=${'a'.repeat(61)}` });
      expectErrorEnvelope(response, 422);
    });
  });

  describe('request ids', () => {
    const answers = (): Promise<LightMyRequestResponse>[] => [
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      post('{'),
      post({ email: '' }),
      t.app.inject({ method: 'GET', url: '/dashboard' }),
    ];

    it('gives every answer, success or failure, an x-request-id', async () => {
      const ids = (await Promise.all(answers())).map((r) => r.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("keeps a caller's well-formed x-request-id and replaces a malformed one", async () => {
      const kept = await t.app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { 'x-request-id': 'trace-abc-123' },
      });
      expect(kept.headers['x-request-id']).toBe('trace-abc-123');
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id <script>' },
      });
      expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
      expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    });
  });

  describe('internal failures', () => {
    it('hides a database error behind the generic 500 text, with no SQL in the body', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/sql-error' });
      expectErrorEnvelope(response, 500, apiMessages.serverError);
      expect(response.body).not.toMatch(/no_such_table|secret_column/);
    });

    it('logs every 500 with its request id, and without the values the request carried', async () => {
      logLines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/sql-error-with-values',
        headers: { 'x-request-id': 'trace-500-check' },
        payload: { email: PERSONAL },
      });
      expectErrorEnvelope(response, 500, apiMessages.serverError);
      expect(response.headers['x-request-id']).toBe('trace-500-check');
      const failed = logLines.filter((line) => line.msg === 'request failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({
        level: 50,
        reqId: 'trace-500-check',
        method: 'POST',
        route: '/api/test/sql-error-with-values',
        statusCode: 500,
      });
      // Enough to find the fault: the error's kind, the SQL text and PostgreSQL's code and message.
      const error = failed[0].error as {
        type: string;
        query: string;
        stack: string;
        cause?: { code?: string; message?: string };
      };
      expect(error.type).toBe('DrizzleQueryError');
      expect(error.query).toBe('select $1::int as id');
      expect(error.stack).toMatch(/\n\s+at /);
      expect(error.cause).toMatchObject({ code: '22P02', message: expect.stringMatching(/^invalid input syntax/) });
      // …and nothing of what the person sent, in this line or any other of the request.
      const ofRequest = logLines.filter((line) => line.reqId === 'trace-500-check');
      expect(ofRequest.length).toBeGreaterThan(0);
      for (const line of ofRequest) {
        expect(JSON.stringify(line)).not.toContain('secret.person');
        expect(JSON.stringify(line)).not.toContain('example.com');
      }
    });

    it('hides a programming error behind the generic 500 text, with no stack trace', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/throws' });
      expectErrorEnvelope(response, 500, apiMessages.serverError);
      expect(response.body).not.toMatch(/password_hash|Cannot read/);
    });

    it('answers 500 rather than an off-schema answer when a response does not match its schema', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-answer' });
      expectErrorEnvelope(response, 500, apiMessages.serverError);
      expect(response.body).not.toMatch(/not-a-number/);
    });

    it("keeps a 4xx error's status but not its internal message", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
      expectErrorEnvelope(response, 409, apiMessages.invalidRequest);
      expect(response.body).not.toMatch(/duplicate key|users_email_unique/);
    });
  });
});
