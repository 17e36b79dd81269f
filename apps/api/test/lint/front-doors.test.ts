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
      'apps/api/src/modules/works',
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
      'apps/api/src/modules/works',
      "import { deleteStoredObjects } from '../files';\nexport const probe = deleteStoredObjects;\n",
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});

describe('web features (biome noRestrictedImports)', () => {
  // Where a probe sits, and the ways it could reach the wallet feature from there.
  const reaches = [
    { dir: 'apps/web/src/features/leads', paths: ['@/features/wallet/api/add-funds', '../wallet/api/add-funds'] },
    {
      dir: 'apps/web/src/features/leads/components',
      paths: ['@/features/wallet/api/add-funds', '../../wallet/api/add-funds'],
    },
  ];

  it('fails on a feature importing another feature, by alias or by a relative path, from any depth', () => {
    for (const { dir, paths } of reaches) {
      for (const from of paths) {
        const { status, output } = lintProbe(
          dir,
          `import { useAddFunds } from '${from}';\nexport const probe = useAddFunds;\n`,
        );
        expect(status, `${dir}: ${from}`).not.toBe(0);
        expect(output, `${dir}: ${from}`).toContain('noRestrictedImports');
      }
    }
  });

  it('accepts its own files and the shared code', () => {
    for (const [dir, source] of [
      [
        'apps/web/src/features/leads/components',
        "import { apiCallWithHeaders } from '@/lib/api-client';\nimport { leadAge } from '../utils/lead-age';\nexport const probe = [apiCallWithHeaders, leadAge];\n",
      ],
      // Texts files the browser tests import use relative paths (Playwright knows no @/ alias).
      [
        'apps/web/src/features/leads',
        "import { loadFailureTexts } from '../../components/errors/texts';\nexport const probe = loadFailureTexts;\n",
      ],
    ]) {
      const { status, output } = lintProbe(dir, source);
      expect(output, dir).not.toContain('noRestrictedImports');
      expect(status, dir).toBe(0);
    }
  });
});
