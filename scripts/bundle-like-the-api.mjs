// How the API is bundled, for the build and the scripts that run workspace TypeScript: esbuild into
// one ES module for Node 20; the workspace packages (@homebid/*, which ship as TypeScript) and relative
// paths are inlined, every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';

const isBare = (path) => !path.startsWith('.') && !path.startsWith('/') && !path.startsWith('@homebid/');

/** esbuild's `build` with the API's settings; `options` adds the entry, the output and anything else. */
export function bundleLikeTheApi(options) {
  return build({
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
    ...options,
  });
}
