import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { parseAst } from 'rolldown/parseAst';
import { defineConfig, type Plugin } from 'vite';

/** The app (entry.ts imports it after the first paint): its static imports form the first load. */
const APP_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/**
 * The files that list the page routes: the router (first load) and the signed-in areas' routes, a
 * chunk the router loads for their first page (so their pages preload that chunk too).
 */
const ROUTE_FILES = ['./src/app/router.tsx', './src/app/member-routes.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
/** The QueryClient, loaded with every screen but the query-free ones (app/page-routes.tsx `queryFree`). */
const QUERY_CLIENT_MODULE = fileURLToPath(new URL('./src/lib/query-client.ts', import.meta.url));
/** The marker of a screen that loads without the QueryClient. */
const QUERY_FREE_MARKER = 'queryFree';
/** The chunks of the customer's own screens (app/routes/hire*.tsx, customer-*.tsx, pro-profile.tsx). */
const CUSTOMER_SCREEN = /^assets\/(hire|hire-new|customer-[a-z-]+|pro-profile)-[\w-]{8}\.js$/;
/** The Available Projects map (features/projects/components/projects-map.tsx), which the list imports when the map opens. */
const PROJECTS_MAP = /^assets\/projects-map-[\w-]{8}\.js$/;
/** Written beside the build, read by the server (apps/api/src/modules/web/routes.ts), never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const CONTRACT_ROUTES_FILE = fileURLToPath(new URL('../../packages/contracts/src/routes.ts', import.meta.url));

/** An ESTree node as rolldown's parser (oxc) gives it, TypeScript nodes included. */
interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** A node's direct children in source order. */
function childrenOf(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** The first node, depth first in source order, for which `pick` answers something. */
function findFirst<T>(node: AstNode, pick: (node: AstNode) => T | undefined): T | undefined {
  const here = pick(node);
  if (here !== undefined) return here;
  for (const child of childrenOf(node)) {
    const found = findFirst(child, pick);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Calls `visit` on every node, parents before children. */
function walk(node: AstNode, visit: (node: AstNode) => void) {
  visit(node);
  for (const child of childrenOf(node)) walk(child, visit);
}

const parse = (file: string, text: string) =>
  parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as AstNode;
const stringOf = (node: unknown) =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
const nameOf = (node: unknown) => (isNode(node) && node.type === 'Identifier' ? (node.name as string) : undefined);
/** `key: value` in an object literal (not a method, a shorthand or a spread): [key name, value]. */
const propertyOf = (node: AstNode): [string, AstNode] | undefined =>
  node.type === 'Property' && !node.method && !node.shorthand && isNode(node.value)
    ? [nameOf(node.key) ?? stringOf(node.key) ?? '', node.value]
    : undefined;

/**
 * The contract's pages, name → path: the `pages` table of packages/contracts/src/routes.ts, each
 * entry's first string that starts with '/' (read from source: the config loads no workspace TS).
 */
function contractPagePaths(file: string, text: string): Map<string, string> {
  const paths = new Map<string, string>();
  const firstPath = (node: AstNode) => findFirst(node, (n) => (stringOf(n)?.startsWith('/') ? stringOf(n) : undefined));
  walk(parse(file, text), (node) => {
    if (node.type !== 'VariableDeclarator' || nameOf(node.id) !== 'pages' || !isNode(node.init)) return;
    const table = findFirst(node.init, (n) => (n.type === 'ObjectExpression' ? n : undefined));
    for (const property of (table?.properties as AstNode[] | undefined) ?? []) {
      const [name, value] = propertyOf(property) ?? [];
      const path = value && firstPath(value);
      if (name && path) paths.set(name, path);
    }
  });
  return paths;
}

/**
 * The page routes' lazy modules, read from the router's source (a wrong guess costs a preload, never
 * a page): a route object with a string `path` and a `lazy` that imports a module; a property named
 * after one of the contract's pages whose value imports a module (a name → screen table); a
 * `?? (() => import(…))` fallback, the screen of every contract page not named otherwise; a call
 * `helper('/path', …)` of a local helper with a `path` parameter whose body imports a module.
 * Returns [pattern, absolute module path without extension, whether it is marked query-free].
 */
function lazyRouteModules(
  file: string,
  text: string,
  contractPages: Map<string, string>,
): Array<[string, string, boolean]> {
  const importsIn = (node: AstNode): string[] => {
    const found: string[] = [];
    walk(node, (n) => {
      const specifier = n.type === 'ImportExpression' ? stringOf(n.source) : undefined;
      if (specifier) found.push(resolve(dirname(file), specifier));
    });
    return found;
  };
  const helpers = new Map<string, string>();
  const routes = new Map<string, string>();
  const queryFree = new Set<string>();
  const isQueryFree = (node: AstNode) =>
    findFirst(node, (n) => (n.type === 'CallExpression' && nameOf(n.callee) === QUERY_FREE_MARKER) || undefined) ===
    true;
  let fallback: string | undefined;
  walk(parse(file, text), (node) => {
    if (node.type === 'VariableDeclarator' && nameOf(node.id) && isNode(node.init)) {
      const fn = node.init;
      const module = importsIn(fn)[0];
      const isFunction = fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression';
      if (isFunction && nameOf((fn.params as AstNode[])[0]) === 'path' && module)
        helpers.set(nameOf(node.id) as string, module);
    }
    if (node.type === 'ObjectExpression') {
      let path: string | undefined;
      let lazy: AstNode | undefined;
      for (const property of node.properties as AstNode[]) {
        const [name, value] = propertyOf(property) ?? [];
        if (!name || !value) continue;
        if (name === 'path' && stringOf(value) !== undefined) path = stringOf(value);
        if (name === 'lazy') lazy = value;
        const screen = importsIn(value);
        const pagePath = contractPages.get(name);
        if (pagePath && screen.length === 1 && screen[0]) {
          routes.set(pagePath, screen[0]);
          if (isQueryFree(value)) queryFree.add(pagePath);
        }
      }
      const module = lazy && importsIn(lazy)[0];
      if (path && module) {
        routes.set(path, module);
        if (lazy && isQueryFree(lazy)) queryFree.add(path);
      }
    }
    if (node.type === 'LogicalExpression' && node.operator === '??' && isNode(node.right))
      fallback ??= importsIn(node.right)[0];
    const callee = node.type === 'CallExpression' ? nameOf(node.callee) : undefined;
    if (callee && helpers.has(callee)) {
      const first = stringOf((node.arguments as AstNode[])[0]);
      const module = helpers.get(callee);
      if (first !== undefined && module) routes.set(first, module);
    }
  });
  if (fallback) for (const path of contractPages.values()) if (!routes.has(path)) routes.set(path, fallback);
  return [...routes].map(([pattern, module]) => [pattern, module, queryFree.has(pattern)]);
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
      const routes = await Promise.all(
        ROUTE_FILES.map(async (file) =>
          lazyRouteModules(file, await readFile(file, 'utf8'), pages).map(([pattern, module, isQueryFree]) => ({
            pattern,
            module,
            isQueryFree,
            file,
          })),
        ),
      ).then((lists) => lists.flat());
      const missing = [...pages.values()].filter((path) => !routes.some(({ pattern }) => pattern === path));
      if (missing.length) this.warn(`no lazy module found for ${missing.join(', ')}: not preloaded`);
      const { byFile, chunkOf, closure, firstLoad } = chunkGraph(bundle);
      const queryClient = chunkOf(QUERY_CLIENT_MODULE);
      if (!queryClient) this.warn(`no chunk for ${QUERY_CLIENT_MODULE}: not preloaded`);
      const preloads: Record<string, string[]> = {};
      for (const { pattern, module, isQueryFree, file } of routes) {
        const chunk = chunkOf(module);
        if (!chunk) {
          this.warn(`no chunk for the lazy route ${pattern} (${module})`);
          continue;
        }
        // The screen's chunk, the route file's own chunk (none beyond the first load for the router),
        // and the QueryClient's unless the screen is query-free.
        const start = [chunk.fileName, chunkOf(file)?.fileName, isQueryFree ? undefined : queryClient?.fileName];
        const files = [...closure(start.filter((name): name is string => name !== undefined))].filter(
          (fileName) => !firstLoad.has(fileName),
        );
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
    modulePreload: {
      polyfill: false,
      // The customer's screens list no chunks to preload in the app chunk, which every provider page
      // loads first: the server preloads a customer page's chunks on a first load (route-preloads),
      // and the customer's layout fetches its screens once it has painted (app/customer-layout.tsx).
      // The map's chunk needs nothing the list has not loaded already: the list's chunk names no
      // preloads for it (they only made the list's first load longer).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && (CUSTOMER_SCREEN.test(file) || PROJECTS_MAP.test(file)) ? [] : deps,
    },
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
