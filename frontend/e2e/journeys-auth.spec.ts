import { expect, test, type Page } from '@playwright/test';

import {
  dataDir,
  interactive,
  newestEmailTo,
  PASSWORD,
  signUp,
  signupCode,
  watchPage,
} from './support';

/**
 * The captain's way in, on a phone (360 x 780), against the real server: a signed-out visitor who
 * taps Register Now (or opens another page behind sign-in) is sent to /auth, and after logging in or
 * signing up lands back on the page they came from, not on the welcome card. The sign-up form is
 * driven by keyboard: 'New here? Join' puts the focus in Username and Send OTP puts it in the OTP
 * box. A new account has no full name until its owner gives one: never its username.
 */

test.use({ viewport: { width: 360, height: 780 } });

const LOGIN_FIRST = 'Please Login First!!';

/** Accepts the guard's alerts and keeps their texts. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

const card = (page: Page) => page.getByRole('region', { name: /^(Login|Register|Welcome, .*)$/ });
const progress = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });

/** Signed out on the events page: Register Now on football goes to /auth by way of the guard. */
async function registerNowForFootball(page: Page, alerts: string[]) {
  await page.goto('/event/ins?event=football');
  await interactive(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Football' })).toBeVisible();
  await panel.getByRole('link', { name: 'Register Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(alerts).toEqual([LOGIN_FIRST]);
}

/** The football wizard at its first step, at /events/football. */
async function onTheFootballWizard(page: Page) {
  await expect(page).toHaveURL(/\/events\/football$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Football Registration' }),
  ).toBeVisible();
  await expect(progress(page)).toHaveText('Step 1 of 4: General Information');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toHaveCount(0);
}

test('Register Now, log in, and back on the wizard', async ({ page, request, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  const problems = watchPage(page, baseURL ?? '');
  const alerts = collectAlerts(page);
  const account = await signUp(request, 'back');

  await registerNowForFootball(page, alerts);
  await card(page).getByLabel('Email').fill(account.email);
  await card(page).getByLabel('Password').fill(PASSWORD);
  await card(page).getByRole('button', { name: 'Login', exact: true }).click();

  await onTheFootballWizard(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  // /auth was only a step on the way: Back goes to the events page, not to the login card.
  await page.goBack();
  await expect(page).toHaveURL(/\/event\/ins\?event=football$/);
  expect(alerts).toEqual([LOGIN_FIRST]);
  expect(problems).toEqual([]);
});

test('Register Now, sign up by keyboard, and back on the wizard with no full name yet', async ({
  page,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(60_000);
  const problems = watchPage(page, baseURL ?? '');
  const alerts = collectAlerts(page);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `captain_${stamp}`;
  const email = `captain.${stamp}@example.org`;

  await registerNowForFootball(page, alerts);

  // 'New here? Join' by keyboard: the focus goes to Username, typed into at once.
  await page.getByRole('button', { name: 'New here? Join' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(card(page).getByLabel('Username')).toBeFocused();
  await page.keyboard.type(username);
  await expect(card(page).getByLabel('Username')).toHaveValue(username);
  await page.keyboard.press('Tab');
  await expect(card(page).getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await card(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card(page).getByLabel('Confirm password').fill(PASSWORD);

  // Send OTP (Enter in the form): the focus goes to the OTP box.
  const sentAfter = Date.now();
  await page.keyboard.press('Enter');
  const otpBox = card(page).getByPlaceholder('Enter 6-digit OTP');
  await expect(otpBox).toBeVisible();
  await expect(otpBox).toBeFocused();
  await expect(page.getByText('OTP sent to your email')).toBeVisible();

  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const eml = await newestEmailTo(email, sentAfter);
        code = eml ? signupCode(eml) : undefined;
        return code;
      },
      { message: `a sign-up e-mail to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  await page.keyboard.type(code ?? '');
  await expect(otpBox).toHaveValue(code ?? '');
  await page.keyboard.press('Enter');

  await onTheFootballWizard(page);
  await expect(page.getByText('Registration successful')).toBeVisible();

  // The new account has no full name: the username is none (a roster refuses it).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const me = await page.request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { username: string; fullname: string } };
  expect(user.username).toBe(username);
  expect(user.fullname).not.toBe(username);
  expect(user.fullname).toBe('');

  // So the wizard asks the captain's name rather than offering the username.
  await page.getByLabel('Category').selectOption('Men');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 4: Team Roster');
  const captain = page.getByRole('group', { name: 'Captain #1 (Required)', exact: true });
  await expect(captain.getByLabel('Full Name')).toBeVisible();
  await expect(captain.getByLabel('Full Name')).not.toHaveValue(username);

  // And the profile asks it too.
  await page.goto('/account');
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toBeVisible();
  await expect(fullName).toHaveValue('');
  expect(alerts).toEqual([LOGIN_FIRST]);
  expect(problems).toEqual([]);
});

test('any page behind sign-in leads back to itself after logging in', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  const problems = watchPage(page, baseURL ?? '');
  const alerts = collectAlerts(page);
  const account = await signUp(request, 'passes');

  await page.goto('/passes');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await card(page).getByLabel('Email').fill(account.email);
  await card(page).getByLabel('Password').fill(PASSWORD);
  await card(page).getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/passes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your passes' })).toBeVisible();
  expect(alerts).toEqual([LOGIN_FIRST]);
  expect(problems).toEqual([]);
});
