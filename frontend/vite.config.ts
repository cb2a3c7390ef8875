import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';

import react from '@vitejs/plugin-react';
import {
  createServer,
  minifySync,
  searchForWorkspaceRoot,
  type Plugin,
  type Rollup,
  type ViteDevServer,
} from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const styleDir = here('../style');
const wasmPkgDir = here('../shared/wasm/pkg');
const fixturesPkgDir = here('../shared/fixtures-wasm/pkg');
const islandPkgDir = here('../islands/scanner/pkg');
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

/** The lazy pages whose code a first visit fetches at once (see routeFiles). */
const LAZY_PAGES: Record<string, string> = {
  '/event/ins': 'src/features/events/components/events-page.tsx',
  '/aboutUs': 'src/features/team/components/team-page.tsx',
  '/aboutUs2': 'src/features/team/components/departments-page.tsx',
  '/sponsor': 'src/features/sponsors/components/sponsors-page.tsx',
  '/merch': 'src/features/merch/components/merch-page.tsx',
  '/merchandise': 'src/features/merch/components/merch-page.tsx',
  '/ca': 'src/features/ca-landing/components/ca-page.tsx',
  '/auth': 'src/features/auth/components/auth-page.tsx',
};
/** Other files a first visit to a page wants early: Home's largest image, the video's poster. */
const EARLY_FILES: Record<string, string[]> = { '/': ['media/intro-poster.webp'] };

/**
 * Every page but Home is a lazy chunk, which the router would only ask for once the main bundle has
 * run. On a first visit to one of LAZY_PAGES the boot script (BOOT_SOURCE) starts fetching that page's
 * chunk, its shared chunks and its CSS beside the main bundle, and the page's EARLY_FILES: the build
 * writes which files each page wants, with their hashed names, into index.html as JSON
 * (<script type="application/json" id="route-files">, data that is never run).
 */
function routeFiles(
  bundle: Rollup.OutputBundle,
  pages: Record<string, string>,
  early: Record<string, string[]>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  // What the entry loads anyway (index.html preloads it) is left out.
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((c) => c.imports));
  const files: Record<string, string[]> = { ...early };
  for (const [path, source] of Object.entries(pages)) {
    const page = chunks.find((chunk) => chunk.facadeModuleId === here(`./${source}`));
    if (!page) throw new Error(`route files: no chunk for ${source}`);
    const wanted = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (chunk.isEntry || loaded.has(chunk.fileName) || wanted.has(chunk.fileName)) return;
      wanted.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css);
      for (const name of chunk.imports) {
        const dep = bundle[name];
        if (dep?.type === 'chunk') visit(dep);
      }
    };
    visit(page);
    files[path] = [...(files[path] ?? []), ...wanted];
  }
  return files;
}

/** Pages open to every visitor that are not in LAZY_PAGES (linked from them). */
const OTHER_PUBLIC_PAGES = ['src/features/rulebook/components/rulebook-page.tsx'];

/**
 * What a dynamic import fetches beside its own chunk (Vite's preload list). The lists of the imports in
 * the main chunk are part of every visitor's first download, so there a page of the signed-in areas
 * (account, wizards, passes, accommodation, admin and its sections, the gate) names only its CSS and
 * fetches its shared chunks as its own chunk asks for them, one round trip later, the first time; the
 * public pages (which visitors move between) and everything else keep their whole lists. This takes
 * about 1 KB gzipped off the JavaScript of /.
 */
function preloadOfPage(
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || !/(^|\/)index-[\w-]+\.js$/.test(context.hostId)) return deps;
  const isPage =
    /-(page|tab)-[\w-]+\.js$/.test(filename) || /(^|\/)section-gate-[\w-]+\.js$/.test(filename);
  const isPublic = [...Object.values(LAZY_PAGES), ...OTHER_PUBLIC_PAGES].some((source) => {
    const name = source
      .split('/')
      .pop()
      ?.replace(/\.tsx?$/, '');
    return name !== undefined && new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(filename);
  });
  return !isPage || isPublic ? deps : deps.filter((dep) => dep.endsWith('.css'));
}

/** The pages whose first view index.html carries, drawn before the app's code has run (see prerender). */
const PRERENDERED = ['/', '/event/ins', '/ca'];
/**
 * index.html's one script (CSP: no inline scripts). It copies the visited page's first view, if the
 * build made one, from its <template> into #root, and then starts the app: it asks for the files the
 * page wants early (routeFiles), and the tags Vite put in the head (module script, module preloads)
 * wait in a <template data-app> until the first view has been painted, so that fetching and running
 * the code does not hold the paint up. The build minifies it (BOOT_CODE).
 */
const BOOT_SOURCE = `// Made by vite.config.ts (prerender): draws the page's first view, then starts the app.
(() => {
  const path = location.pathname.replace(/(.)\\/+$/, '$1');
  const root = document.getElementById('root');
  let drawn = false;
  for (const template of document.querySelectorAll('template[data-prerendered]')) {
    if (root && !drawn && template.getAttribute('data-prerendered') === path) {
      const view = template.content.cloneNode(true);
      // The page's own CSS (a lazy page's) goes to the head, the page into #root. A disabled link
      // to the same file tells the app's chunk loader the CSS is there (it is not fetched again,
      // nor the page's style worked out again when the app starts).
      for (const style of view.querySelectorAll('style')) {
        document.head.append(style);
        const href = style.getAttribute('data-href');
        if (href) {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.disabled = true;
          document.head.append(link);
        }
      }
      // Looked at, not used, until the app hydrates it: nothing typed or clicked is lost.
      for (const element of view.children) element.inert = true;
      root.append(view);
      drawn = true;
      // Stand-ins for the two faces until they have loaded (src/first-view.css).
      document.documentElement.setAttribute('data-first-view', '');
    }
  }
  // What the page wants early (routeFiles): its lazy chunks, their CSS, its largest image.
  const preload = () => {
    const data = document.getElementById('route-files');
    const files = data ? JSON.parse(data.textContent)[path] : undefined;
    for (const file of files || []) {
      // CSS a page drawn from index.html brought along is there already (see above).
      if (document.querySelector('link[rel="stylesheet"][href="/' + file + '"]')) continue;
      const link = document.createElement('link');
      if (file.endsWith('.js')) {
        link.rel = 'modulepreload';
        link.crossOrigin = ''; // as the router's own requests for it
      } else if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
        link.crossOrigin = '';
      } else {
        link.rel = 'preload';
        link.as = 'image';
        link.fetchPriority = 'high';
      }
      link.href = '/' + file;
      document.head.append(link);
    }
  };
  const start = () => {
    preload();
    if (drawn) {
      // The two faces load now; the stand-ins give way once both are there (one layout, not two).
      const faces = ['1em "Inter Variable"', '1em "Oswald Variable"'];
      Promise.all(document.fonts ? faces.map((face) => document.fonts.load(face)) : []).finally(() => {
        document.documentElement.removeAttribute('data-first-view');
      });
    }
    for (const template of document.querySelectorAll('template[data-app]')) {
      for (const tag of template.content.children) {
        const element = document.createElement(tag.localName);
        for (const { name, value } of tag.attributes) element.setAttribute(name, value);
        document.head.append(element);
      }
    }
  };
  if (!drawn) {
    start();
    return;
  }
  // The view's text and the images on screen are painted before the app's code is fetched, which
  // would otherwise compete with them; in any case after 1.5 s.
  const painted = new Promise((resolve) => {
    const done = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    const observable = typeof PerformanceObserver !== 'undefined';
    if (!observable || !PerformanceObserver.supportedEntryTypes?.includes('paint') || done()) {
      resolve();
      return;
    }
    new PerformanceObserver((_list, observer) => {
      if (done()) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type: 'paint' });
  });
  const onScreen = (element) => element.getBoundingClientRect().top < innerHeight;
  const images = [
    ...[...root.querySelectorAll('img:not([loading="lazy"])')].filter(onScreen).map((img) => img.src),
    ...[...root.querySelectorAll('video[poster]')].filter(onScreen).map((video) => video.poster),
  ].map(
    (src) =>
      new Promise((resolve) => {
        const image = new Image();
        image.onload = image.onerror = resolve;
        image.src = src;
      }),
  );
  let started = false;
  const go = () => {
    if (!started) {
      started = true;
      start();
    }
  };
  setTimeout(go, 1500);
  Promise.all([painted, ...images]).then(() => requestAnimationFrame(() => setTimeout(go)));
})();
`;
const BOOT_CODE = minifySync('boot.js', BOOT_SOURCE, { compress: true, mangle: true }).code;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_CODE).digest('hex').slice(0, 8)}.js`;

/** The CSS files a lazy page's chunk brings (its own and its shared chunks'), in order. */
function pageCss(bundle: Rollup.OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const page = chunks.find((chunk) => chunk.facadeModuleId === here(`./${source}`));
  if (!page) throw new Error(`no chunk for ${source}`);
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? [])
      if (!css.includes(file)) css.push(file);
  };
  visit(page);
  return css;
}

/** Where the build writes the JavaScript of each route (read by scripts/audit.mjs). */
export const ROUTE_JS_FILE = here('./node_modules/.cache/fest/route-js.json');

/** One route's JavaScript: what every page loads (the entry) plus its own lazy chunks. */
export interface RouteJs {
  path: string;
  /** The page's module (src/...), or null for a route in the main chunk. */
  module: string | null;
  /** Every file the route loads, the entry's first. */
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript each route of the app loads, from the route table itself (src/app/routes.tsx, loaded
 * by the prerender's server): a route's `lazy` imports its page's module, whose chunk and the chunks
 * it imports come on top of the entry's.
 */
async function routeJs(server: ViteDevServer, bundle: Rollup.OutputBundle): Promise<RouteJs[]> {
  interface Route {
    id?: string;
    path?: string;
    index?: boolean;
    lazy?: unknown;
    children?: Route[];
  }
  const { routes, discovered } = (await server.ssrLoadModule('/src/app/routes.tsx')) as {
    routes: Route[];
    discovered: Record<string, { children: () => Promise<Route[]> }>;
  };
  // The routes found when first opened go under their parent, as they will in the browser.
  const withDiscovered = async (list: Route[]): Promise<Route[]> =>
    Promise.all(
      list.map(async (route) => {
        const found = route.id ? discovered[route.id] : undefined;
        const children = [...(route.children ?? []), ...(found ? await found.children() : [])];
        return { ...route, children: await withDiscovered(children) };
      }),
    );
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const gzip = new Map<string, number>();
  const size = (chunk: Rollup.OutputChunk) => {
    let bytes = gzip.get(chunk.fileName);
    if (bytes === undefined) {
      bytes = gzipSync(chunk.code, { level: zlib.Z_BEST_COMPRESSION }).length;
      gzip.set(chunk.fileName, bytes);
    }
    return bytes;
  };
  const closure = (start: Rollup.OutputChunk, into: Set<string>) => {
    const visit = (chunk: Rollup.OutputChunk) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      for (const name of chunk.imports) {
        const dep = bundle[name];
        if (dep?.type === 'chunk') visit(dep);
      }
    };
    visit(start);
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route JavaScript: no entry chunk');
  const entryFiles = new Set<string>();
  closure(entry, entryFiles);

  const rows: RouteJs[] = [];
  const walk = (list: Route[], parent: string, above: string[]) => {
    for (const route of list) {
      const path = route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/')
        : parent;
      // Every module the route's `lazy` imports (its page's among them), the server-state cache that
      // `page` in routes.tsx loads beside them, and what the routes above it load (guards).
      type Load = (...args: never[]) => unknown;
      const lazy = route.lazy as (Load & { load?: Load }) | undefined;
      const own =
        typeof lazy === 'function'
          ? [...String(lazy.load ?? lazy).matchAll(/["'](\/src\/[^"']+)["']/g)].flatMap((m) =>
              m[1] ? [m[1]] : [],
            )
          : [];
      if (lazy?.load) own.push('/src/lib/query-client.ts');
      const sources = [...above, ...own];
      if (route.path || route.index) {
        const source = own.find((name) => name.includes('/components/')) ?? own[0];
        const files = new Set(entryFiles);
        for (const name of sources) {
          const id = here(`.${name}`);
          const chunk =
            chunks.find((c) => c.facadeModuleId === id) ??
            chunks.find((c) => c.moduleIds.includes(id));
          if (chunk) closure(chunk, files);
          else console.warn(`route JavaScript: no chunk for ${name}`);
        }
        if (route.path !== '/' || route.index) {
          const list = [...files];
          rows.push({
            path,
            module: source ?? null,
            files: list,
            gzipBytes: list.reduce((sum, name) => {
              const chunk = bundle[name];
              return sum + (chunk?.type === 'chunk' ? size(chunk) : 0);
            }, 0),
          });
        }
      }
      if (route.children) walk(route.children, path || '/', sources);
    }
  };
  walk(await withDiscovered(routes), '', []);
  return rows;
}

/**
 * The first view of PRERENDERED pages without waiting for the app's code. The build renders each page
 * with renderToString (src/prerender.tsx: the same routes and components, as a visitor without a
 * session sees them before any data has arrived) into a <template> of index.html, with the CSS of a
 * lazy page inlined beside it; the boot script (BOOT_SOURCE) copies the visited page's template into
 * #root, so the page is drawn as soon as the HTML and the main CSS are there, and only then starts
 * the app, which hydrates the page (src/main.tsx): the elements drawn first stay, nothing blinks or
 * moves. Other paths start with an empty #root and the app at once, as before.
 */
function prerender(paths: readonly string[], lazyPages: Record<string, string>): Plugin {
  return {
    name: 'fest-prerender',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_CODE });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('prerender: no bundle');
        const server = await createServer({
          configFile: here('./vite.config.ts'),
          mode: 'production',
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let templates = '';
        try {
          const { prerender: render } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            prerender: (path: string) => Promise<string>;
          };
          for (const path of paths) {
            const page = await render(path);
            if (/<script\b/.test(page)) throw new Error(`prerender: ${path} renders a script`);
            // A lazy page's CSS comes with its code: until then the view carries it.
            const source = lazyPages[path];
            const styles = (source ? pageCss(bundle, source) : [])
              .map((file) => {
                const asset = bundle[file];
                if (asset?.type !== 'asset') throw new Error(`prerender: no CSS file ${file}`);
                const text =
                  typeof asset.source === 'string'
                    ? asset.source
                    : new TextDecoder().decode(asset.source);
                return `<style data-href="/${file}">${text.replaceAll('</style', '<\\/style')}</style>`;
              })
              .join('');
            templates += `<template data-prerendered="${path}">${styles}${page}</template>`;
          }
          const table = await routeJs(server, bundle);
          mkdirSync(dirname(ROUTE_JS_FILE), { recursive: true });
          writeFileSync(ROUTE_JS_FILE, JSON.stringify(table, null, 2));
        } finally {
          await server.close();
        }

        // The app's tags wait in a template until the boot script starts the app.
        const appTags: string[] = [];
        const head = html.replace(
          /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
          (_match, tag: string) => {
            appTags.push(tag);
            return '';
          },
        );
        if (!appTags.some((tag) => tag.startsWith('<script type="module"'))) {
          throw new Error('prerender: index.html has no module script');
        }
        const root = '<div id="root"></div>';
        if (!head.includes(root)) throw new Error('prerender: index.html has no empty #root');
        return head.replace(
          root,
          [
            templates,
            `<template data-app>${appTags.join('')}</template>`,
            `<script type="application/json" id="route-files">${JSON.stringify(
              routeFiles(bundle, lazyPages, EARLY_FILES),
            ).replaceAll('<', '\\u003c')}</script>`,
            root,
            `<script src="/${BOOT_FILE}"></script>`,
          ].join('\n    '),
        );
      },
    },
  };
}

export default defineConfig(() => ({
  plugins: [
    react(),
    prerender(PRERENDERED, LAZY_PAGES),
    // The installable app: its manifest (linked from index.html) and its service worker (src/sw.ts,
    // built to sw.js with the list of files it precaches; registered by src/pwa/register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Infinito 2025',
        short_name: 'Infinito',
        description:
          'The inter-college sports fest: events, registrations, your passes and the gate check-in.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b1020',
        theme_color: '#0b1020',
        icons: [
          { src: '/media/icons/app-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/media/icons/app-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/media/icons/app-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          { name: 'Your passes', url: '/passes' },
          { name: 'Gate check-in', url: '/checkin' },
        ],
      },
      injectManifest: {
        // Only the offline page and the app's own files: the pages' code is kept as it is used.
        globPatterns: ['offline.html', 'favicon.svg', 'media/icons/app-*.png'],
        // The worker is bundled without the app's aliases or plugins: it needs none.
        minify: true,
      },
    }),
    // Precompressed siblings (<file>.br, <file>.gz) of every emitted file, index.html included; the
    // Rust server sends them to clients that accept them.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
      ],
      include: /.*/,
      // Video and raster images are compressed already: no siblings for them.
      exclude: /\.(br|gz|webm|mp4|webp|jpe?g|png)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      { find: '@style', replacement: styleDir },
      // React Router's package exports name only its development build, whose warnings are on
      // (remix-run/react-router#14102); its production build, in the same package, differs only in
      // having them off. Everything (the site, the dev server, the unit tests) runs that build.
      {
        find: /^react-router$/,
        replacement: here('./node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: here('./node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preloadOfPage },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React's own chunk, which every page loads, also carries Vite's loader of lazy chunks
              // (the main chunk and the lazy chunks that load others import it): one file less on /.
              name: 'react',
              test: /[\\/]node_modules[\\/]react[\\/]|vite[\\/]preload-helper/,
            },
            {
              // An event's terms (the events page's panel, the wizard's first step) ride with the
              // rupee formatter both already load, rather than in a chunk of their own that the list
              // of the events page's files in the JavaScript of / would have to name.
              name: 'money',
              test: /src[\\/](lib[\\/]money|components[\\/]event-terms[\\/])/,
              // Only these: what they use (the shared rules' loader, dates) stays where it was.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The wasm glue loads its .wasm with new URL(..., import.meta.url): keep it out of pre-bundling.
  optimizeDeps: { exclude: ['fest-shared-wasm', 'fest-fixtures-wasm', 'fest-scanner-island'] },
  server: {
    proxy: api,
    fs: {
      allow: [
        searchForWorkspaceRoot(process.cwd()),
        styleDir,
        wasmPkgDir,
        fixturesPkgDir,
        islandPkgDir,
      ],
    },
  },
  preview: { proxy: api },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // One worker per core (Vitest's default leaves one core idle: on CI's two cores, half the machine).
    // Threads rather than processes: each test file still gets its own module graph and jsdom, for less
    // start-up cost per file. Measured on two quiet cores: 236 s with one worker, 160 s with two.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // A ceiling for a stuck test, not a speed check: on a busy two-core machine a test that waits
    // for its conditions can take several seconds.
    testTimeout: 60_000,
  },
}));
