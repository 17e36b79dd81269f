// Bad input on EVERY registered route, discovered from the running app (so a route added later is
// covered without touching this file): ids beyond PostgreSQL's integer, negative, fractional or not
// numbers; NUL characters in paths, query strings, JSON bodies and session headers; ids in bodies
// and query strings out of range. Whoever sends them (nobody, a provider, a customer), the answer
// is a 4xx envelope in a person's words, never a 500 and never zod's own texts.
import { fieldMessages } from '@homebid/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { createUser, signIn } from '../helpers/users';
import {
  expectNoServerError,
  expectPersonsWords,
  fill,
  isIdSchema,
  type JsonSchema,
  type OpenApiOperation,
  schemaTypes,
} from './openapi-walk';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  /** Fastify's pattern: `/api/album/:id`, `/files/*`. */
  path: string;
}
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route of the app with its methods, rebuilt from Fastify's route tree (HEAD is GET's twin). */
function discoverRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]].length / 4;
    // Routes with different parameter names at one place share a node: `/:id|:project_id`.
    const shared = /^(.*?)(:[^|]+(?:\|:[^|]+)+)$/.exec(match[2]);
    const labels = shared ? shared[2].split('|').map((name) => `${shared[1]}${name}`) : [match[2]];
    stack.length = depth;
    stack.push(labels[0]);
    for (const label of labels) {
      const path = [...stack.slice(0, depth), label].join('');
      for (const method of (match[3] ?? '').split(', ')) {
        if (METHODS.has(method)) routes.push({ method: method as Method, path });
      }
    }
  }
  return routes;
}

/**
 * A route's shape, whatever its parameters are called: `/api/album/:id` and the OpenAPI spelling
 * `/api/album/{id}` are both `/api/album/:` (Fastify's tree may name a shared parameter either way).
 */
const shapeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, ':')}`;

/** True when the schema has a field matching `test` somewhere (an id, any number). */
function hasField(
  schema: JsonSchema | undefined,
  test: (schema: JsonSchema, name: string) => boolean,
  name = '',
  depth = 0,
): boolean {
  if (!schema || depth > 8) return false;
  if (test(schema, name)) return true;
  const nested: Array<[string, JsonSchema]> = [
    ...Object.entries(schema.properties ?? {}),
    ...(schema.items ? [[name, schema.items] as [string, JsonSchema]] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => [name, s] as [string, JsonSchema]),
  ];
  return nested.some(([key, s]) => hasField(s, test, key, depth + 1));
}
const hasId = (schema: JsonSchema | undefined) => hasField(schema, isIdSchema);
const isNumberSchema = (schema: JsonSchema) =>
  schemaTypes(schema).includes('integer') || schemaTypes(schema).includes('number');
const hasNumber = (schema: JsonSchema | undefined) => hasField(schema, isNumberSchema);

/** Numbers no column of ours can hold: every number field (a status, a type, a count) must refuse them in words. */
const HUGE_NUMBERS = [2147483648, -2147483649, 1e20, 2 ** 53, 1e308];

/** Path values that are no id of ours; the encoded ones decode to NUL. */
const BAD_PATH_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '%00', '1%00', 'NaN', '%20'];
/** Ids in bodies that no row can have; the contract answers each with its id text. */
const BAD_IDS: unknown[] = [2147483648, 1e20, -1, 0, 1.5, 'abc', '', null, '1e400', { id: 1 }];
const BAD_QUERY_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '', '1e400'];
const NUL_TEXT = 'a\u0000b';

/** The JSON API (the Swagger UI's pages under /api/docs are HTML). */
const isJsonApi = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs');

/** A number may be a legitimate amount somewhere: a success is fine, a refusal must be in words, a 500 never. */
function expectNoServerErrorOrWords(response: LightMyRequestResponse, what: string) {
  if (response.statusCode < 400) return expectNoServerError(response, what);
  expectPersonsWords(response, what);
}

describe.each(dialects())('bad input on every route on %s', (dialect) => {
  let t: TestApp;
  let routes: Route[];
  /** The OpenAPI operations by route shape. */
  const operations = new Map<string, OpenApiOperation>();
  const sessions: Record<'nobody' | 'provider' | 'customer', Record<string, string>> = {
    nobody: {},
    provider: {},
    customer: {},
  };
  // Each request from its own address: per-IP rate limits must not hide what a route answers.
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    routes = discoverRoutes(t.app.printRoutes({ commonPrefix: false }));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, ops] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(ops)) operations.set(shapeOf(method, path), operation);
    }
    const provider = await createUser(t.db, { role: 'provider' });
    const customer = await createUser(t.db, { role: 'customer' });
    sessions.provider = await signIn(t.app, provider);
    sessions.customer = await signIn(t.app, customer);
  });
  afterAll(() => t?.close());

  const operationOf = (route: Route) => operations.get(shapeOf(route.method, route.path));
  const jsonBodySchema = (route: Route) => operationOf(route)?.requestBody?.content?.['application/json']?.schema;
  const hasJsonBody = (route: Route) => route.method !== 'GET' && route.method !== 'DELETE';

  /** The route's URL with every path parameter (and a wildcard) set to `value`. */
  const urlOf = (route: Route, value: string) => route.path.replace(/:\w+/g, value).replace(/\*$/, value);

  /** Sends `json` as a JSON body (none when undefined), or `raw` text as given. */
  const send = (route: Route, url: string, headers: Record<string, string>, json?: unknown, raw?: string) => {
    const payload = raw ?? (json === undefined ? undefined : JSON.stringify(json));
    return t.app.inject({
      method: route.method,
      url,
      remoteAddress: nextAddress(),
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  /** A body the route would at least parse: shaped like its schema, or an empty object. */
  const plainBody = (route: Route) => {
    if (!hasJsonBody(route)) return undefined;
    const schema = jsonBodySchema(route);
    return schema ? fill(schema, 'a', 1) : {};
  };

  it('finds the routes to check (the discovery itself works)', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/album/:id',
        'DELETE /api/delete_document/:id',
        'GET /api/providers/:id/albums',
        'GET /api/reviews/get_generate_link',
        'PUT /api/providers/update_new_project_type',
        'PUT /api/providers/update_mobile_number_without_login',
        'POST /api/auth/sign_in.json',
      ]),
    );
    // Every documented API call is among the discovered routes, so nothing is left out.
    const shapes = new Set(routes.map((r) => shapeOf(r.method, r.path)));
    expect(operations.size).toBeGreaterThan(40);
    for (const shape of operations.keys()) expect(shapes, shape).toContain(shape);
    expect(routes.length).toBeGreaterThan(40);
  });

  describe.each(['nobody', 'provider', 'customer'] as const)('sent by %s', (who) => {
    it('answers a 4xx in words for every bad path id, and 404 or 422 for an id no row can have', async () => {
      const withParams = routes.filter((route) => /[:*]/.test(route.path));
      expect(withParams.length).toBeGreaterThan(5);
      for (const route of withParams) {
        for (const value of BAD_PATH_IDS) {
          const response = await send(route, urlOf(route, value), sessions[who], plainBody(route));
          const what = `${who} ${route.method} ${urlOf(route, value)}`;
          if (!isJsonApi(route.path)) {
            expectNoServerError(response, what);
            continue;
          }
          expectPersonsWords(response, what);
          const params = operationOf(route)?.parameters ?? [];
          const isIdRoute = params.some((p) => p.in === 'path' && p.schema && isIdSchema(p.schema, p.name));
          if (isIdRoute && value !== '%20') expect([404, 422], what).toContain(response.statusCode);
        }
      }
    });

    it('refuses a NUL character in a path, a query string or a JSON body with 422', async () => {
      for (const route of routes) {
        const urls = [`${urlOf(route, '1')}?q=${encodeURIComponent(NUL_TEXT)}`];
        if (/[:*]/.test(route.path)) urls.push(urlOf(route, encodeURIComponent(NUL_TEXT)));
        for (const url of urls) {
          const response = await send(route, url, sessions[who], plainBody(route));
          expectPersonsWords(response, `${who} ${route.method} ${url}`);
          expect(response.statusCode, `${who} ${route.method} ${url}`).toBe(422);
          expect(response.json().message).toBe(fieldMessages.nulCharacter);
        }
        if (!hasJsonBody(route)) continue;
        const url = urlOf(route, '1');
        const withNul = fill(jsonBodySchema(route), NUL_TEXT, 1);
        const what = `${who} ${route.method} ${url} with \\u0000 in every text field`;
        // A body with no text field at all (ids only) has no NUL to refuse.
        if (JSON.stringify(withNul).includes('\\u0000')) {
          const escaped = await send(route, url, sessions[who], withNul);
          expectPersonsWords(escaped, what);
          expect(escaped.statusCode, what).toBe(422);
          expect(escaped.json().message, what).toBe(fieldMessages.nulCharacter);
        }
        // A NUL in a key, and a raw (unescaped) NUL, which is no valid JSON.
        expectPersonsWords(await send(route, url, sessions[who], { [NUL_TEXT]: 'x' }), `${what} (key)`);
        expectPersonsWords(await send(route, url, sessions[who], undefined, '{"name":"a\u0000b"}'), `${what} (raw)`);
      }
    });

    it('answers a 4xx in words for every out-of-range id in a JSON body or a query string', async () => {
      let checked = 0;
      for (const route of routes) {
        const operation = operationOf(route);
        const schema = jsonBodySchema(route);
        if (hasJsonBody(route) && hasId(schema)) {
          for (const id of BAD_IDS) {
            const response = await send(route, urlOf(route, '1'), sessions[who], fill(schema, 'a', id));
            const what = `${who} ${route.method} ${route.path} with id ${JSON.stringify(id)} in the body`;
            const body = expectPersonsWords(response, what);
            checked += 1;
            if (response.statusCode === 422) expect(body.errors, what).toContain(fieldMessages.id);
          }
        }
        const idQuery = (operation?.parameters ?? []).filter(
          (p) => p.in === 'query' && p.schema && isIdSchema(p.schema, p.name),
        );
        for (const parameter of idQuery) {
          for (const id of BAD_QUERY_IDS) {
            const url = `${urlOf(route, '1')}?${parameter.name}=${id}`;
            const response = await send(route, url, sessions[who], plainBody(route));
            const what = `${who} ${route.method} ${url}`;
            const body = expectPersonsWords(response, what);
            checked += 1;
            if (response.statusCode === 422) expect(body.errors, what).toContain(fieldMessages.id);
          }
        }
      }
      // update_mobile_number_without_login, business-info, additional-info, update.json,
      // update_new_project_type and get_generate_link at least.
      expect(checked).toBeGreaterThanOrEqual(6 * BAD_QUERY_IDS.length);
    });

    it('never answers 500 for a number no column holds, in any number field of a body or query string', async () => {
      let checked = 0;
      for (const route of routes) {
        const operation = operationOf(route);
        const schema = jsonBodySchema(route);
        if (hasJsonBody(route) && hasNumber(schema)) {
          for (const huge of HUGE_NUMBERS) {
            const body = fill(schema, 'a', huge, huge);
            const response = await send(route, urlOf(route, '1'), sessions[who], body);
            expectNoServerErrorOrWords(
              response,
              `${who} ${route.method} ${route.path} with ${huge} in every number field`,
            );
            checked += 1;
          }
        }
        const numbers = (operation?.parameters ?? []).filter(
          (p) => p.in === 'query' && p.schema && isNumberSchema(p.schema),
        );
        for (const parameter of numbers) {
          for (const huge of [...HUGE_NUMBERS.map(String), '99999999999999999999']) {
            const url = `${urlOf(route, '1')}?${parameter.name}=${huge}`;
            const response = await send(route, url, sessions[who], plainBody(route));
            expectNoServerErrorOrWords(response, `${who} ${route.method} ${url}`);
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThanOrEqual(6 * HUGE_NUMBERS.length);
    });

    it('refuses a NUL character in the session headers', async () => {
      for (const route of routes.filter((r) => r.path.startsWith('/api/'))) {
        for (const name of ['access-token', 'client', 'uid']) {
          const headers = { ...sessions.provider, ...sessions[who], [name]: NUL_TEXT };
          const response = await send(route, urlOf(route, '1'), headers, plainBody(route));
          expectPersonsWords(response, `${who} ${route.method} ${route.path} with NUL in ${name}`);
        }
      }
    });
  });

  it('answers 404 for an id in range that no row has, signed in (the issue’s examples)', async () => {
    const provider = sessions.provider;
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
    expectErrorEnvelope(await get('/api/providers/2147483647/albums'), 404);
    expectErrorEnvelope(await get('/api/album/2147483647', provider), 404);
    expectErrorEnvelope(
      await t.app.inject({ method: 'DELETE', url: '/api/delete_document/2147483647', headers: provider }),
      404,
    );
    expectErrorEnvelope(await get('/api/reviews/get_generate_link?provider_id=2147483647', provider), 404);
    // One past the largest integer is refused by the contract, in words.
    const beyond = expectErrorEnvelope(await get('/api/providers/2147483648/albums'), 422, fieldMessages.id);
    expect(beyond.errors).toEqual([fieldMessages.id]);
  });

  it('serves a file path with a NUL-encoded cookie or key as a 404, never a 500', async () => {
    for (const url of ['/files/%00', '/files/public/a%00b.png', '/files/private/x.png']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'access-token=%00; client=%00; uid=a%00b' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });
});
