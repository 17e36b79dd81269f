import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, rows } from '@homebid/db/client';
import { migrateDatabase } from '@homebid/db/migrate';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { databaseOptions, loadConfig } from '../src/lib/config';
import {
  makeCertificates,
  POSTGRES_DATABASE,
  type StandIn,
  startTlsPostgres,
  startTlsRedis,
  type TestCertificates,
} from './helpers/tls-services';
import { createUser, signIn } from './helpers/users';

// Managed PostgreSQL and Redis (README "Managed services"): TLS with a certificate of the operator's
// CA, and passwords. Stand-ins of our own accept nothing else, so the app can only start if every
// connection it makes (pool, migration lock, rate limits, live broker) uses TLS and the password.
const DATABASE_PASSWORD = 'pg-Secret 1';
const REDIS_PASSWORD = 'redis-Secret 1';

describe('managed services over TLS with passwords', () => {
  let dir: string;
  let certs: TestCertificates;
  let postgres: StandIn;
  let redis: StandIn;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'homebid-managed-'));
    certs = await makeCertificates(join(dir, 'certs'));
    [postgres, redis] = await Promise.all([
      startTlsPostgres(certs, DATABASE_PASSWORD),
      startTlsRedis(certs, REDIS_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await Promise.allSettled([postgres?.close(), redis?.close()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const environment = (env: Record<string, string>) => ({
    NODE_ENV: 'test',
    DATA_DIR: join(dir, 'data'),
    DEMO: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const start = (env: Record<string, string>) =>
    buildApp({ config: loadConfig(environment(env)), logger: false, webDist: join(dir, 'no-web') });

  it('serves /api/health, and writes and reads through PostgreSQL and Redis', async () => {
    const app = await start({
      DATABASE_URL: postgres.url(),
      DATABASE_CA_FILE: certs.caFile,
      REDIS_URL: redis.url(),
      REDIS_CA_FILE: certs.caFile,
    });
    try {
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, health.body).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(app.live.transport).toBe('redis');

      // PostgreSQL: a user written, then a session made and read through the API.
      const customer = await createUser(app.db, { role: 'customer', name: 'Tessa Tls' });
      const session = await signIn(app, customer);
      const profile = await app.inject({ method: 'GET', url: '/api/v2/customers/profile', headers: session });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().data.customer).toMatchObject({ id: customer.id, name: 'Tessa Tls' });
      const connections = await rows<{ ssl: boolean }>(
        app.db,
        sql`select s.ssl from pg_stat_ssl s join pg_stat_activity a using (pid) where a.datname = ${POSTGRES_DATABASE}`,
      );
      expect(connections.length).toBeGreaterThan(0);
      expect(connections.every((c) => c.ssl)).toBe(true);

      // Redis: the sign-in limit counts in Redis, so each sign-in leaves one fewer.
      const remaining = async () => {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/auth/sign_in.json',
          payload: { email: customer.email, password: customer.password, user_type: customer.userType },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return Number(answer.headers['x-ratelimit-remaining']);
      };
      const first = await remaining();
      expect(await remaining()).toBe(first - 1);
      const reader = new Redis(redis.url(), { tls: { ca: await readFile(certs.caFile, 'utf8') } });
      try {
        expect(await reader.keys('homebid-rate-limit:*')).not.toEqual([]);
      } finally {
        reader.disconnect();
      }
    } finally {
      await app.close();
    }
  });

  it('gives the operator commands the same connection (the admin CLI migrates through it)', async () => {
    const handle = await openDatabase(
      databaseOptions(loadConfig(environment({ DATABASE_URL: postgres.url(), DATABASE_CA_FILE: certs.caFile }))),
    );
    try {
      await migrateDatabase(handle);
      const [row] = await rows<{ ssl: boolean }>(
        handle.db,
        sql`select ssl from pg_stat_ssl where pid = pg_backend_pid()`,
      );
      expect(row.ssl).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('stops the start with the reason on a wrong PostgreSQL password', async () => {
    await expect(
      start({ DATABASE_URL: postgres.url({ password: 'wrong' }), DATABASE_CA_FILE: certs.caFile }),
    ).rejects.toThrow(
      new RegExp(`^Cannot connect to PostgreSQL at localhost:${postgres.port}/homebid: password authentication failed`),
    );
  });

  it('stops the start with the reason when the PostgreSQL certificate is not of the given CA', async () => {
    await expect(start({ DATABASE_URL: postgres.url(), DATABASE_CA_FILE: certs.otherCaFile })).rejects.toThrow(
      /^Cannot connect to PostgreSQL at .*: (unable to verify the first certificate|self-signed certificate)/,
    );
    // Without a CA file the server's certificate is checked against Node's trusted roots: refused too.
    await expect(start({ DATABASE_URL: postgres.url() })).rejects.toThrow(
      /^Cannot connect to PostgreSQL at .*certificate/,
    );
  });

  it('stops the start with the reason on a wrong Redis password', async () => {
    await expect(start({ REDIS_URL: redis.url({ password: 'wrong' }), REDIS_CA_FILE: certs.caFile })).rejects.toThrow(
      new RegExp(`^Cannot connect to Redis at rediss://localhost:${redis.port}: WRONGPASS`),
    );
  });

  it('stops the start with the reason when the Redis certificate is not of the given CA', async () => {
    await expect(start({ REDIS_URL: redis.url(), REDIS_CA_FILE: certs.otherCaFile })).rejects.toThrow(
      /^Cannot connect to Redis at .*: self-signed certificate in certificate chain/,
    );
  });
});
