import { apiMessages } from '@homebid/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

describe.each(dialects())('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  it('answers 200 {status: ok} while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error envelope once the database is gone', async () => {
    const broken = await buildTestApp({ dialect });
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await broken.closeDatabase();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expectErrorEnvelope(response, 503, apiMessages.databaseDown);
      // The process still answers other calls that need no database.
      const again = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(again.statusCode).toBe(503);
      expect((await broken.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
    // The first app, on its own database, is unaffected.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
