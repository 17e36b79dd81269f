// Sizes of the built web app (run `npm run build` first), gzipped (node:zlib's default level):
// every chunk, the first load of each page (index.html's scripts plus the page's own chunks, which
// the server preloads from dist/.vite/route-preloads.json), and whether zod is part of /login's first load.
//
//   npm run build && node bench/bundle-size.mjs
//
// Goals (issue section 7): /login first-load JS at most 120 kB, every later route chunk at most 40 kB.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const preloadsFile = join(dist, '.vite/route-preloads.json');
/** @type {Record<string, string[]>} */
const routePreloads = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : {};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const assets = new Map(
  readdirSync(join(dist, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const bytes = readFileSync(join(dist, 'assets', file));
      return [
        `assets/${file}`,
        { file, raw: bytes.length, gz: gzipSync(bytes).length, hasZod: bytes.includes('$ZodType') },
      ];
    }),
);
const sum = (files, ext) =>
  files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + (assets.get(file)?.gz ?? 0), 0);

const rows = [...assets.values()].sort((a, b) => b.gz - a.gz);
console.log('  chunk (* = index.html loads it, z = contains zod)        raw         gzip');
for (const r of rows) {
  const mark = `${entryFiles.includes(`assets/${r.file}`) ? '*' : ' '}${r.hasZod ? 'z' : ' '}`;
  console.log(`${mark} ${r.file.padEnd(52)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)}`);
}

const entryJs = sum(entryFiles, '.js');
const entryCss = sum(entryFiles, '.css');
console.log(`\nindex.html's scripts: ${kb(entryJs)} JS + ${kb(entryCss)} CSS, gzipped`);

const routes = Object.entries(routePreloads).map(([pattern, files]) => ({
  pattern,
  files,
  own: sum(files, '.js'),
  largest: Math.max(0, ...files.filter((f) => f.endsWith('.js')).map((f) => assets.get(f)?.gz ?? 0)),
}));
if (routes.length) {
  console.log('\nfirst load per page: JS gzipped (its own chunks beyond index.html, largest of them)');
  for (const r of [...routes].sort((a, b) => b.own - a.own))
    console.log(
      `  ${r.pattern.padEnd(46)} ${kb(entryJs + r.own).padStart(9)}  (+${kb(r.own)}, largest ${kb(r.largest)})`,
    );
}

const login = routes.find((r) => r.pattern === '/login');
const laterChunks = rows.filter((r) => !entryFiles.includes(`assets/${r.file}`) && r.file.endsWith('.js'));
const largestLater = laterChunks[0];
const loginHasZod = [...entryFiles, ...(login?.files ?? [])].some((file) => assets.get(file)?.hasZod);
console.log('\nsummary');
console.log(`  /login first-load JS:        ${login ? kb(entryJs + login.own) : 'n/a (no route-preloads.json)'}`);
console.log(`  /login needs zod to paint:   ${loginHasZod ? 'yes' : 'no'}`);
console.log(
  `  largest later chunk:         ${largestLater ? `${kb(largestLater.gz)} (${largestLater.file})` : 'none'}`,
);
console.log(`  first load (index.html's scripts and styles, gzipped): ${kb(entryJs + entryCss)}`);
