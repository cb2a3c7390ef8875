import { expect, test } from '@playwright/test';

import { dataDir, newestEmailTo, signIn, staffAccount, watchPage } from './support';

/**
 * A grievance end to end against the real server. A visitor on a phone opens the grievance officer's
 * page from the footer (of the sponsors' page), sees who to write to, is told what is missing when sending an empty form (the
 * shared rules' messages), then sends a grievance and reads its reference and the day the answer is
 * due. An admin finds it in the admin area's Privacy section, open and not overdue, answers it in the
 * dialog, and sees the answer, when and by whom; the visitor is e-mailed the answer (the dev mailer's
 * outbox, when the server's data directory is known).
 */
test('a visitor sends a grievance on /grievance and an admin answers it in /admin/privacy', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const email = `griever.${stamp}@example.org`;
  const message = `Please erase the data of my team (${stamp}).`;
  const answer = `We erased your team's data on ${stamp}.`;

  // The visitor, on a 360 px phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  let reference: string;
  try {
    const page = await phone.newPage();
    const problems = watchPage(page, origin);
    // From the footer of a page (not Home, whose map would load from Google as the footer scrolls in).
    await page.goto('/sponsor');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance officer' }).click();
    await expect(page).toHaveURL(/\/grievance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Who to contact' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact).toContainText(/We answer every grievance within \d+ days\./);

    const form = page.getByRole('region', { name: 'Write to us' });
    const send = form.getByRole('button', { name: 'Send grievance' });
    await send.click();
    const name = form.getByRole('textbox', { name: 'Your name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Describe your grievance.')).toBeVisible();

    await name.fill('Asha Ravi');
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'What is it about?' }).selectOption({
      label: 'Erase my data',
    });
    await form.getByRole('textbox', { name: 'Your grievance' }).fill(message);
    await send.click();

    const sent = form.getByRole('status');
    await expect(sent).toContainText(/Your grievance GRV-[A-Z0-9]{6} is received\./);
    await expect(sent).toContainText(
      new RegExp(`We will answer you at ${email.replace(/\./g, '\\.')} by \\d{1,2} \\w+ \\d{4}\\.`),
    );
    reference = /GRV-[A-Z0-9]{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    expect(problems).toEqual([]);
  } finally {
    await phone.close();
  }

  // The admin answers it.
  const admin = await staffAccount(request, 'privacyadmin', 'admin');
  const page = await browser.newPage();
  const problems = watchPage(page, origin);
  await signIn(page, admin.token);
  await page.goto('/admin/privacy');
  const grievances = page.getByRole('region', { name: 'Grievances' });
  const item = grievances.getByRole('article', { name: reference });
  await expect(item).toContainText('Erase my data');
  await expect(item).toContainText(message);
  await expect(item).toContainText(email);
  await expect(item).toContainText(/days left/);
  await expect(item).toContainText('Open');

  await item.getByRole('button', { name: `Answer ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Answer grievance ${reference}` });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Your answer to ${reference} is on its way to ${email}.`),
  ).toBeVisible();
  await expect(item).toContainText(answer);
  await expect(item).toContainText(`by ${admin.username}`);
  await expect(item.getByRole('button', { name: `Answer ${reference}` })).toHaveCount(0);
  // The breach register is there too (empty on a fresh server, or with other tests' entries).
  await expect(page.getByRole('region', { name: 'Breach register' })).toBeVisible();
  expect(problems).toEqual([]);
  await page.close();

  // The answer reaches the visitor by e-mail (sent in the background through the mail queue).
  if (dataDir()) {
    const since = Date.now() - 60_000;
    await expect
      .poll(async () => (await newestEmailTo(email, since)) ?? '', {
        message: `the answer e-mailed to ${email}`,
        timeout: 30_000,
      })
      .toContain(`An answer to your grievance ${reference}`);
  }
});
