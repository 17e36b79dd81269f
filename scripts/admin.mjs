// `npm run admin -- …`: the operator's command line (apps/api/src/admin.ts), bundled like the API
// (workspace packages inlined, npm dependencies from node_modules) and run with the same environment.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const isBare = (path) => !path.startsWith('.') && !path.startsWith('/') && !path.startsWith('@homebid/');

await build({
  absWorkingDir: root,
  entryPoints: ['apps/api/src/admin.ts'],
  outfile: 'apps/api/dist/admin.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (args) =>
          args.kind !== 'entry-point' && isBare(args.path) ? { external: true } : undefined,
        );
      },
    },
  ],
});
const run = spawnSync(process.execPath, [`${root}apps/api/dist/admin.js`, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
