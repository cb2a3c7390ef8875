#!/usr/bin/env node
/**
 * The public site's budgets, measured on a running server (`npm run audit`, `make audit`):
 *
 *   Lighthouse 12, mobile (its default: emulated phone, simulated slow 4G and CPU slowdown), on
 *   /, /event/ins and /ca:   performance 100, accessibility 100, LCP < 1.5 s, TBT < 50 ms, CLS 0.000;
 *   /:                        total page weight < 1 MB, JavaScript <= 110 KB gzipped (React included);
 *   axe-core on every open route: no serious or critical violation.
 *
 * It prints the figures, and the JavaScript (gzipped) each route of the app loads as the build wrote
 * it down (vite.config.ts, routeJs), and exits 1 when a budget is missed (2 when it could not measure).
 *
 *   AUDIT_BASE_URL  the server to measure (e.g. http://127.0.0.1:8080). Unset: the real release
 *                   server is started here, like e2e/global-setup.ts does: FEST_BIN (default
 *                   ../target/release/fest) `serve` from a fresh temporary directory on a free port.
 *   CHROME_PATH     the browser (default /usr/bin/chromium); nothing is downloaded.
 *   AUDIT_JSON      when set, a file to write all the figures to as JSON.
 *
 * Lighthouse's numbers depend on the machine: run it on an idle one (builds compete for the CPU).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No lookups of outside hosts: everything the site needs is on 127.0.0.1.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** Lighthouse runs here (mobile). */
const LIGHTHOUSE_PATHS = ['/', '/event/ins', '/ca'];
/** axe-core runs on every open route (SPEC 2.1), the not-found page included. */
const AXE_PATHS = [
  '/',
  '/event/ins',
  '/aboutUs',
  '/aboutUs2',
  '/sponsor',
  '/merch',
  '/merchandise',
  '/ca',
  '/auth',
  '/gallery',
];

const BUDGET = {
  performance: 100,
  accessibility: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  homeBytes: 1_000_000,
  homeJsGzipBytes: 110_000,
};

/** Written by the build (vite.config.ts, ROUTE_JS_FILE): each route's JavaScript files and size. */
const ROUTE_JS_FILE = join(frontendDir, 'node_modules/.cache/fest/route-js.json');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// The server: AUDIT_BASE_URL, or the release binary started here.

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startServer() {
  const bin = resolve(frontendDir, process.env.FEST_BIN ?? '../target/release/fest');
  if (!existsSync(bin)) {
    throw new Error(
      `server binary not found: ${bin}\nBuild it (make build), set FEST_BIN, or set AUDIT_BASE_URL.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'fest-audit-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve'], {
    cwd: dir,
    env: {
      ...process.env,
      FEST_BIND: `127.0.0.1:${port}`,
      FEST_DATABASE_URL: `sqlite://${dir}/fest.db?mode=rwc`,
      FEST_DATA_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      });
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(
    `the server did not come up\n--- server output ---\n${Buffer.concat(output).toString()}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The same-origin scripts a page loaded (from Lighthouse's network records). */
function scriptsOf(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter(
    (item) => item.resourceType === 'Script' && new URL(item.url).origin === origin,
  );
}

/** Gzipped size (level 9, as the build's .gz files) of a script fetched without compression. */
async function gzipSize(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

// ---------------------------------------------------------------------------------------------
// axe-core.

async function runAxe(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results = [];
  try {
    for (const path of AXE_PATHS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // The map embed cannot be reached from here: a blank stand-in takes its place (the frame
      // element itself, its title included, is still checked).
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
        }),
      );
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      const { violations } = await new AxeBuilder({ page }).analyze();
      results.push({ path, violations });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Each route's JavaScript, as the build wrote it down.

async function printRouteJs() {
  if (!existsSync(ROUTE_JS_FILE)) {
    console.log(`[audit] no ${ROUTE_JS_FILE}: build the frontend to see each route's JavaScript`);
    return [];
  }
  const rows = JSON.parse(await readFile(ROUTE_JS_FILE, 'utf8'));
  // Measured on the files as written (gzip level 9, as the build's .gz files and as / is measured).
  const sizes = new Map();
  const sizeOf = async (file) => {
    if (!sizes.has(file)) {
      const path = join(frontendDir, 'dist', file);
      sizes.set(file, existsSync(path) ? gzipSync(await readFile(path), { level: 9 }).length : 0);
    }
    return sizes.get(file);
  };
  for (const row of rows) {
    const bytes = await Promise.all(row.files.map(sizeOf));
    if (bytes.every((n) => n > 0)) row.gzipBytes = bytes.reduce((a, b) => a + b, 0);
  }
  const entry = Math.min(...rows.map((row) => row.gzipBytes));
  console.log(
    "[audit] each route's JavaScript, gzipped (what every page loads, then the route's own)",
  );
  console.log(`  ${'route'.padEnd(36)} ${'total'.padStart(9)} ${'own'.padStart(9)}  files`);
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(36)} ${kb(row.gzipBytes).padStart(9)} ${kb(row.gzipBytes - entry).padStart(9)}  ${row.files.length}`,
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let server;
  let baseUrl = process.env.AUDIT_BASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    server = await startServer();
    baseUrl = server.baseUrl;
    console.log(`[audit] started the release server at ${baseUrl}`);
  }
  process.env.CHROME_PATH = CHROME_PATH; // chrome-launcher reads it too
  const origin = new URL(baseUrl).origin;
  const failures = [];
  const report = { baseUrl, lighthouse: [], home: {}, axe: [] };

  try {
    console.log(`[audit] Lighthouse 12, mobile, on ${LIGHTHOUSE_PATHS.join(', ')}`);
    for (const path of LIGHTHOUSE_PATHS) {
      const lhr = await runLighthouse(baseUrl + path);
      const performance = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const accessibility = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue ?? Infinity;
      const weight = lhr.audits['total-byte-weight'].numericValue ?? Infinity;
      const fcp = lhr.audits['first-contentful-paint'].numericValue ?? Infinity;
      const tbt = lhr.audits['total-blocking-time'].numericValue ?? Infinity;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? Infinity;
      report.lighthouse.push({
        path,
        performance,
        accessibility,
        lcpMs: Math.round(lcp),
        fcpMs: Math.round(fcp),
        tbtMs: Math.round(tbt),
        cls,
        weight,
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.selector,
      });
      console.log(
        `  ${path.padEnd(11)} performance ${String(performance).padStart(3)}  accessibility ${String(accessibility).padStart(3)}  LCP ${(lcp / 1000).toFixed(2)} s  (FCP ${(fcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)})  weight ${kb(weight)}`,
      );
      if (performance < BUDGET.performance)
        failures.push(`${path}: performance ${performance} < ${BUDGET.performance}`);
      if (accessibility < BUDGET.accessibility)
        failures.push(`${path}: accessibility ${accessibility} < ${BUDGET.accessibility}`);
      if (!(lcp < BUDGET.lcpMs))
        failures.push(`${path}: LCP ${(lcp / 1000).toFixed(2)} s >= ${BUDGET.lcpMs / 1000} s`);
      if (!(tbt < BUDGET.tbtMs))
        failures.push(`${path}: TBT ${Math.round(tbt)} ms >= ${BUDGET.tbtMs} ms`);
      // CLS as Lighthouse reports it, to three decimals.
      if (!(Number(cls.toFixed(3)) <= BUDGET.cls))
        failures.push(`${path}: CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
      for (const [id, audit] of Object.entries(lhr.audits)) {
        if (
          audit.score !== null &&
          audit.score < 1 &&
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === id && ref.weight > 0)
        ) {
          console.log(`      accessibility: ${id} (${audit.title})`);
        }
      }

      if (path === '/') {
        const scripts = scriptsOf(lhr, origin);
        const transferred = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        const gzipped = (await Promise.all(scripts.map((item) => gzipSize(item.url)))).reduce(
          (a, b) => a + b,
          0,
        );
        report.home = {
          weight,
          jsTransferred: transferred,
          jsGzip: gzipped,
          scripts: scripts.map((s) => s.url),
        };
        console.log(
          `  / page weight ${kb(weight)}; JavaScript: ${scripts.length} files, ${kb(gzipped)} gzipped (${kb(transferred)} transferred)`,
        );
        if (!(weight < BUDGET.homeBytes))
          failures.push(`/: page weight ${kb(weight)} >= ${kb(BUDGET.homeBytes)}`);
        if (gzipped > BUDGET.homeJsGzipBytes)
          failures.push(`/: JavaScript ${kb(gzipped)} gzipped > ${kb(BUDGET.homeJsGzipBytes)}`);
      }
    }

    report.routes = await printRouteJs();

    console.log(`[audit] axe-core on ${AXE_PATHS.length} routes`);
    for (const { path, violations } of await runAxe(baseUrl)) {
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      report.axe.push({
        path,
        violations: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
      });
      const summary = violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ');
      console.log(`  ${path.padEnd(13)} ${violations.length === 0 ? 'no violations' : summary}`);
      for (const v of bad) {
        failures.push(`${path}: axe ${v.impact} ${v.id}: ${v.help}`);
        for (const node of v.nodes.slice(0, 3)) console.log(`      ${node.target.join(' ')}`);
      }
    }
  } finally {
    await server?.stop();
  }

  if (process.env.AUDIT_JSON)
    await writeFile(process.env.AUDIT_JSON, JSON.stringify(report, null, 2));
  if (failures.length > 0) {
    console.log(`\n[audit] ${failures.length} budget(s) missed:`);
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('\n[audit] every budget met');
  }
}

main().catch((error) => {
  console.error('[audit] could not measure:', error);
  process.exitCode = 2;
});
