import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { dataDir, PASSWORD, signIn, signUp, watchPage } from './support';

/**
 * Nothing typed is lost (issue 33), on a phone (360 x 780): a cricket captain fills the college step
 * and the first people of the roster, reloads the page and resumes the draft (values and step back);
 * signs in on a second browser (another context, nothing on its device) and resumes the server's
 * copy there, Aadhaar number included; pays in the sandbox, after which neither browser offers the
 * draft any more.
 */

test.use({ viewport: { width: 360, height: 780 } });

const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';
const PAID = 'Payment successful! Registration confirmed.';

const progress = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });
const person = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The draft's status region once the wizard has looked for a draft. */
const draftRegion = (page: Page) => page.locator('.reg-draft:not([data-state="checking"])');
const serverSave = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/drafts/cricket') && r.request().method() === 'PUT',
  );

test('a half-filled cricket roster comes back after a reload and on a second browser, and goes once paid', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(120_000);
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'drafts');
  await signIn(page, account.token);

  const base = String(Math.floor(Math.random() * 9e6) + 1e6);
  const phone = (n: number) => `9${base.slice(0, 4)}${base.slice(4)}${String(n).padStart(2, '0')}`;
  const aadhaar = (n: number) => `567${base}${String(n).padStart(2, '0')}`;
  const people = [
    ['Captain #1 (Required)', 'Asha Kumari'],
    ['Vice-Captain #1 (Required)', 'Ravi Kumar'],
    ['Player #1 (Required)', 'Meera Singh'],
    ['Player #2 (Required)', 'Kabir Khan'],
  ] as const;

  await page.goto('/events/cricket');
  await expect(draftRegion(page)).toHaveAttribute('data-state', 'ready');
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  const saved = serverSave(page);
  for (const [i, [group, name]] of people.entries()) {
    const fields = person(page, group);
    await fields.getByLabel('Full Name').fill(name);
    await fields.getByLabel('Email').fill(`drafts.${base}.${String(i)}@example.org`);
    await fields.getByLabel('Phone Number').fill(phone(i));
    await fields.getByLabel('Aadhaar Number').fill(aadhaar(i));
  }
  // The server's copy follows a few seconds after the typing stops.
  expect((await saved).status()).toBe(200);

  // A reload: the device's copy is offered, and resumed by keyboard.
  await page.reload();
  const resume = page.getByRole('button', { name: 'Resume your draft' });
  await expect(page.getByRole('status').filter({ has: resume })).toContainText(
    'You started this registration earlier',
  );
  await expect(resume).toBeFocused();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  for (const [i, [group, name]] of people.entries()) {
    await expect(person(page, group).getByLabel('Full Name')).toHaveValue(name);
    await expect(person(page, group).getByLabel('Aadhaar Number')).toHaveValue(aadhaar(i));
  }
  // Aadhaar numbers are not on the device as typed.
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('fest-drafts');
      open.onsuccess = () => {
        resolve(open.result);
      };
      open.onerror = () => {
        reject(new Error('no drafts database'));
      };
    });
    const all = await new Promise<unknown[]>((resolve) => {
      const get = db.transaction('drafts').objectStore('drafts').getAll();
      get.onsuccess = () => {
        resolve(get.result as unknown[]);
      };
    });
    db.close();
    return JSON.stringify(all);
  });
  expect(stored).toContain('Asha Kumari');
  expect(stored).not.toContain(aadhaar(0));

  // Another browser: sign in there, and the server's copy is offered.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL });
  const second = await other.newPage();
  const secondProblems = watchPage(second, baseURL ?? '');
  await second.goto('/auth');
  const card = second.getByRole('region', { name: /^(Login|Register|Welcome, .*)$/ });
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(second.getByText('Login successful')).toBeVisible();
  await second.goto('/events/cricket');
  await second.getByRole('button', { name: 'Resume your draft' }).click();
  await expect(progress(second)).toHaveText('Step 2 of 4: Team Roster');
  for (const [i, [group, name]] of people.entries()) {
    await expect(person(second, group).getByLabel('Full Name')).toHaveValue(name);
    await expect(person(second, group).getByLabel('Aadhaar Number')).toHaveValue(aadhaar(i));
  }

  // The rest of the squad pasted in one go, then paid in the sandbox.
  const rows = Array.from({ length: 13 }, (_, i) =>
    [
      `Squad ${String.fromCharCode(65 + i)} Kumar`,
      `squad.${base}.${String(i)}@example.org`,
      phone(20 + i),
      aadhaar(20 + i),
    ].join('\t'),
  );
  await second.getByText('Paste a roster', { exact: true }).click();
  await second.getByLabel('Roster, one person per line').fill(rows.join('\n'));
  await second.getByRole('button', { name: 'Fill the roster' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Filled in' })).toContainText(
    'Filled in 13 people.',
  );
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(progress(second)).toHaveText('Step 3 of 4: Coach Details');
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(progress(second)).toHaveText('Step 4 of 4: Payment Confirmation');
  await second.getByRole('button', { name: 'Confirm & Pay' }).click();
  const dialog = second.getByRole('dialog', { name: SANDBOX_TITLE });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(second.getByRole('heading', { level: 2, name: PAID })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/user/drafts/cricket', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      return ((await res.json()) as { draft: unknown }).draft;
    })
    .toBeNull();

  // Paid: neither browser offers the draft again.
  for (const each of [second, page]) {
    await each.goto('/events/cricket');
    await expect(draftRegion(each)).toHaveAttribute('data-state', 'ready');
    await expect(each.getByRole('button', { name: 'Resume your draft' })).toHaveCount(0);
  }
  await other.close();
  expect(problems).toEqual([]);
  expect(secondProblems).toEqual([]);
});
