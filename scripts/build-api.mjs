// Bundles the API (and the workspace packages it imports, which ship as TypeScript) into
// apps/api/dist; every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';

const isBare = (path) => !path.startsWith('.') && !path.startsWith('/') && !path.startsWith('@homebid/');

await build({
  entryPoints: ['apps/api/src/server.ts'],
  outdir: 'apps/api/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
console.log('built apps/api/dist/server.js');
