import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and API integration tests that start the real
// app on a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set).
// Browser tests (e2e/, Playwright) are never picked up here.
export default defineConfig({
  test: {
    // Each PGlite takes ~400 MB and the machine has two cores: one test file per core at most.
    pool: 'forks',
    maxWorkers: 2,
    // PGlite takes a second or two to load a data-directory dump; an Argon2 hash takes ~50 ms.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Builds the migrated, seeded database template once per run.
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
    ],
  },
});
