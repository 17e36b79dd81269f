// Bundles the API (and the workspace packages it imports, which ship as TypeScript) into
// apps/api/dist; every npm dependency stays external and is loaded from node_modules.
import { bundleLikeTheApi } from './bundle-like-the-api.mjs';

await bundleLikeTheApi({ entryPoints: ['apps/api/src/server.ts'], outdir: 'apps/api/dist', sourcemap: true });
console.log('built apps/api/dist/server.js');
