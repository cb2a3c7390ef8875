import { expect, test } from '@playwright/test';

import { dataDir, newestEmailTo, PASSWORD, resetCode, signIn, signUp, watchPage } from './support';

/**
 * The account end to end against the real server: a user signed up through the API forgets the
 * password on /auth, resets it with the code from the dev mailer's outbox and logs in with the new
 * one; then edits the profile on /account (full name, and a college that is not in the directory, so
 * its address is needed) and finds the CA form on /ca-register pre-filled with it.
 */
test('reset a forgotten password, then edit the profile and see it on the CA form', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'reset');
  const newPassword = 'a brand new horse 7';
  const fullName = 'Meera Iyer';
  const college = 'Riverside Institute of Technology';
  const collegeAddress = 'Gaya, Bihar';

  const nav = page.getByRole('navigation', { name: 'Main' });
  const card = page.getByRole('region', { name: /^(Login|Reset your password|Welcome, .*)$/ });

  // Forgot password? carries the e-mail typed on the login form.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await card.getByLabel('Email').fill(account.email);
  await card.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(card.getByLabel('Email')).toHaveValue(account.email);

  // Step 1: the code is sent; the answer does not say whether the account exists.
  const sentAfter = Date.now();
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'If an account exists for this email, we have sent it a code to reset the password.',
  );
  const codeBox = card.getByLabel('Code');
  await expect(codeBox).toBeVisible();
  await expect(codeBox).toHaveAttribute('maxlength', '6');

  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const eml = await newestEmailTo(account.email, sentAfter);
        code = eml ? resetCode(eml) : undefined;
        return code;
      },
      {
        message: `a password reset e-mail to ${account.email} in ${dataDir() ?? '?'}/outbox`,
        timeout: 10_000,
      },
    )
    .toMatch(/^\d{6}$/);

  // Step 2: the shared rules first, then the code and the new password.
  await codeBox.fill(code ?? '');
  await card.getByLabel('New password', { exact: true }).fill(newPassword);
  await card.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await card.getByRole('button', { name: 'Reset password' }).click();
  await expect(card.getByText('Passwords do not match')).toBeVisible();
  await card.getByLabel('Confirm new password').fill(newPassword);
  await card.getByRole('button', { name: 'Reset password' }).click();

  await expect(
    page.getByText('Your password has been reset. Please log in with the new one.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(card.getByLabel('Email')).toHaveValue(account.email);

  // The old password is refused; the new one logs in.
  const old = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(old.ok()).toBe(false);
  await card.getByLabel('Password', { exact: true }).fill(newPassword);
  await card.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // The profile, from the navigation bar.
  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(account.email);
  await profile.getByLabel('Full Name').fill(fullName);
  await profile.getByLabel('College', { exact: true }).selectOption('Other');
  await profile.getByLabel('College Name').fill(college);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('College address is required.')).toBeVisible();
  await profile.getByLabel('College Address').fill(collegeAddress);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  // The session shows the new name at once.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();

  // The CA form starts from the profile.
  await page.goto('/ca-register');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register as Campus Ambassador' }),
  ).toBeVisible();
  const form = page.locator('form.ca-form');
  await expect(form.getByLabel('Full Name')).toHaveValue(fullName);
  await expect(form.getByLabel('College Name')).toHaveValue(college);
  await expect(form.getByLabel('College Address')).toHaveValue(collegeAddress);

  expect(problems).toEqual([]);
});

test('the account page works at 360 px and by keyboard', async ({ page, request, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'narrow');
  await signIn(page, account.token);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Full Name')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sessions' }).getByText('This device'),
  ).toBeVisible();
  const data = page.getByRole('region', { name: 'Your data' });
  await expect(data.getByRole('button', { name: 'Download my data' })).toBeVisible();

  // No sideways scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The keyboard reaches the fields and saves.
  await profile.getByLabel('Full Name').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Narrow Screen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile saved.')).toBeVisible();

  // The deletion dialog opens and closes by keyboard, and deletes nothing.
  const remove = data.getByRole('button', { name: 'Delete my account' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  expect(problems).toEqual([]);
});

test('a phone typed as people write it is saved as its ten digits, on a phone', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'dialling');
  await signIn(page, account.token);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  const phone = profile.getByLabel('Phone Number');
  await expect(phone).toBeVisible();

  // Kept as typed, shown as its ten digits once left, and saved so.
  await phone.fill('+91 98765 43210');
  await expect(phone).toHaveValue('+91 98765 43210');
  await phone.press('Tab');
  await expect(phone).toHaveValue('9876543210');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  const me = await request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(((await me.json()) as { user: { phoneNumber: string } }).user.phoneNumber).toBe(
    '9876543210',
  );

  // A number no Indian mobile has is refused at its field, and nothing is saved.
  await phone.fill('+91 58765 43210');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter a valid 10-digit mobile number\./);
  await page.reload();
  await expect(profile.getByLabel('Phone Number')).toHaveValue('9876543210');

  expect(problems).toEqual([]);
});
