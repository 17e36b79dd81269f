import * as contract from '@homebid/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from './helpers/build-test-app';

// Every /api call is registered from its contract definition (packages/contracts/src/endpoints), and
// every definition is served and documented: the web client, generated from the same list, can never
// call a path the API does not answer.
describe.each(dialects().slice(0, 1))('the API and its contract on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const definitions = Object.values(contract);
  const defined = definitions.map(({ method, path }) => `${method} /api${path.replace(/:(\w+)/g, '{$1}')}`);

  async function documented(): Promise<string[]> {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('serves every endpoint the contract defines', () => {
    for (const { method, path } of definitions) {
      expect(t.app.hasRoute({ method, url: `/api${path}` }), `${method} ${path}`).toBe(true);
    }
  });

  it('documents exactly the contract: no /api call outside it', async () => {
    expect((await documented()).sort()).toEqual([...defined].sort());
  });

  it('gives every call a distinct method and path', () => {
    expect(new Set(defined).size).toBe(defined.length);
  });
});
