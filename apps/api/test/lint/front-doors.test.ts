import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

/** Lints one throw-away file placed inside the source tree, where the real rules apply. */
function lintProbe(relativeDir: string, source: string) {
  const file = join(root, relativeDir, `lint-probe-${randomBytes(4).toString('hex')}.ts`);
  writeFileSync(file, source);
  try {
    const result = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=5', file], { cwd: root, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('module front doors (biome noRestrictedImports)', () => {
  it("fails on a module importing another module's internal file", () => {
    const { status, output } = lintProbe(
      'apps/api/src/modules/albums',
      "import { deleteStoredObjects } from '../files/delete-stored-objects';\nexport const probe = deleteStoredObjects;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('noRestrictedImports');
  });

  it('fails on a plugin reaching into a module', () => {
    const { status, output } = lintProbe(
      'apps/api/src/plugins',
      "import { findPrincipal } from '../modules/sessions/session-tokens';\nexport const probe = findPrincipal;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('noRestrictedImports');
  });

  it('accepts the same imports through the front door', () => {
    const { status, output } = lintProbe(
      'apps/api/src/modules/albums',
      "import { deleteStoredObjects } from '../files';\nexport const probe = deleteStoredObjects;\n",
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});

describe('web features (biome noRestrictedImports)', () => {
  it('fails on a feature importing another feature, by alias or by a relative path', () => {
    for (const from of ['@/features/wallet/api/add-funds', '../../wallet/api/add-funds']) {
      const { status, output } = lintProbe(
        'apps/web/src/features/leads/components',
        `import { useAddFunds } from '${from}';\nexport const probe = useAddFunds;\n`,
      );
      expect(status, from).not.toBe(0);
      expect(output, from).toContain('noRestrictedImports');
    }
  });

  it('accepts its own files and the shared code', () => {
    const { status, output } = lintProbe(
      'apps/web/src/features/leads/components',
      "import { apiCallWithHeaders } from '@/lib/api-client';\nimport { leadAge } from '../utils/lead-age';\nexport const probe = [apiCallWithHeaders, leadAge];\n",
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});
