import { expect, test } from '@playwright/test';

import { dataDir, interactive, newestEmailTo, signupCode, watchPage } from './support';

/**
 * Accounts end to end against the real server: sign up through /auth with the code from the dev
 * mailer's outbox, log out, log in with e-mail and password, and watch the navigation bar follow.
 */
test('sign up with an e-mailed code, log out, log in again', async ({ page, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  const problems = watchPage(page, baseURL ?? '');
  const stamp = Date.now().toString(36);
  const username = `e2e_${stamp}`;
  const email = `e2e.${stamp}@example.org`;
  const password = 'correct horse 42';

  const nav = page.getByRole('navigation', { name: 'Main' });
  const card = page.getByRole('region', { name: /^(Login|Register|Welcome, .*)$/ });

  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // Register: details, Send OTP, the code from the outbox, Verify OTP.
  await page.getByRole('button', { name: 'New here? Join' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await card.getByLabel('Username').fill(username);
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password', { exact: true }).fill(password);
  await card.getByLabel('Confirm password').fill(`${password}!`);
  await expect(card.getByText('Passwords do not match')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  await card.getByLabel('Confirm password').fill(password);
  await expect(card.getByText('Passwords do not match')).toBeHidden();

  const sentAfter = Date.now();
  await card.getByRole('button', { name: 'Send OTP' }).click();
  const otpBox = card.getByPlaceholder('Enter 6-digit OTP');
  await expect(otpBox).toBeVisible();
  await expect(otpBox).toHaveAttribute('maxlength', '6');
  await expect(card.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await expect(page.getByText('OTP sent to your email')).toBeVisible();

  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const eml = await newestEmailTo(email, sentAfter);
        code = eml ? signupCode(eml) : undefined;
        return code;
      },
      { message: `a sign-up e-mail to ${email} in ${dataDir() ?? '?'}/outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);

  await otpBox.fill(code ?? '');
  await card.getByRole('button', { name: 'Verify OTP' }).click();

  // Signed in: the welcome card and Logout in the bar.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(card).toContainText(username);
  await expect(card).toContainText(email);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // The session survives a reload (GET /user/me with the stored token).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Log out from the bar.
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Log in with e-mail and password.
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // A plain user is turned away from the admin area.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual(['You are not authorized to access this page!!']);

  // And logged out from the welcome card this time.
  await page.goto('/auth');
  await card.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  expect(problems).toEqual([]);
});

test('a signed-out visitor is sent from a guarded page to /auth', async ({ page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/ca-register');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(dialogs).toEqual(['Please Login First!!']);
  expect(problems).toEqual([]);
});

test('the menu collapses on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Events' })).toBeHidden();

  await interactive(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();

  // An outside click (below the open menu) closes it ...
  await page.mouse.click(180, 720);
  await expect(nav.getByRole('link', { name: 'Events' })).toBeHidden();

  // ... and so does a wider window.
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();

  // No sideways scrolling at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
