import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the REAL release server (`fest serve`), which serves the built frontend
 * embedded. e2e/global-setup.ts starts it on a free port with a fresh SQLite database and sets
 * E2E_BASE_URL; setting E2E_BASE_URL yourself skips that (e.g. against `npm run preview`).
 *
 * The browser is the system Chromium (never a downloaded one): CHROMIUM_PATH, default /usr/bin/chromium.
 */
/** The system Chromium's flags; specs that launch a browser of their own (e.g. with a fake camera) add theirs. */
export const chromiumArgs = [
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

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
