// Shared by `npm start` and `npm test`: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  console.log('› installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'packages',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

/** Builds the web app and the API bundle when a source is newer than the last build. */
export function ensureBuild({ force = false } = {}) {
  const built = Math.min(...OUTPUTS.map((file) => newestMtime(join(root, file))));
  const changed = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))));
  if (!force && built > 0 && built >= changed) return;
  console.log('› building the web app and the API…');
  run('npm', ['run', 'build']);
}
