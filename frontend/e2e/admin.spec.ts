import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { type Account, bearer, dataDir, signUp, staffAccount, watchPage } from './support';

/**
 * The admin portal end to end against the real server. An admin is made the way an operator makes
 * one: an account signed up through the API (the code from the dev mailer's outbox), then
 * `fest user promote --email E --role admin` run against the server's database. The admin then
 * finds a user by e-mail and makes them a moderator, approves a CA application made through the
 * API, and downloads a CSV of the chess registrations after a registration paid in the sandbox.
 *
 * Needs the server's data directory (E2E_DATA_DIR) and its binary (FEST_BIN, default
 * ../target/release/fest relative to frontend/, as in global-setup.ts).
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Follows the sidebar's link to a section of the portal (its own address, /admin/<section>). */
async function openSection(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Opens /admin signed in with `token`. */
async function openPortal(page: Page, admin: Account) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
  }, admin.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText(`HELLO ${admin.username.toUpperCase()} !!`)).toBeVisible();
  await expect(page.getByText('ADMIN', { exact: true })).toBeVisible();
}

test.beforeEach(() => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
});

test('an admin finds a user by e-mail and makes them a moderator', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchPage(page, baseURL ?? '');
  const admin = await staffAccount(request, 'admin', 'admin');
  const target = await signUp(request, 'member');
  await openPortal(page, admin);

  await openSection(page, 'USERS');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Search', { exact: true }).fill(target.email);
  // The search goes into the address, so the filtered list can be linked to.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target.email)}`));
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: target.email });
  await expect(row).toContainText(target.username);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await row.getByRole('button', { name: `Info: ${target.username}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('Verified by OTP');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('combobox', { name: `Role of ${target.username}` }).selectOption('moderator');
  const confirm = page.getByRole('dialog', {
    name: `Change role of ${target.username} to moderator?`,
  });
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('moderator', { exact: true })).toBeVisible();

  const check = await request.get(
    `/api/v1/user/all-users?search=${encodeURIComponent(target.email)}`,
    { headers: bearer(admin.token) },
  );
  const body = (await check.json()) as { users: { email: string; role: string }[] };
  expect(body.users.find((u) => u.email === target.email)?.role).toBe('moderator');
  expect(problems).toEqual([]);
});

test('an admin approves a CA application', async ({ page, request, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const admin = await staffAccount(request, 'admin', 'admin');
  const applicant = await signUp(request, 'applicant');
  const fullName = 'Asha Kumari';
  const applied = await request.post('/api/v1/ca/apply', {
    headers: bearer(applicant.token),
    data: {
      fullName,
      collegeName: 'NIT Patna',
      collegeYear: 'Second Year',
      rollno: `22CS${Math.floor(Math.random() * 1e4)}`,
      collegeAddress: 'Ashok Rajpath, Patna, Bihar',
      phoneNumber: '9876543210',
      howDidYouKnow: 'Instagram',
      applicationStatement: 'I organise events in my college.',
      por: 'Cultural secretary',
      alternativeEmail: '',
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  await openPortal(page, admin);
  await openSection(page, 'CA');
  await page
    .getByRole('group', { name: 'Filter applications' })
    .getByRole('button', { name: 'Pending' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ca\?status=pending$/);
  const table = page.getByRole('table', { name: 'CA applications' });
  const row = table.getByRole('row').filter({ hasText: applicant.username });
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: `View: ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog).toContainText(applicant.email);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  // Reloaded: no longer among the pending ones.
  await expect(row).toHaveCount(0);

  await page
    .getByRole('group', { name: 'Filter applications' })
    .getByRole('button', { name: 'Accepted' })
    .click();
  await expect(table.getByRole('row').filter({ hasText: applicant.username })).toContainText(
    'accepted',
  );

  const mine = await request.get('/api/v1/ca/application', { headers: bearer(applicant.token) });
  expect(((await mine.json()) as { application: { status: string } }).application.status).toBe(
    'accepted',
  );
  expect(problems).toEqual([]);
});

let people = 0;
function person(name: string) {
  people += 1;
  const n = `${Date.now() % 1e5}${people}`.padStart(8, '0').slice(-8);
  return {
    fullname: name,
    email: `chess.${stamp()}@example.org`,
    phoneNumber: `98${n}`,
    aadharId: `1234${n}`,
  };
}

test('an admin downloads a CSV of the chess registrations', async ({ page, request, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const admin = await staffAccount(request, 'admin', 'admin');
  const registrant = await signUp(request, 'chess');

  // A chess registration paid in the sandbox: create-order, pay, verify.
  const ordered = await request.post('/api/v1/events/chess/create-order', {
    headers: bearer(registrant.token),
    data: {
      collegeName: 'Indian Institute of Technology Patna',
      collegeAddress: 'Patna, Bihar',
      category: '',
      accompanyingCoach: 'No',
      team: {
        captain: [person('Kabir Sen')],
        players: ['Asha Rao', 'Ravi Das', 'Meera Jha', 'Zoya Khan'].map(person),
      },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const order = ((await ordered.json()) as { order: { id: string } }).order;
  const paid = await request.post(`/api/v1/payments/sandbox/${order.id}/pay`, {
    headers: bearer(registrant.token),
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post('/api/v1/events/chess/verify-payment', {
    headers: bearer(registrant.token),
    data: (await paid.json()) as Record<string, string>,
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await openPortal(page, admin);
  await openSection(page, 'Events');
  await page.getByRole('group', { name: 'Events' }).getByRole('button', { name: 'Chess' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[^/?]+$/);
  await page.getByLabel('Search by e-mail').fill(registrant.email);
  const table = page.getByRole('table', { name: 'Chess registrations' });
  const row = table.getByRole('row').filter({ hasText: registrant.email });
  await expect(row).toContainText('Kabir Sen');
  await expect(row).toContainText('paid');
  await expect(row).toContainText('Rs. 249');

  const downloads = page.getByRole('group', { name: 'Download registrations' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[0]).toContain(',');
  expect(lines.slice(1).some((line) => line.includes('Kabir Sen'))).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the lists are cards, the section button names the section, the page starts high', async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = watchPage(page, baseURL ?? '');
    const admin = await staffAccount(request, 'admin', 'admin');
    const target = await signUp(request, 'phone');
    await openPortal(page, admin);

    const toggle = page.getByRole('button', { name: 'Sections: Home' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'USERS' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('button', { name: 'Sections: USERS' })).toBeVisible();
    // The list is asked for the search once typing pauses: wait for that answer, not only for a row
    // (the unfiltered list already shows it), so the list is not still dimmed as busy when axe reads it.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/') && decodeURIComponent(r.url()).includes(target.email),
    );
    await page.getByLabel('Search', { exact: true }).fill(target.email);
    await searched;
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: target.email });
    await expect(row).toContainText(target.username);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');

    // Each user is a card: as wide as the screen allows, each value under its column's name.
    const region = page.getByRole('region', { name: 'Users' });
    const sizes = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      display: getComputedStyle(element.querySelector('tbody tr') ?? element).display,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    expect(sizes.display).toBe('block');
    const email = row.getByRole('cell').filter({ hasText: target.email });
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(
      /Email/i,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The site's header, the portal's bar and its banner take at most a quarter of the first screen:
    // the section's navigation (and the section under it) start within it.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(page.getByRole('note')).toContainText('Test mode.');
    const navTop = await page
      .getByRole('navigation', { name: 'Admin sections' })
      .evaluate((nav) => nav.getBoundingClientRect().top);
    expect(navTop).toBeLessThanOrEqual(780 / 4);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
