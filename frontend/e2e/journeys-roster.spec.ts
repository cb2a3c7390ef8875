import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { bearer, dataDir, signIn, signUp, watchPage } from './support';

/**
 * A cricket captain on a phone (360 x 780) registers a squad of 16 without typing it: the rows copied
 * from a spreadsheet (a header line, tab-separated, phone numbers written +91 98765 43210) are pasted
 * into 'Paste a roster' on the team step. The shared rules fill the roster in role order and report
 * the one row whose phone cannot be a mobile number at its line; the captain corrects that field and
 * reaches the payment step with 16 people. A captain whose account has not answered the age question
 * (DPDP Act) is asked it on the payment step, above the roster's privacy notice: Confirm & Pay is held
 * back until it is answered there (18 or older), and then registers.
 */

test.use({ viewport: { width: 360, height: 780 } });

const progress = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });

/**
 * `count` people as rows of a spreadsheet (a header line, tab-separated) with this run's own numbers,
 * phones written +91 98765 43210; `badPhone` puts a number that is no mobile number in that row
 * (counted from 1). With the run's `base` and each row's `phone`, for the checks.
 */
function spreadsheet(prefix: string, count: number, badPhone?: number) {
  const base = String(Math.floor(Math.random() * 9e6) + 1e6);
  const phone = (n: number) =>
    `+91 9${base.slice(0, 4)} ${base.slice(4)}${String(n).padStart(2, '0')}`;
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return [
      `Player ${String.fromCharCode(64 + n)} Kumar`,
      `${prefix}.${base}.${String(n).padStart(2, '0')}@example.org`,
      n === badPhone ? '+91 12345 6789' : phone(n),
      `567${base}${String(n).padStart(2, '0')}`,
    ].join('\t');
  });
  return { text: ['Name\tEmail\tPhone\tAadhaar', ...rows].join('\n'), base, phone };
}

test('a 16-person cricket roster pasted from a spreadsheet reaches the payment step', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, (await signUp(request, 'roster')).token);

  // Sixteen distinct people (this run's own numbers); the fourth row's phone is no mobile number.
  const { text, base, phone } = spreadsheet('roster', 16, 4);

  await page.goto('/events/cricket');
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');

  // The paste is folded away until asked for.
  const roster = page.getByLabel('Roster, one person per line');
  await expect(roster).toBeHidden();
  await page.getByText('Paste a roster', { exact: true }).click();
  await roster.fill(text);
  await page.getByRole('button', { name: 'Fill the roster' }).click();

  const report = page.getByRole('status').filter({ hasText: 'Filled in' });
  await expect(report).toContainText('Filled in 16 people.');
  // Line 1 is the header: the fourth person (Player #2) is on line 5.
  const refused = report.getByRole('button', {
    name: 'Line 5: Enter a valid 10-digit phone number for Player #2',
  });
  await expect(refused).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveCount(1);

  const captain = page.getByRole('group', { name: 'Captain #1 (Required)', exact: true });
  await expect(captain.getByLabel('Full Name')).toHaveValue('Player A Kumar');
  await expect(captain.getByLabel('Phone Number')).toHaveValue(phone(1).slice(4).replace(' ', ''));
  const last = page.getByRole('group', { name: 'Player #14 (Optional)', exact: true });
  await expect(last.getByLabel('Email')).toHaveValue(`roster.${base}.16@example.org`);

  // The refused field is highlighted, and the report's line takes the focus to it.
  const badPhone = page
    .getByRole('group', { name: 'Player #2 (Required)', exact: true })
    .getByLabel('Phone Number');
  await expect(badPhone).toHaveAttribute('aria-invalid', 'true');
  await refused.click();
  await expect(badPhone).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await badPhone.fill(phone(4));
  await expect(badPhone).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 3 of 4: Coach Details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 4 of 4: Payment Confirmation');
  const summary = page.getByRole('region', { name: 'Registration Summary & Payment' });
  await expect(summary).toContainText('Total Members16');
  await expect(summary).toContainText('Rs. 6500');
  await expect(page.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('an account that has not answered the age question is asked on the payment step, answers 18 or older and registers', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'agequestion', dataDir(), { answerAge: false });
  await signIn(page, account.token);

  await page.goto('/events/cricket');
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  await page.getByText('Paste a roster', { exact: true }).click();
  await page.getByLabel('Roster, one person per line').fill(spreadsheet('agequestion', 16).text);
  await page.getByRole('button', { name: 'Fill the roster' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Filled in' })).toContainText(
    'Filled in 16 people.',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 3 of 4: Coach Details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 4 of 4: Payment Confirmation');

  // The question, inside the wizard's form (no form of its own), above the roster's notice.
  const form = page.locator('form.reg-form');
  const age = form.getByRole('group', { name: 'Are you 18 or older?' });
  await expect(age).toBeVisible();
  await expect(page.locator('form')).toHaveCount(1);
  await expect(form.locator('.age-gate + .privacy-notice')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Confirm & Pay is held back: the question says why and takes the focus; nothing is ordered.
  const confirm = page.getByRole('button', { name: 'Confirm & Pay' });
  await confirm.click();
  await expect(age.getByRole('alert')).toHaveText('Answer this question before you send the form.');
  const yes = age.getByRole('radio', { name: 'Yes, I am 18 or older' });
  await expect(yes).toBeFocused();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout — test mode, no real money' });
  await expect(sandbox).toHaveCount(0);

  // Answered from the keyboard: Space chooses, Enter saves the answer (not the wizard's form).
  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(age).toHaveCount(0);
  await expect(sandbox).toHaveCount(0);
  const answered = await request.get('/api/v1/account/age', { headers: bearer(account.token) });
  expect(((await answered.json()) as { status?: string }).status).toBe('adult');

  // Now the registration goes, without reloading: paid in the sandbox.
  await confirm.click();
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\/registrations\/cricket$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Payment successful! Registration confirmed.' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
