/**
 * Fest-day passes and gate check-in end to end, with real cameras faked by Chromium.
 *
 * RUN IT ON ITS OWN, once the scanner island is built into the frontend the server embeds:
 *   scripts/island.sh && (cd frontend && npm run build) && cargo build --release
 *   cd frontend && npx playwright test e2e/checkin.spec.ts
 *
 * A user signed up through the API pays for a football team in the sandbox and sees one pass per
 * person on /passes; two passes' QR codes are filmed as Y4M videos. Chromium takes its fake camera's
 * picture only at launch (--use-file-for-fake-video-capture), so each camera is a browser of its
 * own, launched here with the project's flags: one shows the first pass to a volunteer (promoted with
 * `fest user promote`) at gate North, under 4x CPU throttling, and is let in ('Checked in.'), then
 * after a reload told 'Already checked in'; the other shows the second pass while the volunteer's
 * browser is offline: the scan waits on the device ('1 scan waiting to sync') and is synced once the
 * connection is back, which the pass's owner then sees through the API.
 *
 * Needs the server's data directory (E2E_DATA_DIR) for the sign-up codes and the CLI, payments in
 * sandbox mode, and the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { browserWithCamera, cameraFileOf, passesOf } from './camera';
import {
  type Account,
  dataDir,
  payForFootballTeam,
  signIn,
  signUp,
  staffAccount,
  watchPage,
} from './support';

/** A volunteer's page on /checkin in `browser`, the camera allowed. */
async function checkinPage(browser: Browser, baseURL: string, volunteer: Account) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const page = await context.newPage();
  await signIn(page, volunteer.token);
  return { context, page };
}

async function setGate(page: Page, gate: string) {
  await page.getByRole('textbox', { name: 'Gate' }).fill(gate);
  await page.getByRole('button', { name: 'Start scanning' }).click();
  await expect(page.getByTestId('gate-name')).toHaveText(gate);
}

test('passes on /passes are scanned in at the gate, online and offline', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const dir = await mkdtemp(join(tmpdir(), 'fest-camera-'));
  const browsers: Browser[] = [];

  try {
    // The owner pays for a team and finds a pass for each of its thirteen people.
    const owner = await signUp(request, 'passes');
    await payForFootballTeam(request, owner.token);
    const passes = await passesOf(request, owner.token);
    expect(passes).toHaveLength(13);

    const problems = watchPage(page, origin);
    await signIn(page, owner.token);
    await page.goto('/passes');
    await expect(page.getByRole('heading', { level: 1, name: 'Your passes' })).toBeVisible();
    await expect(page.getByTestId('pass-qr')).toHaveCount(13);
    await expect(page.getByText('Not used yet')).toHaveCount(13);
    const first = passes[0];
    const second = passes[1];
    if (!first || !second) throw new Error('no passes');
    await expect(page.getByTestId('pass-qr').nth(0)).toHaveAttribute('data-pass-id', first.id);
    await expect(page.getByTestId('pass-qr').nth(1)).toHaveAttribute('data-pass-id', second.id);
    // Printed, each pass takes a page of its own and the site's header is left out.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(13);
    await page.emulateMedia({ media: 'screen' });
    // One card a row, wide enough for the enlarged code (no neighbour drawn over it).
    await page.setViewportSize({ width: 600, height: 1000 });
    const firstCamera = await cameraFileOf(page, 0, dir);
    const secondCamera = await cameraFileOf(page, 1, dir);
    expect(problems).toEqual([]);

    const volunteer = await staffAccount(request, 'gate', 'volunteer');

    // Online: the first pass is let in at gate North, the scan timed under 4x CPU throttling.
    const online = await browserWithCamera(firstCamera);
    browsers.push(online);
    const gateA = await checkinPage(online, origin, volunteer);
    const watched = watchPage(gateA.page, origin);
    await gateA.page.goto('/checkin');
    await expect(
      gateA.page.getByRole('heading', { level: 1, name: 'Gate check-in' }),
    ).toBeVisible();
    const cdp = await gateA.context.newCDPSession(gateA.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await setGate(gateA.page, 'North');
    const island = gateA.page.getByTestId('scanner-island');
    await expect(island).toHaveAttribute('data-last-result', 'ok', { timeout: 30_000 });
    const answer = gateA.page.getByTestId('server-answer');
    await expect(answer).toContainText('Checked in.');
    await expect(answer).toHaveAttribute('data-result', 'ok');
    const ms = await island.getAttribute('data-last-ms');
    console.log(`scan ms (4x CPU throttling): ${ms ?? '?'}`);
    expect(Number(ms)).toBeGreaterThan(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(gateA.page.getByTestId('pending-count')).toHaveText('0 scans waiting to sync');

    // The same pass again (a new page: the scanner ignores a pass held up without a break).
    await gateA.page.reload();
    await expect(gateA.page.getByTestId('gate-name')).toHaveText('North');
    await expect(gateA.page.getByTestId('server-answer')).toContainText('Already checked in', {
      timeout: 30_000,
    });
    await expect(gateA.page.getByTestId('server-answer')).toContainText(
      `at gate North by ${volunteer.username}`,
    );
    await expect(island).toHaveAttribute('data-last-result', 'duplicate');
    expect(watched).toEqual([]);

    // Offline: the second pass waits on the device, then is synced when the network is back.
    const offline = await browserWithCamera(secondCamera);
    browsers.push(offline);
    const gateB = await checkinPage(offline, origin, volunteer);
    const bundleLoaded = gateB.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkin/bundle') && r.ok(),
    );
    const scannerLoaded = gateB.page.waitForResponse(
      (r) => r.url().includes('fest_scanner_island_bg') && r.ok(),
    );
    await gateB.page.goto('/checkin');
    // The page fetches the scanner's code as it opens: all of it is there before the network goes.
    await bundleLoaded;
    await (await scannerLoaded).finished();
    await gateB.context.setOffline(true);
    await expect(gateB.page.getByTestId('connection-status')).toHaveText(
      'Offline — scans are kept on this device',
    );
    await setGate(gateB.page, 'South');
    await expect(gateB.page.getByTestId('pending-count')).toHaveText('1 scan waiting to sync', {
      timeout: 30_000,
    });
    await expect(gateB.page.getByTestId('server-answer')).toContainText('Saved on this device');
    expect(
      (await passesOf(request, owner.token)).find((p) => p.id === second.id)?.checkedInAt,
    ).toBe(null);

    await gateB.context.setOffline(false);
    await expect(gateB.page.getByTestId('pending-count')).toHaveText('0 scans waiting to sync', {
      timeout: 30_000,
    });
    await expect(gateB.page.getByTestId('connection-status')).toHaveText('Online');
    const synced = (await passesOf(request, owner.token)).find((p) => p.id === second.id);
    expect(synced?.checkedInAt).toBeTruthy();
    expect(synced?.gate).toBe('South');
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
    await rm(dir, { recursive: true, force: true });
  }
});

test.describe('on a phone at the gate', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a pass id typed from under the code checks its holder in, once', async ({
    page,
    request,
    baseURL,
  }) => {
    test.skip(
      !dataDir(),
      'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown',
    );
    const owner = await signUp(request, 'typed');
    await payForFootballTeam(request, owner.token);
    const pass = (await passesOf(request, owner.token))[2];
    if (!pass) throw new Error('no pass');
    const volunteer = await staffAccount(request, 'gate', 'volunteer');

    const problems = watchPage(page, baseURL ?? '');
    await signIn(page, volunteer.token);
    await page.goto('/checkin');
    await setGate(page, 'East');
    // As a volunteer reads it off a crumpled printout: in capitals, in two groups.
    const typed = `${pass.id.slice(0, 8)} ${pass.id.slice(8)}`.toUpperCase();
    const search = page.getByRole('search');
    await search.getByLabel('Name, phone number, pass id or registration id').fill(typed);
    await search.getByRole('button', { name: 'Search' }).click();
    const people = page.getByRole('list', { name: 'People found' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people).toContainText('Not checked in');
    await people.getByRole('button', { name: /^Check in / }).click();
    await expect(page.getByTestId('server-answer')).toContainText('Checked in.');
    // Asked again, the holder shows as in, with no second check-in offered.
    await expect(people).toContainText(/Checked in at/);
    await expect(people.getByRole('button', { name: /^Check in / })).toHaveCount(0);
    const after = (await passesOf(request, owner.token)).find((p) => p.id === pass.id);
    expect(after?.gate).toBe('East');
    expect(after?.checkedInAt).toBeTruthy();
    // Nothing sticks out sideways at 360 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
