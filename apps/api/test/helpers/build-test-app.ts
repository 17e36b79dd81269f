import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@homebid/db/client';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/lib/config';
import { runStartSeeds } from '../../src/seeds/run-start-seeds';
import { acquireDatabase, type Dialect, type TestDatabase } from './database-pool';

export type { Dialect };
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
  /** The template copy this app took (none when the caller handed a database in). */
  let copy: TestDatabase | undefined;
  let isDatabaseClosed = false;
  /** Closes the database under the running app; a copy closed so is discarded, never reused. */
  const closeDatabase = async () => {
    if (isDatabaseClosed || !handle) return;
    isDatabaseClosed = true;
    await (copy ? copy.discard() : handle.close());
  };
  /** At teardown: the copy goes to the next test file, emptied, or is discarded. */
  const releaseDatabase = async () => {
    if (isDatabaseClosed || !copy) return;
    isDatabaseClosed = true;
    await copy.release();
  };
  let app: App | undefined;
  try {
    const webDist = await writeTestWebApp(join(tempDir, 'web'));
    let url = database?.url;
    if (!handle) {
      copy = await acquireDatabase(dialect);
      handle = copy.handle;
      url = copy.url;
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
    // As the server starts: the start-up seeds run on the built app, before it is readied.
    await runStartSeeds(app);
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

  // In order: the app, the template copy it took (never a database the caller handed in), the temp dir.
  async function teardown() {
    await runCleanups([
      async () => {
        await app?.close();
      },
      releaseDatabase,
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

async function writeTestWebApp(dir: string): Promise<string> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>HomeBid</title></head><body><div id="root" data-testid="${WEB_MARKER}"></div><script type="module" src="${WEB_ASSET}"></script></body></html>\n`,
  );
  await writeFile(join(dir, WEB_ASSET), 'console.log("homebid test app");\n');
  return dir;
}
