/**
 * The fest-wide numbers on a phone (360 x 780), live. An admin (made with `fest user promote`) scans a
 * pass of a football team paid in the sandbox at a gate of this test's own name through the API, opens
 * Numbers in the admin area and sees the check-in counted, overall and at the gate; a second pass
 * scanned meanwhile shows up without the page being reloaded (the section asks the server again on its
 * own every few seconds). The section fits the screen and has no accessibility violations.
 *
 * Needs the server's data directory (E2E_DATA_DIR) and its binary (FEST_BIN), payments in sandbox mode.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  type Account,
  bearer,
  dataDir,
  payForFootballTeam,
  signIn,
  signUp,
  staffAccount,
  watchPage,
} from './support';

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);

async function passTokens(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/v1/passes', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { passes: { token: string }[] }).passes.map((p) => p.token);
}

async function checkedInNow(request: APIRequestContext, admin: Account): Promise<number> {
  const res = await request.get('/api/v1/admin/numbers', { headers: bearer(admin.token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { gates: { checkedIn: number } }).gates.checkedIn;
}

async function scan(request: APIRequestContext, admin: Account, token: string, gate: string) {
  const res = await request.post('/api/v1/checkin/scan', {
    headers: bearer(admin.token),
    data: { token, gate },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { result: string }).result).toBe('ok');
}

test.use({ viewport: { width: 360, height: 780 } });

test.beforeEach(() => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(120_000);
});

test('an admin watches the fest-wide numbers change on a phone', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchPage(page, baseURL ?? '');
  const admin = await staffAccount(request, 'numbers', 'admin');
  const owner = await signUp(request, 'numbers_team');
  await payForFootballTeam(request, owner.token);
  const [first, second] = await passTokens(request, owner.token);
  if (!first || !second) throw new Error('the team has fewer than two passes');
  const gate = `Numbers ${Date.now().toString(36)}`;

  const before = await checkedInNow(request, admin);
  await scan(request, admin, first, gate);

  await signIn(page, admin.token);
  await page.goto('/admin/numbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sections: Numbers' })).toBeVisible();
  const headline = page.getByTestId('numbers-checked-in');
  await expect(headline).toHaveText(count(before + 1));
  await expect(page.getByTestId('numbers-live')).toContainText('Updated');
  const gates = page.getByRole('table', { name: 'Checked in by gate' });
  const gateRow = gates.getByRole('row').filter({ hasText: gate });
  await expect(gateRow.getByRole('cell').nth(1)).toHaveText('1');

  // The page is not reloaded: a mark left on it stays.
  await page.evaluate(() => {
    (window as unknown as { numbersMark?: boolean }).numbersMark = true;
  });
  await scan(request, admin, second, gate);
  await expect(headline).toHaveText(count(before + 2), { timeout: 40_000 });
  await expect(gateRow.getByRole('cell').nth(1)).toHaveText('2');
  expect(
    await page.evaluate(() => (window as unknown as { numbersMark?: boolean }).numbersMark),
  ).toBe(true);

  // It fits the phone: nothing wider than the screen; the tables are cards.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
});
