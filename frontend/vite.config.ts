import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { searchForWorkspaceRoot, type Plugin, type Rollup } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const styleDir = here('../style');
const wasmPkgDir = here('../shared/wasm/pkg');
const islandPkgDir = here('../islands/scanner/pkg');
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

/** The lazy pages whose code a first visit fetches at once (see routePreload). */
const LAZY_PAGES: Record<string, string> = {
  '/event/ins': 'src/features/events/components/events-page.tsx',
  '/aboutUs': 'src/features/team/components/team-page.tsx',
  '/aboutUs2': 'src/features/team/components/departments-page.tsx',
  '/sponsor': 'src/features/sponsors/components/sponsors-page.tsx',
  '/merch': 'src/features/merch/components/merch-page.tsx',
  '/merchandise': 'src/features/merch/components/merch-page.tsx',
  '/ca': 'src/features/ca/components/ca-page.tsx',
  '/auth': 'src/features/auth/components/auth-page.tsx',
};
/** Other files a first visit to a page wants early: Home's largest image, the video's poster. */
const EARLY_FILES: Record<string, string[]> = { '/': ['media/intro-poster.webp'] };
const ROUTE_PRELOAD = 'route-preload.js';

/**
 * Every page but Home is a lazy chunk, which the router would only ask for once the main bundle has
 * run. On a first visit to one of LAZY_PAGES, /route-preload.js (a small async script in index.html)
 * starts fetching that page's chunk, its shared chunks and its CSS beside the main bundle, and the
 * page's EARLY_FILES. The build writes the script with the hashed file names; the dev server answers
 * it with a no-op.
 */
function routePreload(pages: Record<string, string>, early: Record<string, string[]>): Plugin {
  return {
    name: 'fest-route-preload',
    configureServer(server) {
      server.middlewares.use(`/${ROUTE_PRELOAD}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end('');
      });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      // What the entry loads anyway (index.html preloads it) is left out.
      const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((c) => c.imports));
      const files: Record<string, string[]> = { ...early };
      for (const [path, source] of Object.entries(pages)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === here(`./${source}`));
        if (!page) {
          this.warn(`no chunk for ${source}: ${path} is not preloaded`);
          continue;
        }
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
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOAD,
        source: `// Made by vite.config.ts (routePreload): what a first visit to a page needs, fetched early.
(() => {
  const files = ${JSON.stringify(files)}[location.pathname.replace(/(.)\\/+$/, '$1')];
  for (const file of files || []) {
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
})();
`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    routePreload(LAZY_PAGES, EARLY_FILES),
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
    alias: {
      '@': here('./src'),
      '@style': styleDir,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
  },
  // The wasm glue loads its .wasm with new URL(..., import.meta.url): keep it out of pre-bundling.
  optimizeDeps: { exclude: ['fest-shared-wasm', 'fest-scanner-island'] },
  server: {
    proxy: api,
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), styleDir, wasmPkgDir, islandPkgDir] },
  },
  preview: { proxy: api },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
