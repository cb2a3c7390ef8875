import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { EVERY_ROUTE } from './every-route';
import { dataDir, signIn, staffAccount } from './support';

/**
 * WCAG 2.1 AA on every route, in English and in Hindi: axe-core (its WCAG 2.0/2.1 A and AA rules)
 * finds no violation on any page of the site (EVERY_ROUTE, checked against the shared rules' page
 * list by src/app/every-route.test.ts), opened as an admin, who may see them all, with the language
 * chosen as a visitor chooses it (remembered on the device). `make audit` runs it too.
 */

const LANGUAGES = [
  { code: 'en', lang: 'en-IN' },
  { code: 'hi', lang: 'hi-IN' },
] as const;

test.beforeEach(() => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
});

for (const { code, lang } of LANGUAGES) {
  test(`every route has no WCAG 2.1 AA violation in ${lang}`, async ({ page, request }) => {
    test.setTimeout(EVERY_ROUTE.length * 8_000 + 30_000);
    const admin = await staffAccount(request, `a11y_${code}`, 'admin');
    await signIn(page, admin.token);
    await page.addInitScript((language) => {
      try {
        localStorage.setItem('fest-language', language);
      } catch {
        // a frame without storage
      }
    }, code);
    // The map embed cannot be reached from here: a blank stand-in takes its place.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
      }),
    );
    const found: string[] = [];
    for (const path of EVERY_ROUTE) {
      await page.goto(path);
      // The page is drawn, in the language chosen, and nothing is still loading.
      await expect(page.locator('main').first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: /Loading/i }), path).toHaveCount(0, {
        timeout: 15_000,
      });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations) {
        const where = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ');
        found.push(
          `${path}: ${v.id} (${v.impact ?? '?'}, ${v.nodes.length}): ${v.help} [${where}]`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
