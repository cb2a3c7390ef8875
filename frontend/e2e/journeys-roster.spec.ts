import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { dataDir, signIn, signUp, watchPage } from './support';

/**
 * A cricket captain on a phone (360 x 780) registers a squad of 16 without typing it: the rows copied
 * from a spreadsheet (a header line, tab-separated, phone numbers written +91 98765 43210) are pasted
 * into 'Paste a roster' on the team step. The shared rules fill the roster in role order and report
 * the one row whose phone cannot be a mobile number at its line; the captain corrects that field and
 * reaches the payment step with 16 people.
 */

test.use({ viewport: { width: 360, height: 780 } });

const progress = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });

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
  const base = String(Math.floor(Math.random() * 9e6) + 1e6);
  const phone = (n: number) =>
    `+91 9${base.slice(0, 4)} ${base.slice(4)}${String(n).padStart(2, '0')}`;
  const rows = Array.from({ length: 16 }, (_, i) => {
    const n = i + 1;
    return [
      `Player ${String.fromCharCode(64 + n)} Kumar`,
      `roster.${base}.${String(n)}@example.org`,
      n === 4 ? '+91 12345 6789' : phone(n),
      `567${base}${String(n).padStart(2, '0')}`,
    ].join('\t');
  });
  const text = ['Name\tEmail\tPhone\tAadhaar', ...rows].join('\n');

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
