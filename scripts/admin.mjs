// `npm run admin -- …`: the operator's command line (apps/api/src/admin.ts), bundled like the API
// (workspace packages inlined, npm dependencies from node_modules) and run with the same environment.
import { spawnSync } from 'node:child_process';
import { bundleLikeTheApi } from './bundle-like-the-api.mjs';

const root = new URL('..', import.meta.url).pathname;

await bundleLikeTheApi({
  absWorkingDir: root,
  entryPoints: ['apps/api/src/admin.ts'],
  outfile: 'apps/api/dist/admin.js',
});
const run = spawnSync(process.execPath, [`${root}apps/api/dist/admin.js`, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
