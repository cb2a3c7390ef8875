import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { watchPage, withoutNotFound } from './support';

const TAGLINE = 'Everyone has the FIRE but the CHAMPIONS know when to ignite the spark.';

test('home shows the app shell', async ({ page, baseURL }, testInfo) => {
  const problems = watchPage(page, baseURL ?? '');
  await page.goto('/');

  await expect(page).toHaveTitle(/Infinito/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Infinito\s+2025/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Events', 'CA Portal', 'Team', 'Sponsors', 'Merch', 'Login']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(TAGLINE);

  // The self-hosted fonts loaded (no CDN).
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', ''));
  });
  expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Oswald Variable']));

  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('an unknown client route shows the not-found page, answered 404', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, baseURL ?? '');
  const response = await page.goto('/some/client/route');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found...' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Infinito\s+2025/);
  expect(withoutNotFound(problems, '/some/client/route')).toEqual([]);
});
