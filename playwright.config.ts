import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh data directory per run, shared by the workers (they inherit the environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'homebid-e2e-'));
// A random port unless set, so several runs on one machine do not collide (inherited by workers).
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);
// The pause between two one-time codes to one address (30 s in production): short, so the tests
// that resend a code wait seconds, yet long enough that a resend right after a code is refused
// even on a busy machine (there, 5 s was seen to run out between a code and the next click).
// e2e/support/outbox.ts reads it too.
process.env.E2E_OTP_RESEND_SECONDS ??= '8';

/** CHROMIUM_PATH, else Chromium's headless shell (a third less CPU than the full browser), else the browser. */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // The tests wait on the browser and the server more than they compute, and none shares state
  // with another (each signs in a provider of its own): two at least, also on a two-core machine.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // A test takes 5 to 15 s on an idle two-core machine, two or three times that on a busy one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // `npm test` hands the server a fresh PostgreSQL database when the machine has one (the API
      // tests cover PGlite and PostgreSQL alike); otherwise it runs on PGlite in DATA_DIR.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every test comes from 127.0.0.1; the limits themselves are covered by the API tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '1000',
      RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '1000',
      RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '1000',
      OTP_RESEND_SECONDS: process.env.E2E_OTP_RESEND_SECONDS,
    },
  },
});
