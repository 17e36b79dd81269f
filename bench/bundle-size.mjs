// Sizes of the built web app (run `npm run build` first): the first load and every lazy chunk, gzipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let firstTotal = 0;
const rows = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const bytes = readFileSync(join(dist, 'assets', file));
    const gz = gzipSync(bytes).length;
    const isFirst = firstLoad.includes(`assets/${file}`);
    if (isFirst) firstTotal += gz;
    return { file, raw: statSync(join(dist, 'assets', file)).size, gz, isFirst };
  })
  .sort((a, b) => b.gz - a.gz);
for (const r of rows)
  console.log(`${r.isFirst ? '*' : ' '} ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} gz`);
console.log(`\nfirst load (index.html's scripts and styles, gzipped): ${kb(firstTotal)}`);
