import { existsSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { dataDir, festBin, signIn, signUp, staffAccount, watchPage } from './support';

/**
 * The campus ambassador programme end to end against the real server: a user signed up through the
 * API applies through /ca-register; an admin (a second user promoted with `fest user promote`, then
 * signed in again) accepts the application through the API; the user then finds 'CA Dashboard' on
 * /ca, opens the dashboard, copies the referral link, and following that link leaves the code in
 * sessionStorage (`fest.ref`) for the registration wizards.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('apply, get accepted, share the referral link', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.skip(!existsSync(festBin()), `the server binary ${festBin()} is needed to make an admin`);
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');

  const applicant = await signUp(request, 'ca');
  await signIn(page, applicant.token);

  // Apply through the form.
  await page.goto('/ca-register');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register as Campus Ambassador' }),
  ).toBeVisible();
  const form = page.locator('form.ca-form');
  await expect(form.getByLabel('Username')).toHaveValue(applicant.username);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(applicant.email);

  // The shared rules first.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please choose your college year.')).toBeVisible();

  await form.getByLabel('Full Name').fill('Asha Kumari');
  await form.getByLabel('College Name').fill('NIT Patna');
  await form.getByLabel('College Year').selectOption('Third Year');
  await form.getByLabel('Roll Number').fill('2201CS11');
  await form.getByLabel('College Address').fill('Ashok Rajpath, Patna, Bihar');
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Positions of Responsibility (optional)').fill('Sports secretary');
  await form.getByLabel('How did you come to know about us?').selectOption('Friends');
  await form.getByLabel('Application Statement').fill('I will bring my whole college along.');
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Application submitted successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/ca-application$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My CA Application' })).toBeVisible();
  await expect(page.locator('.ca-badge')).toHaveText('Pending');
  await expect(page.getByText('Sports secretary')).toBeVisible();

  // Back on the form: the pending message, then the status page again.
  await page.goto('/ca-register');
  await expect(
    page.getByText('Your application has been submitted. Please wait for approval.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ca-application$/);

  // An admin accepts it through the API.
  const admin = await staffAccount(request, 'admin', 'admin');
  const mine = await request.get('/api/v1/ca/application', { headers: bearer(applicant.token) });
  expect(mine.status(), await mine.text()).toBe(200);
  const { application } = (await mine.json()) as { application: { _id: string } };
  const accepted = await request.put(`/api/v1/ca/${application._id}/accept`, {
    headers: bearer(admin.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The landing page now offers the dashboard.
  await page.goto('/ca');
  const dashboardButton = page.getByRole('link', { name: 'CA Dashboard' });
  await expect(dashboardButton).toBeVisible();
  await dashboardButton.click();
  await expect(page).toHaveURL(/\/ca-dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Campus Ambassador Program' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the CA channel/ })).toBeVisible();

  const linkBox = page.getByRole('textbox', { name: 'Referral link' });
  await expect(linkBox).toHaveValue(/\/event\/ins\?ref=[A-Z0-9]+$/);
  const link = await linkBox.inputValue();
  const origin = new URL(baseURL ?? '').origin;
  expect(link.startsWith(`${origin}/event/ins?ref=`)).toBe(true);
  const code = new URL(link).searchParams.get('ref') ?? '';
  await expect(page.locator('.ca-code')).toHaveText(code);
  await expect(page.getByText('paid registrations credited to you')).toBeVisible();
  // The board lists CAs with credited paid registrations; a new CA has none yet.
  await expect(page.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible();

  // Copy announces itself and puts the link on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A CA is sent from the form to the dashboard.
  await page.goto('/ca-register');
  await expect(page).toHaveURL(/\/ca-dashboard$/);

  // Following the link keeps the code for the registration wizards, across pages of the tab.
  await page.goto(link);
  await expect(page).toHaveURL(/\/event\/ins\?ref=/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fest.ref'))).toBe(code);
  await page.goto('/sponsor');
  expect(await page.evaluate(() => sessionStorage.getItem('fest.ref'))).toBe(code);

  expect(problems).toEqual([]);
});
