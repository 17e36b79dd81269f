// `npm test`: lint, type check, unit and API integration tests (PGlite, and PostgreSQL when one
// answers), and, beside them, the build and the browser end-to-end tests against the built app.
// Ends with one summary line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, root, run } from './setup.mjs';

// The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell, what Playwright
// itself runs headless): a third less CPU than the full browser here. CHROMIUM_PATH names another.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH to a Chromium).`,
    );
    process.exit(1);
  }
  console.log('› installing Chromium (apt-get install chromium-headless-shell)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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

/** A fresh database on the test server for the browser tests' app, and how to drop it afterwards. */
async function createE2eDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `homebid_e2e_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs one step. A live step writes to this terminal as it goes; a buffered one (the lane that runs
 * beside it) is printed as one block when it ends, so the two never interleave line by line.
 */
function step(title, command, args, { env = {}, live = true } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const heading = `\n━━ ${title}`;
    if (live) console.log(heading);
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = `(${title}: ${Math.round((Date.now() - started) / 1000)} s)`;
      if (live) console.log(took);
      else process.stdout.write(`${heading}\n${Buffer.concat(output).toString()}${took}\n`);
      resolve(code === 0);
    });
  });
}

/** Runs steps in order and stops at the first that fails. */
async function lane(steps) {
  for (const [title, command, args, options] of steps) {
    if (!(await step(title, command, args, options))) return false;
  }
  return true;
}

ensureDependencies();
ensureChromium();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'homebid-test-'));
const testDatabaseUrl = await findTestDatabase();
const e2eDatabase = testDatabaseUrl ? await createE2eDatabase(testDatabaseUrl) : undefined;
const vitestReport = join(reports, 'vitest.json');
const scriptsReport = join(reports, 'vitest-scripts.json');
const playwrightReport = join(reports, 'playwright.json');
const started = Date.now();

// Three lanes side by side, since together they keep both cores busy: the checks; Vitest in this
// terminal, then (once the build is done) the operator's scripts on the built app (the fleet behind
// HAProxy); the build then Playwright (on its own PostgreSQL database when the machine has one).
// A buffered lane prints each step when it ends.
let buildDone;
const built = new Promise((resolve) => {
  buildDone = resolve;
});
const lanes = await Promise.all([
  lane([
    ['lint (biome)', bin('biome'), ['check', '.'], { live: false }],
    [
      'web client is current (endpoints.gen.ts)',
      'node',
      ['scripts/generate-endpoints.mjs', '--check'],
      { live: false },
    ],
    ...['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'].map((project) => [
      `type check (${project})`,
      bin('tsc'),
      ['-p', project],
      { live: false },
    ]),
  ]),
  (async () => {
    const tests = await step(
      `unit and API integration tests (${testDatabaseUrl ? 'PGlite and PostgreSQL' : 'PGlite'})`,
      bin('vitest'),
      [
        'run',
        ...['unit', 'api', 'web'].flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ],
      { env: { TEST_DATABASE_URL: testDatabaseUrl ?? '' } },
    );
    if (!(await built)) return false;
    const scripts = await step(
      'scripts on the built app (the fleet: HAProxy, web processes, a worker)',
      bin('vitest'),
      ['run', '--project', 'scripts', '--reporter=default', '--reporter=json', `--outputFile.json=${scriptsReport}`],
      { env: { TEST_DATABASE_URL: testDatabaseUrl ?? '' } },
    );
    return tests && scripts;
  })(),
  (async () => {
    const build = await step('build', 'node', ['scripts/build-if-stale.mjs'], { live: false });
    buildDone(build);
    if (!build) return false;
    return step('browser end-to-end tests (Chromium)', bin('playwright'), ['test'], {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        CHROMIUM_PATH: CHROMIUM,
        E2E_DATABASE_URL: e2eDatabase?.url ?? '',
      },
      live: false,
    });
  })(),
]);

await e2eDatabase?.drop();

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitestRuns = [read(vitestReport), read(scriptsReport)];
const playwright = read(playwrightReport);
const countOf = (key) => vitestRuns.reduce((sum, run) => sum + (run?.[key] ?? 0), 0);
const passed = countOf('numPassedTests') + (playwright?.stats?.expected ?? 0);
let failed = countOf('numFailedTests') + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
if (lanes.includes(false) && failed === 0) failed = 1; // a step failed before any test could count
const skipped = countOf('numPendingTests') + countOf('numTodoTests') + (playwright?.stats?.skipped ?? 0);
console.log(
  `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
