import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { dataDir, signIn, signUp, watchPage } from './support';

/**
 * Event registration end to end against the real server: a user signed up through the API (the code
 * read from the dev mailer's outbox) registers a football Men team through the wizard and pays in
 * the sandbox checkout, lands on the events page and sees 'Already Applied'; then an athletics
 * registration with a relay team.
 *
 * Needs a server whose payments run in sandbox mode (the default without Razorpay keys).
 */

const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';
const PAID = 'Payment successful! Registration confirmed.';

let people = 0;

/** Fills one person's fields with distinct valid values. */
async function fillPerson(group: Locator, fullname = 'Player Name') {
  people += 1;
  const n = String(people).padStart(5, '0');
  await group.getByLabel('Full Name').fill(fullname);
  await group.getByLabel('Email').fill(`person${n}.${Date.now().toString(36)}@example.org`);
  await group.getByLabel('Phone Number').fill(`98765${n}`);
  await group.getByLabel('Aadhaar Number').fill(`1234567${n}`);
}

const progress = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });

/** Pays in the sandbox checkout: the registration's confirmation page says so (no alert over a page). */
async function payInSandbox(page: Page, event: string) {
  const dialog = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(dialog).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/registrations/${event}$`));
  const status = page.getByRole('heading', { level: 2, name: PAID });
  await expect(status).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'see your passes' })).toBeVisible();
  // The receipt of the payment, numbered in the confirming transaction, is there to download.
  await expect(page.getByRole('button', { name: /^Download receipt .+ \(PDF\)$/ })).toBeVisible();
  expect(alerts).toEqual([]);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('register a football Men team and pay in the sandbox', async ({ page, request, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, (await signUp(request, 'reg')).token);

  await page.goto('/events/football');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Football Registration' }),
  ).toBeVisible();
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');

  // Next is refused until the step is valid.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in your College Name and Address.')).toBeVisible();
  await page.getByLabel('Category').selectOption('Men');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  await fillPerson(
    page.getByRole('group', { name: 'Captain #1 (Required)', exact: true }),
    'Cap Tain',
  );
  await fillPerson(
    page.getByRole('group', { name: 'Vice-Captain #1 (Required)', exact: true }),
    'Vice Cap',
  );
  for (let i = 1; i <= 11; i++) {
    await fillPerson(page.getByRole('group', { name: `Player #${i} (Required)`, exact: true }));
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Step 3 of 4: Coach Details');
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Step 4 of 4: Payment Confirmation');
  const summary = page.getByRole('region', { name: 'Registration Summary & Payment' });
  await expect(summary).toContainText('Total Members13');
  await expect(summary).toContainText('Rs. 6500');
  await expect(page.getByText('Please pay the registration fee to proceed.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByRole('dialog', { name: SANDBOX_TITLE })).toContainText('Rs. 6500');
  await payInSandbox(page, 'football');

  await page.goto('/event/ins?event=football');
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('register for athletics with a relay team', async ({ page, request, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, (await signUp(request, 'reg')).token);

  await page.goto('/events/athletics');
  await expect(progress(page)).toHaveText('Step 1 of 6: General Information');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 6: Coach Details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 3 of 6: Lead Athlete');
  await fillPerson(
    page.getByRole('group', { name: 'Lead Athlete (Required)', exact: true }),
    'Lead Runner',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 4 of 6: Individual Events');
  await page.getByRole('checkbox', { name: '100m', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Long Jump' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 5 of 6: Relay Events');
  await page.getByRole('checkbox', { name: '4x100m', exact: true }).check();
  for (let i = 1; i <= 4; i++) {
    await fillPerson(
      page.getByRole('group', { name: `Player #${i} in 4x100m (Required)`, exact: true }),
    );
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Step 6 of 6: Payment Confirmation');
  const summary = page.getByRole('region', { name: 'Registration Summary' });
  await expect(summary).toContainText('Lead Runner');
  await expect(summary).toContainText('100m, Long Jump');
  await expect(summary).toContainText('Rs. 3500');
  await page.getByRole('button', { name: 'Confirm & Register' }).click();
  await payInSandbox(page, 'athletics');
  expect(problems).toEqual([]);
});

test('the wizard fits a 360 px screen, works from the keyboard and passes axe', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, (await signUp(request, 'reg')).token);

  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const axe = async () => {
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  };

  await page.goto('/events/squash');
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');
  expect(await fits()).toBe(true);
  await axe();

  // Keyboard only: the college dropdown, then Next.
  await page.getByLabel('College').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  await expect(progress(page)).toBeFocused();
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Enter a valid name (<= 30 chars) for Player #1', { exact: true }),
  ).toBeVisible();
  await axe();

  for (let i = 1; i <= 3; i++) {
    await fillPerson(page.getByRole('group', { name: `Player #${i} (Required)`, exact: true }));
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Yes', { exact: true }).check();
  await expect(page.getByRole('group', { name: 'Coach (Required)', exact: true })).toBeVisible();
  expect(await fits()).toBe(true);
  await axe();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 4 of 4: Payment Confirmation');
  await expect(page.getByRole('region', { name: 'Registration Summary & Payment' })).toContainText(
    'Rs. 800',
  );
  expect(await fits()).toBe(true);
  await axe();

  // The sandbox dialog: focus inside, Escape dismisses it.
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  const dialog = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();
  expect(await fits()).toBe(true);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the payment test page sells its test item through the sandbox', async ({ page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await page.goto('/payment-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(dialog).toContainText('Rs. 100');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => alerts).toEqual(['Payment Verified Successfully!']);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page
    .getByRole('dialog', { name: SANDBOX_TITLE })
    .getByRole('button', { name: 'Fail' })
    .click();
  await expect.poll(() => alerts.at(-1)).toMatch(/^Payment Failed: .+/);
  expect(problems).toEqual([]);
});
