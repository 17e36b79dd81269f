import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/lib/config';
import { acquirePglite, releasePglite } from './pglite-pool';
import { databaseUrl, withAdmin } from './postgres';

export type Dialect = 'pglite' | 'postgres';
export type App = Awaited<ReturnType<typeof buildApp>>;

/** The dialects every API test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function dialects(): Dialect[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** Marks the test web app's index.html, so a test can tell it was served. */
export const WEB_MARKER = 'homebid-test-web-app';
/** A file under the test web app's assets/ folder. */
export const WEB_ASSET = '/assets/app-test.js';

export interface BuildTestAppOptions {
  dialect: Dialect;
  /** Environment variables on top of the test defaults (DEMO '0', LOG_LEVEL 'silent', …). */
  env?: Record<string, string>;
  /** An open database to reuse (a second app on the same data); it is not closed by `close()`. */
  database?: DatabaseHandle;
  /** Registers extra routes or hooks before the app is readied. */
  configure?: (app: App) => unknown;
  /** The app's logger (none by default), e.g. `{ level: 'info', stream }` to read its lines. */
  logger?: BuildAppOptions['logger'];
}

export interface TestApp {
  app: App;
  db: DatabaseHandle['db'];
  database: DatabaseHandle;
  dialect: Dialect;
  /** The environment the app's config was loaded from. */
  env: Record<string, string>;
  /** Closes the database under the running app (idempotent), e.g. to see the health check fail. */
  closeDatabase(): Promise<void>;
  /** Closes the app and, when it opened them, its database (dropping a PostgreSQL copy) and temp dirs. */
  close(): Promise<void>;
}

/**
 * Starts the real app on a fresh copy of the migrated, seeded template database (made once per
 * run by global-setup.ts). Use one per test file (beforeAll), not one per test.
 */
export async function buildTestApp({
  dialect,
  env = {},
  database,
  configure,
  logger = false,
}: BuildTestAppOptions): Promise<TestApp> {
  const tempDir = await mkdtemp(join(tmpdir(), 'homebid-app-'));
  let handle = database;
  let isDatabaseClosed = false;
  const closeDatabase = async () => {
    if (isDatabaseClosed || !handle) return;
    isDatabaseClosed = true;
    await handle.close();
  };
  let app: App | undefined;
  let dispose = async () => {};
  let release: FreshDatabase['release'];
  /** At teardown: a database this app opened goes back for reuse when it can, else it is closed. */
  const finishDatabase = async () => {
    if (isDatabaseClosed || !handle || !release) return closeDatabase();
    isDatabaseClosed = true;
    await release(handle);
  };
  try {
    const webDist = await writeTestWebApp(join(tempDir, 'web'));
    let url = database?.url;
    if (!handle) {
      const fresh = await openFreshDatabase(dialect);
      handle = fresh.handle;
      url = fresh.url;
      dispose = fresh.dispose;
      release = fresh.release;
    }
    const fullEnv: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: join(tempDir, 'data'),
      DEMO: '0',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      // Every inject comes from 127.0.0.1: a test file signs in more often than a person would.
      // A test of the limit itself passes a low value in `env`.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      ...(url ? { DATABASE_URL: url } : {}),
      ...env,
    };
    app = await buildApp({ config: loadConfig(fullEnv), database: handle, logger, webDist });
    if (configure) await configure(app);
    await app.ready();
    const readyApp = app;
    const readyHandle = handle;
    return {
      app: readyApp,
      db: readyHandle.db,
      database: readyHandle,
      dialect,
      env: fullEnv,
      closeDatabase: database
        ? () => Promise.reject(new Error("closeDatabase: the database is not this app's"))
        : closeDatabase,
      close: () => teardown(),
    };
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }

  // In order: the app, the database it opened (never one the caller handed in), its copy, the temp dir.
  async function teardown() {
    await runCleanups([
      async () => {
        await app?.close();
      },
      ...(database ? [] : [finishDatabase, dispose]),
      () => rm(tempDir, { recursive: true, force: true }),
    ]);
  }
}

async function runCleanups(cleanups: Array<() => Promise<void>>) {
  const failures: unknown[] = [];
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}

interface FreshDatabase {
  handle: DatabaseHandle;
  url?: string;
  /** Drops what was created for this database (after the handle is closed). */
  dispose: () => Promise<void>;
  /** Instead of closing: hands the open database on to the next test file (PGlite). */
  release?: (handle: DatabaseHandle) => Promise<void>;
}

async function openFreshDatabase(dialect: Dialect): Promise<FreshDatabase> {
  if (dialect === 'pglite') return { handle: await acquirePglite(), dispose: async () => {}, release: releasePglite };
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('The postgres dialect needs TEST_DATABASE_URL');
  const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(postgres.adminUrl, (admin) => createFromTemplate(admin, name, postgres.template));
  const url = databaseUrl(postgres.adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  return {
    handle,
    url,
    dispose: () =>
      withAdmin(postgres.adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

async function createFromTemplate(admin: { query(text: string): Promise<unknown> }, name: string, template: string) {
  // Two workers copying the template at the same moment can see each other as "other users".
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const isBusy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!isBusy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function writeTestWebApp(dir: string): Promise<string> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>HomeBid</title></head><body><div id="root" data-testid="${WEB_MARKER}"></div><script type="module" src="${WEB_ASSET}"></script></body></html>\n`,
  );
  await writeFile(join(dir, WEB_ASSET), 'console.log("homebid test app");\n');
  return dir;
}
