import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { signIn, signUp, watchPage } from './support';

/**
 * A closed event's wizard says so on arrival (issue: "Know before you start"), on a phone: Mr.
 * Infinito takes no registrations by default, so /events/mr-infinito shows its status, focused and
 * announced, with the event's terms and the way back to the events, and never a form to fill in.
 */
test.use({ viewport: { width: 360, height: 780 } });

test("a closed event's wizard says so on arrival, before anything is typed", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, (await signUp(request, 'closed')).token);

  await page.goto('/events/mr-infinito');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mr. Infinito Registration' }),
  ).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Registrations Opening Soon' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(status).toContainText(
    'Come back when registration opens: the events page says when.',
  );
  // The terms are there to read (the fee), and nothing asks for a team.
  await expect(status.getByRole('term').filter({ hasText: 'Fee' })).toBeVisible();
  // (The header's language switch is a combobox of the site, not of the wizard: the page's main part is looked at.)
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await status.getByRole('link', { name: 'See the other events' }).click();
  await expect(page).toHaveURL(/\/event\/ins/);
  expect(problems).toEqual([]);
});
