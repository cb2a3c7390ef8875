import { expect, test } from '@playwright/test';

import { signIn, staffAccount, watchPage, withoutNotFound } from './support';

/**
 * An announcement end to end against the real server: an admin writes one in the admin area to the
 * volunteers, shown on the home page too, counts who it reaches, and sends it now; a volunteer finds
 * it among the notices on /account (sent in the background through the mail queue: the page is read
 * again until it is there), and a visitor on the home page. The admin then switches the reminder
 * before the fest on.
 */
test('an admin sends an announcement to the volunteers and a volunteer reads it on /account', async ({
  browser,
  request,
  baseURL,
}) => {
  const volunteer = await staffAccount(request, 'notice', 'volunteer');
  const admin = await staffAccount(request, 'announcer', 'admin');
  const title = `Gate 2 opens at 7:30 (${Date.now().toString(36)})`;

  const adminPage = await browser.newPage();
  const problems = watchPage(adminPage, baseURL ?? '');
  await signIn(adminPage, admin.token);
  await adminPage.goto('/admin/announcements');
  await adminPage.getByLabel('Title', { exact: true }).fill(title);
  await adminPage
    .getByLabel('Message', { exact: true })
    .fill('Volunteers of gate 2: report at 7:00 with your badge.');
  await adminPage.getByRole('checkbox', { name: 'Volunteer' }).check();
  await adminPage.getByRole('checkbox', { name: 'Show on the home page too' }).check();
  await adminPage.getByRole('button', { name: 'Count people' }).click();
  // Other tests make volunteers too: at least this one.
  await expect(adminPage.getByText(/^Reaches [\d,]+ (person|people)\.$/).first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Send announcement' }).click();
  await expect(adminPage.getByText('The announcement is being sent.').first()).toBeVisible();
  await expect(adminPage.getByText(title).first()).toBeVisible();
  expect(withoutNotFound(problems, '/admin/announcements')).toEqual([]);

  // The reminder before the fest: refused without a place to report (the one 422 Chromium logs),
  // then saved.
  const reminders = adminPage.getByRole('region', { name: 'Reminders' });
  await reminders
    .getByRole('checkbox', { name: 'The day before the fest: where to report and what to bring' })
    .check();
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(
    reminders.getByText('Say where people report, at most 1000 characters.'),
  ).toBeVisible();
  await reminders.getByLabel('Where to report', { exact: true }).fill('Main gate, 8:00 to 9:00');
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(adminPage.getByText('Reminders saved.').first()).toBeVisible();
  const saved = await request.get('/api/v1/admin/reminders', {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(
    ((await saved.json()) as { reminders: { festEve: boolean; report: string } }).reminders,
  ).toMatchObject({ festEve: true, report: 'Main gate, 8:00 to 9:00' });
  expect(
    withoutNotFound(problems, '/admin/announcements').filter(
      (p) => !(p.startsWith('console error: Failed to load resource') && p.includes('422')),
    ),
  ).toEqual([]);
  await adminPage.close();

  const page = await browser.newPage();
  await signIn(page, volunteer.token);
  await page.goto('/account');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(async () => {
    await page.reload();
    await expect(notices.getByRole('listitem', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(notices.getByRole('listitem', { name: title })).toContainText(
    'report at 7:00 with your badge.',
  );
  await page.close();

  // Public: a visitor sees it on the home page, below the welcome.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const home = visitor.getByRole('region', { name: 'Notices' });
  await expect(home.getByRole('listitem', { name: title })).toBeVisible();
  await expect(home.getByRole('listitem', { name: title })).toContainText('report at 7:00');
  await visitor.close();
});
