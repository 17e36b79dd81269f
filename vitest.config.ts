import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects: fast unit tests beside the code, API integration tests that start the real
// app on a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set), and the
// web app's unit and component tests in a happy-dom page (Testing Library), and the operator's
// scripts (scripts/*.test.ts, on the built app). The first three run their
// files with one module graph per worker (isolate: false): each file still starts from its own state
// (the API tests from their own database, the web tests from empty storage: src/test/setup.ts), and
// the modules load once per worker instead of once per file (the web tests took 37 CPU-s, now 14).
// Browser tests (e2e/, Playwright) are never picked up here.
export default defineConfig({
  test: {
    // Three files at a time on two cores: some wait (rate-limit delays, leases, a second process), and
    // a third worker fills that time (measured: npm test 310 s -> 297 s). Each PGlite takes ~400 MB.
    pool: 'forks',
    maxWorkers: 3,
    // Timeouts catch a hang, never measure speed (bench/ does): the browser lane runs beside these
    // on two cores, and a clean-clone run saw a 5-second test pass 20 s while the machine was busy.
    testTimeout: 45_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // One module graph per worker, not per file: the app, drizzle, zod and PGlite's WebAssembly are
          // loaded once (measured: 40% less CPU). Each file still builds its own app on its own database.
          isolate: false,
          // Builds the migrated, seeded database template once per run.
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The operator's scripts run for real (`fleet.test.ts` starts HAProxy and the built app's
          // processes), so npm test runs this project once the build is done (scripts/test.mjs).
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          isolate: false,
          environment: 'happy-dom',
          // The page's origin; api-client.test.ts moves it to its own local server.
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
