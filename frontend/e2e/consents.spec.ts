import { expect, test, type Page } from '@playwright/test';

import { dataDir, newestEmailTo, PASSWORD, signupCode, watchPage } from './support';

/**
 * Consents (DPDP Act) end to end, on a phone (360 x 780), against the real server: the sign-up form
 * shows its privacy notice above Send OTP (opened and closed from the keyboard, the consent sentence
 * always in view); the new account applies as a campus ambassador, above whose Register button is
 * the application's notice (and, first, the age question, answered there: 18 or older); /account's 'Your consents' lists both, and withdrawing the application's
 * asks first, then erases the application, while the account's own answers how to withdraw it
 * (delete the account) under it.
 */

test.use({ viewport: { width: 360, height: 780 } });

const card = (page: Page) => page.getByRole('region', { name: /^(Login|Register|Welcome, .*)$/ });

/** Nothing on the page is wider than the phone's screen. */
async function fitsTheScreen(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}

test('the notices at sign-up and on the CA application, then the consents on /account', async ({
  page,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `consent_${stamp}`;
  const email = `consent.${stamp}@example.org`;

  // The sign-up form, with its notice just above Send OTP.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'New here? Join' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const signUpNotice = card(page).locator('.privacy-notice');
  const summary = signUpNotice.locator('summary');
  await expect(summary).toContainText('Privacy notice: Your account');
  await expect(
    signUpNotice.getByText('By continuing you agree to your details being used as described here.'),
  ).toBeVisible();
  const details = signUpNotice.locator('details');
  await expect(details).not.toHaveAttribute('open');
  await expect(signUpNotice.getByText('Username and e-mail address')).toBeHidden();
  // From the keyboard: Enter opens it, Space closes it.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');
  await expect(signUpNotice.getByText('Username and e-mail address')).toBeVisible();
  await expect(signUpNotice.getByText(/^Kept until \d+ days after the fest ends/)).toBeVisible();
  await expect(signUpNotice.getByRole('link', { name: '/grievance' })).toHaveAttribute(
    'href',
    '/grievance',
  );
  await fitsTheScreen(page);
  await page.keyboard.press(' ');
  await expect(details).not.toHaveAttribute('open');
  // The notice is the last thing above the button.
  await expect(signUpNotice.locator('xpath=following-sibling::*[1]')).toHaveText('Send OTP');

  await card(page).getByLabel('Username').fill(username);
  await card(page).getByLabel('Email').fill(email);
  await card(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card(page).getByLabel('Confirm password').fill(PASSWORD);
  const sentAfter = Date.now();
  await card(page).getByRole('button', { name: 'Send OTP' }).click();
  const otpBox = card(page).getByPlaceholder('Enter 6-digit OTP');
  await expect(otpBox).toBeVisible();
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
  await otpBox.fill(code ?? '');
  await card(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('region', { name: /^Welcome, / })).toBeVisible();

  // The CA application, with its notice above Register.
  await page.goto('/ca-register');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register as Campus Ambassador' }),
  ).toBeVisible();
  const form = page.locator('form.ca-form');
  await expect(form.locator('.privacy-notice summary')).toContainText(
    'Your campus ambassador application',
  );
  await expect(form.locator('.privacy-notice')).toContainText('By continuing you agree');
  await form.getByLabel('Full Name').fill('Asha Kumari');
  await form.getByLabel('College Name').fill('NIT Patna');
  await form.getByLabel('College Year').selectOption('Third Year');
  await form.getByLabel('Roll Number').fill('2201CS11');
  await form.getByLabel('College Address').fill('Ashok Rajpath, Patna, Bihar');
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Application Statement').fill('I will bring my whole college along.');
  // Signed up here, the account has not answered the age question: the form asks it above its
  // notice, and it is answered there (its own Save, not the form's Register).
  const age = form.getByRole('group', { name: 'Are you 18 or older?' });
  await expect(age).toBeVisible();
  await fitsTheScreen(page);
  await age.getByRole('radio', { name: 'Yes, I am 18 or older' }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(age).toHaveCount(0);
  await fitsTheScreen(page);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/ca-application$/);
  await expect(page.locator('.ca-badge')).toHaveText('Pending');

  // Your consents: the application's and the account's, newest first.
  await page.goto('/account');
  const consents = page.getByRole('region', { name: 'Your consents' });
  const list = consents.getByRole('list', { name: 'Your consents' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const application = list.getByRole('listitem', { name: 'Campus ambassador application' });
  const account = list.getByRole('listitem', { name: 'Your account' });
  await expect(list.getByRole('listitem').first()).toHaveAttribute(
    'data-point',
    'campus_ambassador',
  );
  await expect(account).toContainText(/Given on .* · Notice of \d{4}-\d{2}-\d{2}/);
  await consents.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);

  // The account's consent is withdrawn by deleting the account: the server says so under it.
  await account.getByRole('button', { name: 'Withdraw' }).click();
  await expect(account.getByRole('status')).toContainText('delete your account below');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The application's is withdrawn here, after asking: the application goes with it.
  await application.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your campus ambassador application?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw and erase' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Your consent has been withdrawn and the data given with it erased.'),
  ).toBeVisible();
  await expect(application).toContainText('Withdrawn on');
  await expect(application.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // No application any more: the form is offered again.
  await page.goto('/ca-register');
  await expect(page).toHaveURL(/\/ca-register$/);
  await expect(
    page.locator('form.ca-form').getByRole('button', { name: 'Register' }),
  ).toBeVisible();

  // The refusal (409) is the answer the card shows; Chromium logs it as a failed load.
  expect(
    problems.filter(
      (p) => !(p.startsWith('console error: Failed to load resource') && p.includes('409')),
    ),
  ).toEqual([]);
});
