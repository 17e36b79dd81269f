import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

// What a cold visit to /login loads before anything is pressed: the app (main.tsx, which entry.ts
// starts after the first paint) and the login screen, with everything they import statically.
// Dynamic imports (lazy screens, the signed-in areas, the QueryClient, the OTP tab, the sign-in
// schema) and type-only imports are not followed: they are not part of that load. The sizes are
// measured by bench/bundle-size.mjs and bench/cold-visit.mjs, never asserted here.

const SRC = resolve(import.meta.dirname, '..');
const CONTRACTS = resolve(SRC, '../../../packages/contracts/src');
const LOGIN_SCREEN = join(SRC, 'app/routes/login.tsx');

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** A module of the workspace, or a package (by its import specifier) with the names imported from it. */
interface FirstLoad {
  modules: Set<string>;
  packages: Map<string, Set<string>>;
}

function resolveFile(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && !file.endsWith('/'),
  );
}

/** The workspace file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('@homebid/contracts/'))
    base = join(CONTRACTS, specifier.slice('@homebid/contracts/'.length));
  if (base === null) return null;
  const file = resolveFile(base);
  if (!file) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return file;
}

/** The value imports (and re-exports) of a file: [specifier, names]; type-only ones left out. */
function staticImports(file: string): Array<[string, string[]]> {
  const text = readFileSync(file, 'utf8');
  const program = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as {
    body: AstNode[];
  };
  const found: Array<[string, string[]]> = [];
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (!source) continue;
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const specifiers = node.specifiers as AstNode[];
      const values = specifiers.filter((specifier) => specifier.importKind !== 'type');
      // `import { type A } from 'x'` loads nothing; `import 'x'` (no specifiers) runs x.
      if (specifiers.length > 0 && values.length === 0) continue;
      const names = values.map((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? String((specifier.imported as { name?: string; value?: string }).name ?? '')
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      found.push([source, names]);
    } else if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      if (node.exportKind === 'type') continue;
      found.push([source, ['*']]);
    }
  }
  return found;
}

function firstLoadOf(starts: string[]): FirstLoad {
  const modules = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    // A stylesheet (index.css) imports no module.
    if (!/\.tsx?$/.test(file)) return;
    for (const [specifier, names] of staticImports(file)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
      else {
        const known = packages.get(specifier) ?? new Set<string>();
        for (const name of names) known.add(name);
        packages.set(specifier, known);
      }
    }
  };
  for (const start of starts) visit(start);
  return { modules, packages };
}

const load = firstLoadOf([join(SRC, 'entry.ts'), join(SRC, 'main.tsx'), LOGIN_SCREEN]);
const modules = [...load.modules].map((file) => relative(SRC, file));

describe("/login's first load (static imports of the app and the login screen)", () => {
  it('holds the login form (the walk follows the imports)', () => {
    expect(modules).toContain('app/router.tsx');
    expect(modules).toContain('features/auth/components/password-login-form.tsx');
  });

  it('holds no other screen and not the signed-in areas: no customer screen, no provider screen', () => {
    expect(modules.filter((file) => file.startsWith('app/routes/'))).toEqual(['app/routes/login.tsx']);
    expect(modules).not.toContain('app/member-routes.tsx');
    expect(modules).not.toContain('app/app-layout.tsx');
    expect(modules).not.toContain('app/customer-layout.tsx');
    expect(modules.filter((file) => /^features\/(customer-|hire|pros)/.test(file))).toEqual([]);
  });

  it('holds no zod: neither the package nor a contract module that builds schemas', () => {
    expect([...load.packages.keys()].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect([...load.packages.keys()]).not.toContain('@hookform/resolvers/zod');
  });

  it("holds react-query's context only (the QueryClient and its hooks load after), and no react-toastify", () => {
    expect([...(load.packages.get('@tanstack/react-query') ?? [])]).toEqual(['QueryClientContext']);
    expect([...load.packages.keys()].filter((name) => name.startsWith('@tanstack/query-core'))).toEqual([]);
    expect(modules).not.toContain('lib/query-client.ts');
    expect([...load.packages.keys()]).not.toContain('react-toastify');
  });
});
