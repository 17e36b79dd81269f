import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';

/** The app (entry.ts imports it after the first paint): its static imports form the first load. */
const APP_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const ROUTER_FILE = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
/** Written beside the build, read by the server (apps/api/src/modules/web/routes.ts), never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const CONTRACT_ROUTES_FILE = fileURLToPath(new URL('../../packages/contracts/src/routes.ts', import.meta.url));

/**
 * The contract's pages, name → path: the `pages` table of packages/contracts/src/routes.ts, each
 * entry's first string that starts with '/' (read from source: the config loads no workspace TS).
 */
function contractPagePaths(file: string, text: string): Map<string, string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const paths = new Map<string, string>();
  const firstPath = (node: ts.Node): string | undefined =>
    ts.isStringLiteral(node) && node.text.startsWith('/') ? node.text : ts.forEachChild(node, firstPath);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'pages' && node.initializer) {
      const table = firstObjectLiteral(node.initializer);
      for (const property of table?.properties ?? []) {
        const path = ts.isPropertyAssignment(property) ? firstPath(property.initializer) : undefined;
        if (path) paths.set(property.name?.getText() ?? '', path);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return paths;
}

function firstObjectLiteral(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  return ts.isObjectLiteralExpression(node) ? node : ts.forEachChild(node, firstObjectLiteral);
}

/**
 * The page routes' lazy modules, read from the router's source (a wrong guess costs a preload, never
 * a page): a route object with a string `path` and a `lazy` that imports a module; a property named
 * after one of the contract's pages whose value imports a module (a name → screen table); a
 * `?? (() => import(…))` fallback, the screen of every contract page not named otherwise; a call
 * `helper('/path', …)` of a local helper with a `path` parameter whose body imports a module.
 * Returns [pattern, absolute module path without extension].
 */
function lazyRouteModules(file: string, text: string, contractPages: Map<string, string>): Array<[string, string]> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const importsIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      )
        found.push(resolve(dirname(file), n.arguments[0].text));
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const helpers = new Map<string, string>();
  const routes = new Map<string, string>();
  let fallback: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const fn = node.initializer;
      const module = importsIn(fn)[0];
      if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters[0]?.name.getText() === 'path')
        if (module) helpers.set(node.name.text, module);
    }
    if (ts.isObjectLiteralExpression(node)) {
      let path: string | undefined;
      let lazy: ts.Node | undefined;
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText();
        if (name === 'path' && ts.isStringLiteral(property.initializer)) path = property.initializer.text;
        if (name === 'lazy') lazy = property.initializer;
        const screen = importsIn(property.initializer);
        const pagePath = contractPages.get(name);
        if (pagePath && screen.length === 1 && screen[0]) routes.set(pagePath, screen[0]);
      }
      const module = lazy && importsIn(lazy)[0];
      if (path && module) routes.set(path, module);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      fallback ??= importsIn(node.right)[0];
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const [first] = node.arguments;
      const module = helpers.get(node.expression.text);
      if (first && ts.isStringLiteral(first) && module) routes.set(first.text, module);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (fallback) for (const path of contractPages.values()) if (!routes.has(path)) routes.set(path, fallback);
  return [...routes];
}

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** The bundle's chunks, the chunk of a module, and a chunk's static import closure. */
function chunkGraph(bundle: Bundle) {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === withoutExtension(module)) ??
    chunks.find((c) => c.moduleIds.some((id) => withoutExtension(id) === withoutExtension(module)));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const walk = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of byFile.get(fileName)?.imports ?? []) walk(next);
    };
    for (const fileName of start) walk(fileName);
    return seen;
  };
  const app = chunkOf(APP_MODULE);
  /** What index.html loads: the entry (entry.ts) and the app it starts after the first paint (main.tsx). */
  const firstLoad = closure([
    ...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    ...(app ? [app.fileName] : []),
  ]);
  return { byFile, chunkOf, closure, app, firstLoad };
}

/**
 * index.html preloads the app (main.tsx and what it imports), which entry.ts imports only after the
 * first paint; and `.vite/route-preloads.json` lists, for each page route, the JS (and CSS) its
 * lazy module needs beyond that. The server puts those in each page's <head> as
 * <link rel="modulepreload">, so a phone fetches the route's chunks alongside the app's instead of
 * after the app has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'homebid:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { app, closure } = chunkGraph(context.bundle);
        if (!app) throw new Error(`no chunk for ${APP_MODULE}`);
        const links = [...closure([app.fileName])]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${fileName}` },
          }));
        // The app runs after the first paint: its chunks yield the bandwidth to the stylesheet the
        // shell waits for (and Lighthouse's simulator, which cannot see when a module runs, no
        // longer counts them as blocking that paint).
        const lowPriority = html.replaceAll(
          '<link rel="modulepreload" crossorigin href=',
          '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
        );
        return { html: lowPriority, tags: links.map((link) => ({ ...link, injectTo: 'head' as const })) };
      },
    },
    async generateBundle(_options, bundle) {
      const pages = contractPagePaths(CONTRACT_ROUTES_FILE, await readFile(CONTRACT_ROUTES_FILE, 'utf8'));
      const routes = lazyRouteModules(ROUTER_FILE, await readFile(ROUTER_FILE, 'utf8'), pages);
      const missing = [...pages.values()].filter((path) => !routes.some(([pattern]) => pattern === path));
      if (missing.length) this.warn(`no lazy module found for ${missing.join(', ')}: not preloaded`);
      const { byFile, chunkOf, closure, firstLoad } = chunkGraph(bundle);
      const preloads: Record<string, string[]> = {};
      for (const [pattern, module] of routes) {
        const chunk = chunkOf(module);
        if (!chunk) {
          this.warn(`no chunk for the lazy route ${pattern} (${module})`);
          continue;
        }
        const files = [...closure([chunk.fileName])].filter((fileName) => !firstLoad.has(fileName));
        const css = files.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        preloads[pattern] = [...files, ...css.filter((file) => !files.includes(file))];
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every text file of the build, so the
 * server sends them precompressed (@fastify/static `preCompressed`) and spends no CPU per request.
 * A compressed copy no smaller than the file itself is not written. Source maps are not compressed:
 * they are never served.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const filesUnder = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
    );
    return nested.flat();
  };
  let hasFailed = false;
  return {
    name: 'homebid:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      hasFailed = Boolean(error);
    },
    renderError() {
      hasFailed = true;
    },
    // Called after a failed build too: then there is nothing to compress (and the build's own error must show).
    async closeBundle() {
      if (hasFailed) return;
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.has(extname(file)) && !file.includes(`${join(outDir, '.vite')}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const size = (await stat(file)).size;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
            gz(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gzipped.length < size) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * Every module the app (main.tsx) imports statically goes into one chunk: the first load is a
 * couple of files instead of a dozen small shared chunks, each a request with its headers
 * (HTTP/1.1 fetches six at a time). Lazy routes import what they share with the app from it.
 */
/** Packages the app imports whole (no barrel of things only some pages use). */
const WHOLE_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

function firstLoadChunk() {
  let closure: Set<string> | undefined;
  return (moduleId: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!closure) {
      const seen = new Set<string>();
      const walk = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of context.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      walk(APP_MODULE);
      closure = seen;
    }
    // Packages that re-export much (@tanstack's index) would pull code only lazy pages use; Vite's
    // preload helper (a virtual module) stays out, or entry.ts would import the app statically.
    const isWholePackage = !moduleId.includes('/node_modules/') || WHOLE_PACKAGES.test(moduleId);
    return closure.has(moduleId) && isWholePackage && isAbsolute(moduleId) ? 'app' : null;
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/cable': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    // Maps stay beside the build for reading production stack traces, unreferenced and never served.
    sourcemap: 'hidden',
    // Every browser the build targets but Safari 16 preloads modules itself; Safari 16 just loads them later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Its own chunk: merged into the app's, it would make entry.ts import the app statically.
          groups: [
            { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
            { name: firstLoadChunk(), debugName: 'app' },
          ],
        },
      },
    },
  },
});
