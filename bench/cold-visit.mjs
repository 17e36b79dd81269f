// What a cold visit to a page really fetches: the JavaScript (gzip) Chromium downloads until the
// network is idle, chunk by chunk, split at the first contentful paint. Reported, never asserted.
//
//   npm run build && node bench/cold-visit.mjs [--path /login] [--runs 3] [--phone | --desktop] [--encoding gzip|br]
//
// It starts the built portal (apps/api/dist/server.js) on a free loopback port and a temporary data
// directory, opens the page in a fresh browser context (empty cache, no cookies, no service worker)
// with Playwright's Chromium (CHROMIUM_PATH, else /usr/bin/chromium-headless-shell), waits until the
// app has rendered the page and the network is idle (no request for 500 ms), then reads the page's
// Resource Timing entries: each script's encoded body as the server sent it. The request asks for
// `--encoding` only (gzip by default, the figure of the issue's goal; the server sends the build's
// precompressed copies).
// Nothing is clicked, focused or scrolled: what the visit costs before the visitor does anything.
// The default window is Lighthouse's phone (412 × 823, touch); `--desktop` is 1280 × 720.
// With `--runs N` it repeats the visit and prints each run's totals and the per-chunk list of the
// last run (a chunk list that changes between runs is printed once per distinct list).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, requireBuilt, startChild, waitUntilUp } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/login' },
    runs: { type: 'string', default: '1' },
    desktop: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    encoding: { type: 'string', default: 'gzip' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const ROOT = new URL('..', import.meta.url).pathname;
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium-headless-shell';
const WINDOW = args.desktop
  ? { viewport: { width: 1280, height: 720 } }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Network idle: no request in flight and none started for this long (Playwright's `networkidle` too). */
const QUIET_MS = 500;

requireBuilt(SERVER);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** One cold visit: every script response until network idle, with its size and when it ended. */
async function visit(browser, url) {
  const context = await browser.newContext({
    ...WINDOW,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-encoding': args.encoding },
  });
  const page = await context.newPage();
  const encodings = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    encodings.set(response.url(), response.headers()['content-encoding'] ?? 'identity');
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the browser may go quiet while it still runs the app: the visit counts until
  // the app has rendered its page (the shell's <main> has no id) and then nothing was asked for
  // QUIET_MS.
  await page.waitForSelector('main#main', { timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
    await new Promise((resolve) => setTimeout(resolve, 50));
  const { entries, fcp } = await page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      initiatorType: entry.initiatorType,
      encodedBodySize: entry.encodedBodySize,
      responseEnd: entry.responseEnd,
      startTime: entry.startTime,
    })),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await context.close();
  const scripts = entries
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js') || entry.initiatorType === 'script')
    .map((entry) => ({
      file: new URL(entry.name).pathname.replace(/^\//, ''),
      external: new URL(entry.name).origin !== new URL(url).origin,
      bytes: entry.encodedBodySize,
      encoding: encodings.get(entry.name) ?? '?',
      start: entry.startTime,
      beforePaint: fcp !== null && entry.startTime < fcp,
    }))
    .sort((a, b) => a.start - b.start);
  const other = entries.filter((entry) => !scripts.some((script) => entry.name.endsWith(script.file)));
  return { scripts, fcp, other };
}

const dataDir = await mkdtemp(join(tmpdir(), 'homebid-cold-visit-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startChild([SERVER], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  await waitUntilUp(base, '/api/health', server);
  const printed = new Set();
  const totals = [];
  for (let run = 1; run <= RUNS; run++) {
    const { scripts, fcp, other } = await visit(browser, `${base}${args.path}`);
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    const beforePaint = sum(scripts.filter((s) => s.beforePaint));
    const total = sum(scripts);
    totals.push(total);
    const list = scripts.map((s) => s.file).join(' ');
    if (!printed.has(list)) {
      printed.add(list);
      console.log(`\nrun ${run}: scripts fetched by a cold ${args.path} until network idle (${args.encoding} asked)`);
      console.log('  start     encoding   size  chunk');
      for (const s of scripts) {
        const when = `${Math.round(s.start)} ms`.padStart(7);
        const mark = s.beforePaint ? ' ' : '+';
        console.log(
          `${mark} ${when}  ${s.encoding.padEnd(8)} ${kb(s.bytes).padStart(8)}  ${s.external ? '(other site) ' : ''}${s.file}`,
        );
      }
      const apis = other.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      if (apis.length) console.log(`  API calls: ${apis.map((entry) => new URL(entry.name).pathname).join(', ')}`);
      console.log('  (+ = requested after the first contentful paint)');
    }
    console.log(
      `run ${run}: ${kb(total)} of JS in ${scripts.length} files until network idle; ` +
        `${kb(beforePaint)} requested before the first contentful paint (${fcp === null ? 'no paint' : `${Math.round(fcp)} ms`})`,
    );
  }
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(
    `\n${args.path} cold visit, JS until network idle (${args.encoding}): median ${kb(sorted[Math.floor((sorted.length - 1) / 2)])}`,
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
