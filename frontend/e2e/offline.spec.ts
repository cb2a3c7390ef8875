/**
 * The installable app with no network: once visited, /passes and /checkin open with the network cut
 * (the service worker serves their code and the pages keep their data on the device), a gate scans a
 * pass offline and syncs it when the network is back, and any other page shows the offline page.
 *
 * The browsers reach the server through a TCP relay on 127.0.0.1 started here: cutting the network is
 * closing the relay (every connection refused, the service worker's included) and, for the pages,
 * Playwright's offline mode (navigator.onLine false, as a phone without signal says). Playwright's
 * offline mode alone does not reach a service worker's own requests.
 *
 * Needs the server's data directory (E2E_DATA_DIR), payments in sandbox mode, the system Chromium
 * with its fake camera, and the scanner island built into the frontend.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { browserWithCamera, cameraFileOf, passesOf } from './camera';
import { dataDir, payForFootballTeam, signIn, signUp, staffAccount } from './support';

/** A TCP relay to the server that can be cut and restored on the same port. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  private readonly target: URL;

  constructor(target: URL) {
    this.target = target;
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        resolve();
      });
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Refuses every connection from now on and drops those open. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

/** Waits until the service worker controls `page` and keeps `path` and a file whose URL has `file`. */
async function keptForOffline(page: Page, path: string, file?: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([p, f]) => {
            if (!navigator.serviceWorker.controller) return 'no worker yet';
            if (!(await caches.match(p))) return `${p} not kept yet`;
            if (f) {
              const cache = await caches.open('fest-assets');
              const keys = await cache.keys();
              if (!keys.some((k) => k.url.includes(f))) return `${f} not kept yet`;
            }
            return 'kept';
          },
          [path, file] as const,
        ),
      { timeout: 30_000 },
    )
    .toBe('kept');
}

/** Cuts the network of `context`: the relay is closed and the pages are told they are offline. */
async function goOffline(relay: Relay, context: BrowserContext) {
  await relay.cut();
  await context.setOffline(true);
}

async function goOnline(relay: Relay, context: BrowserContext) {
  await relay.start();
  await context.setOffline(false);
}

test('passes and the gate open and work with no network once visited', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(240_000);
  const relay = new Relay(new URL(baseURL ?? ''));
  await relay.start();
  const dir = await mkdtemp(join(tmpdir(), 'fest-offline-'));
  const browsers: Browser[] = [];

  try {
    const owner = await signUp(request, 'offline');
    await payForFootballTeam(request, owner.token);
    const passes = await passesOf(request, owner.token);
    const shown = passes[3];
    if (!shown) throw new Error('no pass');

    // The owner visits /passes once, online; the worker keeps the page.
    const ownerContext = await browser.newContext({
      baseURL: relay.origin,
      viewport: { width: 600, height: 1000 },
    });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner.token);
    await ownerPage.goto('/passes');
    await expect(ownerPage.getByTestId('pass-qr')).toHaveCount(13);
    await keptForOffline(ownerPage, '/passes');
    const camera = await cameraFileOf(ownerPage, 3, dir);

    // No network: /passes opens with the passes saved on the device and their codes.
    await goOffline(relay, ownerContext);
    await ownerPage.reload();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your passes' })).toBeVisible();
    await expect(ownerPage.getByTestId('pass-qr')).toHaveCount(13);
    await expect(ownerPage.getByTestId('pass-qr').nth(3)).toHaveAttribute('data-pass-id', shown.id);
    // Any other page: the offline page, with the way to the passes.
    await ownerPage.goto('/aboutUs');
    await expect(
      ownerPage.getByRole('heading', { level: 1, name: 'You are offline' }),
    ).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: 'Your passes' })).toHaveAttribute(
      'href',
      '/passes',
    );
    await goOnline(relay, ownerContext);

    // A volunteer opens the gate once, online: the page, its check-in bundle and the scanner's code.
    const volunteer = await staffAccount(request, 'offgate', 'volunteer');
    const gate = await browserWithCamera(camera);
    browsers.push(gate);
    const gateContext = await gate.newContext({
      baseURL: relay.origin,
      viewport: { width: 360, height: 740 },
    });
    await gateContext.grantPermissions(['camera'], { origin: relay.origin });
    const gatePage = await gateContext.newPage();
    await signIn(gatePage, volunteer.token);
    const bundleLoaded = gatePage.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkin/bundle') && r.ok(),
    );
    await gatePage.goto('/checkin');
    await expect(gatePage.getByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    await bundleLoaded;
    await keptForOffline(gatePage, '/checkin', 'fest_scanner_island_bg');

    // The network goes; the page is opened again from nothing but the device.
    await goOffline(relay, gateContext);
    await gatePage.reload();
    await expect(gatePage.getByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    await expect(gatePage.getByTestId('connection-status')).toHaveText(
      'Offline — scans are kept on this device',
    );
    await gatePage.getByRole('textbox', { name: 'Gate' }).fill('West');
    await gatePage.getByRole('button', { name: 'Start scanning' }).click();
    await expect(gatePage.getByTestId('pending-count')).toHaveText('1 scan waiting to sync', {
      timeout: 30_000,
    });
    await expect(gatePage.getByTestId('server-answer')).toContainText('Saved on this device');
    expect((await passesOf(request, owner.token)).find((p) => p.id === shown.id)?.checkedInAt).toBe(
      null,
    );

    // Back online: the scan is synced and the pass is checked in at gate West.
    await goOnline(relay, gateContext);
    await expect(gatePage.getByTestId('pending-count')).toHaveText('0 scans waiting to sync', {
      timeout: 30_000,
    });
    const synced = (await passesOf(request, owner.token)).find((p) => p.id === shown.id);
    expect(synced?.checkedInAt).toBeTruthy();
    expect(synced?.gate).toBe('West');
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
    await relay.cut();
    await rm(dir, { recursive: true, force: true });
  }
});
