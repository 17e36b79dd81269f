// Malformed input on EVERY operation of the real app's /api/openapi.json, each sent by the role the
// operation names (x-auth: a provider, a customer, or nobody), so what is tried is the route's own
// handling and not only its 401: bodies of each content type the operation accepts (JSON that is not
// JSON, not an object, nested thousands deep, of the wrong types, with huge numbers or unknown keys;
// multipart without boundary, cut short, with fields of the wrong types, unknown or oversized parts),
// path ids that are negative, huge, not numbers or not ASCII, and query strings that do not decode.
// Whatever comes, the answer is never a 5xx. An operation added later is walked without touching this
// file. (bad-input.test.ts covers ids out of range and NUL characters the same way.)
import { uploadMessages } from '@homebid/contracts/files';
import { projects } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { createProject, twoSubTypes } from '../helpers/marketplace';
import { createUser, signIn } from '../helpers/users';
import { expectNoServerError, fill, type JsonSchema } from './openapi-walk';

type Role = 'public' | 'user' | 'provider' | 'customer';
interface Operation {
  method: string;
  /** The OpenAPI path: `/api/album/{id}`. */
  path: string;
  auth: Role;
  contentTypes: string[];
  jsonSchema?: JsonSchema;
  multipartSchema?: JsonSchema;
}

const BOUNDARY = 'homebid-malformed';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** JSON texts that are no JSON, no object, or too deep to be a form. */
const BROKEN_JSON = [
  '{"a":',
  '{',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  '\u0000',
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"a":1e999}',
];
/** Values of the wrong type for every field: strings become objects, numbers become text, and so on. */
const WRONG_TYPES: Array<[text: unknown, id: unknown, number: unknown]> = [
  [{ nested: true }, 'abc', 'many'],
  [12345, [1], { n: 1 }],
  [['a', 'b'], true, null],
  ['x'.repeat(100_000), 1e308, -1e308],
  ['\u{1F4A9}\u202E\uFEFF', -2147483649, 1e-320],
];
/** Path values no id has: negative, huge, not numbers, not ASCII, encoded oddly. */
const BAD_PATH_VALUES = [
  '-1',
  '-2147483649',
  '99999999999999999999999999',
  '1e3',
  '0x10',
  '1_000',
  'Infinity',
  '%C3%A9',
  '%F0%9F%92%A9',
  '%EF%BC%91%EF%BC%92',
  '%E0%A4%A7',
  '%25',
  '..%2F..%2Fetc',
  'a'.repeat(2000),
];
/** Query strings that do not decode, repeat a key, or use brackets no schema expects. */
const BAD_QUERIES = [
  '?%',
  '?a=%E0%A4%A',
  '?page=abc&page=2&page[]=3',
  '?page[]=1&per_page[a]=2',
  '?[]=&=&&=x',
  '?project_id=-1&provider_id=%F0%9F%92%A9&id=1e999',
  `?q=${'%41'.repeat(3000)}`,
];

/** A multipart body of `fields` (and `files`), optionally cut `cut` bytes before its end. */
function multipartBody(fields: Array<[string, string]>, files: Array<[string, Buffer]> = [], cut = 0) {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, data] of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return cut ? body.subarray(0, body.length - cut) : body;
}

/** The form fields of a schema as multipart text: every value as JSON text when it is no string. */
const formFields = (schema: JsonSchema | undefined, text: unknown, id: unknown, number: unknown) =>
  Object.entries((fill(schema, text, id, number) as Record<string, unknown>) ?? {}).map(
    ([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)],
  );

// Each walk sends a few thousand requests: seconds on a quiet machine, more on a busy one.
const WALK_TIMEOUT_MS = 120_000;

describe.each(dialects())('malformed input on every operation of /api/openapi.json on %s', (dialect) => {
  let t: TestApp;
  let operations: Operation[];
  const sessions: Record<'provider' | 'customer', Record<string, string>> = { provider: {}, customer: {} };
  // Each request from its own address: per-IP rate limits must not hide what a route answers.
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const provider = await createUser(t.db, { role: 'provider' });
    const customer = await createUser(t.db, { role: 'customer' });
    sessions.provider = await signIn(t.app, provider);
    sessions.customer = await signIn(t.app, customer);
    // Rows behind id 1 of every kind a multipart call reads before its body: the provider's album 1
    // and a project 1 it is hired on, so the walk reaches the body parser, not a 404.
    const album = await t.app.inject({
      method: 'POST',
      url: '/api/album',
      headers: sessions.provider,
      payload: { album: { name: 'Kitchens' } },
    });
    expect(album.statusCode, album.body).toBe(200);
    const [subType] = await twoSubTypes(t.db);
    const project = await createProject(t.db, { customerUserId: customer.id, subType });
    await t.db
      .update(projects)
      .set({ status: 'hired', hiredProviderId: provider.providerId })
      .where(eq(projects.id, project.id));
    expect([album.json().data.album?.id ?? album.json().data.id, project.id]).toEqual([1, 1]);

    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = Object.entries<Record<string, Record<string, unknown>>>(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          auth: op['x-auth'] as Role,
          contentTypes: Object.keys(content),
          jsonSchema: content['application/json']?.schema,
          multipartSchema: content['multipart/form-data']?.schema,
        };
      }),
    );
  });
  afterAll(() => t?.close());

  const headersOf = (op: Operation) =>
    op.auth === 'public' ? {} : op.auth === 'customer' ? sessions.customer : sessions.provider;
  const urlOf = (op: Operation, value = '1') => op.path.replace(/\{\w+\}/g, value);
  const send = (
    op: Operation,
    { url = urlOf(op), contentType, payload }: { url?: string; contentType?: string; payload?: string | Buffer },
  ) =>
    t.app.inject({
      method: op.method as 'GET',
      url,
      remoteAddress: nextAddress(),
      headers: { ...headersOf(op), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const what = (op: Operation, detail: string) => `${op.auth} ${op.method} ${op.path}: ${detail}`;
  function expectNo5xx(response: LightMyRequestResponse, label: string) {
    expectNoServerError(response, label);
    // An /api answer is the envelope, also for a refusal.
    if (response.statusCode >= 400) {
      const body = response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : {};
      expect(body, `${label}: ${response.body.slice(0, 200)}`).toMatchObject({
        code: response.statusCode,
        message: expect.any(String),
        errors: expect.any(Array),
      });
    }
  }

  it('walks every operation with its role, and finds the multipart ones', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations)
      expect(['public', 'user', 'provider', 'customer'], what(op, 'x-auth')).toContain(op.auth);
    const multipart = operations.filter((op) => op.contentTypes.includes('multipart/form-data'));
    // Chat, profile picture, bid create and update, customer project, album upload, mark complete.
    expect(multipart.length).toBeGreaterThanOrEqual(7);
    expect(operations.filter((op) => op.jsonSchema).length).toBeGreaterThan(40);
  });

  // First, while album 1 and the hired project 1 are as set up (the walks below may delete or complete them).
  it('answers a multipart body without boundary or cut short with a 400 in words', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    for (const op of operations.filter((o) => o.contentTypes.includes('multipart/form-data'))) {
      const fields = formFields(op.multipartSchema, 'a', 1, 1);
      const header = async (contentType: string, payload: string | Buffer, label: string) => {
        const response = await send(op, { contentType, payload });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        expectErrorEnvelope(response, 400, uploadMessages.malformedMultipart);
      };
      await header('multipart/form-data', multipartBody(fields), what(op, 'no boundary'));
      await header('multipart/form-data; boundary=', multipartBody(fields), what(op, 'empty boundary'));
      await header('multipart/form-data; charset=utf-8', multipartBody(fields), what(op, 'no boundary, a charset'));
      await header(MULTIPART, multipartBody([['title', 'a'], ...fields], [], 10), what(op, 'closing line cut'));
      await header(
        MULTIPART,
        multipartBody(fields, [['files[]', Buffer.alloc(2000, 1)]], 1200),
        what(op, 'cut in a file'),
      );
      await header(
        MULTIPART,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n`,
        what(op, 'cut in a header'),
      );
    }
  });

  it('never answers 5xx to a JSON body that is broken, of the wrong types or too large', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    for (const op of operations.filter((o) => o.jsonSchema)) {
      for (const text of BROKEN_JSON) {
        expectNo5xx(await send(op, { contentType: 'application/json', payload: text }), what(op, text.slice(0, 40)));
      }
      for (const [text, id, number] of WRONG_TYPES) {
        const payload = JSON.stringify(fill(op.jsonSchema, text, id, number));
        expectNo5xx(await send(op, { contentType: 'application/json', payload }), what(op, payload.slice(0, 60)));
      }
      const unknownKeys = JSON.stringify({
        ...(fill(op.jsonSchema, 'a', 1) as object),
        unknown_field: 'x'.repeat(1000),
      });
      expectNo5xx(await send(op, { contentType: 'application/json', payload: unknownKeys }), what(op, 'unknown key'));
      const tooLarge = await send(op, {
        contentType: 'application/json',
        payload: JSON.stringify({ a: 'x'.repeat(BODY_LIMIT + 1) }),
      });
      expectNo5xx(tooLarge, what(op, 'over the body limit'));
      // The body in a type the operation does not take.
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        expectNo5xx(await send(op, { contentType, payload: 'a=1&b=%ZZ' }), what(op, contentType));
      }
    }
  });

  it('never answers 5xx to a multipart body of wrong types, unknown or oversized parts', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    for (const op of operations.filter((o) => o.contentTypes.includes('multipart/form-data'))) {
      const cases: Array<[string, Buffer | string]> = [
        ...WRONG_TYPES.map(([text, id, number]): [string, Buffer] => [
          'wrong types',
          multipartBody(formFields(op.multipartSchema, text, id, number)),
        ]),
        [
          'unknown fields',
          multipartBody([
            ['unknown', 'x'],
            ['__proto__', 'x'],
            ['constructor', 'y'],
          ]),
        ],
        ['a file in an unknown field', multipartBody([], [['nobody_reads_this', Buffer.from('not a picture')]])],
        [
          'text as a file',
          multipartBody(
            [],
            [
              ['files[]', Buffer.from('hello')],
              ['document', Buffer.from('x')],
            ],
          ),
        ],
        ['too many fields', multipartBody(Array.from({ length: 120 }, (_, i): [string, string] => [`f${i}`, 'x']))],
        ['an oversized field', multipartBody([['title', 'x'.repeat(1_200_000)]])],
        ['an empty form', multipartBody([])],
        ['no parts at all', ''],
        ['garbage', `--${BOUNDARY}\r\n\u0000\u0001\r\n\r\n--${BOUNDARY}--`],
      ];
      for (const [label, payload] of cases) {
        expectNo5xx(await send(op, { contentType: MULTIPART, payload }), what(op, label));
      }
      expectNo5xx(
        await send(op, { contentType: 'multipart/mixed; boundary=x', payload: multipartBody([]) }),
        what(op, 'multipart/mixed'),
      );
    }
  });

  it('never answers 5xx to path values that are no id, or to a query string that does not decode', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    for (const op of operations) {
      const body = op.jsonSchema ? JSON.stringify(fill(op.jsonSchema, 'a', 1)) : undefined;
      const contentType = body ? 'application/json' : undefined;
      if (/\{\w+\}/.test(op.path)) {
        for (const value of BAD_PATH_VALUES) {
          const url = urlOf(op, value);
          expectNo5xx(await send(op, { url, contentType, payload: body }), what(op, url.slice(0, 80)));
        }
      }
      for (const query of BAD_QUERIES) {
        const url = `${urlOf(op)}${query}`;
        expectNo5xx(await send(op, { url, contentType, payload: body }), what(op, query.slice(0, 60)));
      }
    }
  });
});
