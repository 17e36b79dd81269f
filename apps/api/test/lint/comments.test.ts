import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const SOURCE_DIRS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'packages/db/src'];

/** Milestone names a reader of the repository cannot look up: the comment must say the rule itself. */
const MILESTONE = /\bissue\s*#?\d+|\bmoney-plus\b/i;

describe('comments that stand alone', () => {
  it('name the rule they enforce, not an issue number or a milestone', () => {
    const found: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|tsx|css)$/.test(file)) continue;
        readFileSync(join(root, dir, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (MILESTONE.test(line)) found.push(`${dir}/${file}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
