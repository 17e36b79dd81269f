import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const DIRS = ['apps/api/src', 'apps/api/test', 'packages/db/src', 'bench', 'scripts'];
/** The one place that reads a driver's raw answer: `rows()` and its type live there. */
const HELPER = 'packages/db/src/client.ts';

/** A driver's raw answer read by hand (`as unknown as { rows … }`, `rowCount`), a hand-written row type. */
const SECOND_WAY = [
  /as unknown as \{\s*(rows|rowCount|affectedRows)\b/,
  /\binterface \w*Row\b/,
  /\bselectRows\b/,
  /export (async )?function rows\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.includes('node_modules') && !file.includes('dist/'))
    .map((file) => `${dir}/${file}`);
}

describe('one way to reach the database', () => {
  it('raw SQL goes through rows() from packages/db, and row types come from the schema', () => {
    const found: string[] = [];
    for (const dir of DIRS) {
      for (const file of sourceFiles(dir)) {
        if (file === HELPER || file.endsWith('/data-access.test.ts')) continue;
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (SECOND_WAY.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('the helper itself is defined once, in packages/db', () => {
    const helper = readFileSync(join(root, HELPER), 'utf8');
    expect(helper).toMatch(/export async function rows</);
    expect(helper).toMatch(/export type Executor\b/);
  });
});
