// `npm test`: lint, type check, unit and API integration tests (PGlite, and PostgreSQL when one
// answers), then browser end-to-end tests against the built app. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './setup.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('› installing Chromium (apt-get install chromium)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The machine's PostgreSQL, when it answers: the API tests then run on it as well. */
async function findTestDatabase() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL || undefined;
  const url = 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    console.log('› no PostgreSQL at 127.0.0.1:5432: API tests run on PGlite only');
    return undefined;
  }
}

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

ensureDependencies();
ensureChromium();

if (!step('lint (biome)', 'npx', ['biome', 'check', '.'])) process.exit(1);
if (!step('web client is current (endpoints.gen.ts)', 'node', ['scripts/generate-endpoints.mjs', '--check']))
  process.exit(1);
for (const project of ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json']) {
  if (!step(`type check (${project})`, 'npx', ['tsc', '-p', project])) process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'homebid-test-'));
const testDatabaseUrl = await findTestDatabase();
const vitestReport = join(reports, 'vitest.json');
const unitOk = step(
  `unit and API integration tests (${testDatabaseUrl ? 'PGlite and PostgreSQL' : 'PGlite'})`,
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { TEST_DATABASE_URL: testDatabaseUrl ?? '' },
);

console.log('\n━━ build');
ensureBuild();
const playwrightReport = join(reports, 'playwright.json');
const e2eOk = step('browser end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = read(vitestReport);
const playwright = read(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
if (!(unitOk && e2eOk) && failed === 0) failed = 1; // a runner stopped before it could count
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
