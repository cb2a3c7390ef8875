/**
 * The open pages of the site (SPEC 2.1-2.9): every route shows its key text, the navigation works on
 * a phone and a desktop, the events page shows each action state, and the motion, keyboard and SEO
 * details hold. A full-page screenshot of each page is saved with the test's output.
 *
 * The events come from the real GET /api/v1/events. The signed-in case fakes the session and the
 * registered events with page.route (no account or registration is created). The Google Maps embed
 * on the home page is the one request allowed to leave the site; here it is answered locally.
 * These pages are checked without the service worker, which would answer some requests before
 * page.route sees them (the worker has its own spec, offline.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';

import { watchPage, withoutNotFound } from './support';

test.use({ serviceWorkers: 'block' });

const MAP_EMBED = 'https://www.google.com/maps/embed';

/** watchPage, minus the map embed (the one third-party frame the home page may load). */
function watch(page: Page, baseURL: string | undefined) {
  const problems = watchPage(page, baseURL ?? '');
  return () => problems.filter((problem) => !problem.includes(MAP_EMBED));
}

test.beforeEach(async ({ page }) => {
  await page.route(`${MAP_EMBED}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
});

interface PageCheck {
  path: string;
  name: string;
  title: RegExp;
  check: (page: Page) => Promise<void>;
  /** The HTTP status of the page's document (200 when not given). */
  status?: number;
}

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });

const PAGES: PageCheck[] = [
  {
    path: '/',
    name: 'home',
    title: /^Infinito 2025 \| Inter-college sports fest$/,
    check: async (page) => {
      await expect(heading1(page)).toHaveText(/Infinito\s+2025/);
      await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute(
        'href',
        '/event/ins',
      );
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'CA Portal', exact: true })).toHaveAttribute(
        'href',
        '/ca',
      );
      await expect(page.getByRole('heading', { name: 'Welcome to Infinito' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'SEE ALL EVENTS' })).toHaveAttribute(
        'href',
        '/event/ins',
      );
      const strip = page.getByRole('region', { name: 'Events strip' });
      for (const title of ['freefire', 'Basketball', 'bgmi', 'Cricket', 'valorant', 'Ludo']) {
        await expect(strip.getByText(title, { exact: true }).first()).toBeAttached();
      }
      await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
      // The map frame is only made when the visitor scrolls near it.
      const map = page.locator('iframe[title^="Map:"]');
      await expect(map).toHaveCount(0);
      await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute('src', new RegExp(`^${MAP_EMBED}\\?`));
    },
  },
  {
    path: '/event/ins',
    name: 'events',
    title: /^Events \| Infinito 2025$/,
    check: async (page) => {
      await expect(page.getByRole('tab', { name: 'BGMI', selected: true })).toBeVisible();
      await expect(
        page.getByRole('tabpanel').getByText('Registrations Opening Soon'),
      ).toBeVisible();
    },
  },
  {
    path: '/aboutUs',
    name: 'team',
    title: /^Team \| Infinito 2025$/,
    check: async (page) => {
      await expect(heading1(page)).toHaveText('Legacy 2024 Team');
      for (const group of ['Overall Fest Coordinator', 'Web Development', 'Hospitality']) {
        await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
      }
    },
  },
  {
    path: '/aboutUs2',
    name: 'departments',
    title: /^Departments \| Infinito 2025$/,
    check: async (page) => {
      await expect(page.getByRole('tablist', { name: 'Departments' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Coordinators', selected: true })).toBeVisible();
    },
  },
  {
    path: '/sponsor',
    name: 'sponsors',
    title: /^Sponsors \| Infinito 2025$/,
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Previous Sponsors' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Powered By' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'In Partnership With' })).toBeVisible();
    },
  },
  ...['/merch', '/merchandise'].map((path) => ({
    path,
    name: path.slice(1),
    title: /^Merchandise \| Infinito 2025$/,
    check: async (page: Page) => {
      await expect(heading1(page)).toContainText('Merchandise');
      await expect(page.getByText('Live Soon')).toBeVisible();
      await expect(page.getByText(/200 GSM 100 percent cotton/)).toBeVisible();
      await expect(page.getByText(/premium woven cotton 350\+ GSM/)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Show the back of/ })).toHaveCount(5);
    },
  })),
  {
    path: '/ca',
    name: 'ca',
    title: /^Campus Ambassador \| Infinito 2025$/,
    check: async (page) => {
      await expect(page.getByText('presents', { exact: true })).toBeVisible();
      await expect(heading1(page)).toHaveText('CAMPUS AMBASSADOR');
      await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
      for (const id of ['caportal', 'about', 'tasks', 'faq', 'contact']) {
        await expect(page.locator(`section#${id}`)).toBeAttached();
      }
      await expect(page.getByRole('heading', { name: 'Why CA' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Responsibilities', exact: true }),
      ).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Perks & Rewards' })).toBeAttached();
      await expect(
        page.getByRole('heading', { name: 'Infinito 2025 - Campus Ambassador FAQ' }),
      ).toBeVisible();
    },
  },
  {
    path: '/rulebook/cricket',
    name: 'rulebook',
    title: /^Cricket Rulebook \| Infinito 2025$/,
    check: async (page) => {
      await expect(heading1(page)).toHaveText('Cricket Rulebook');
      for (const heading of ['Rules', 'Prizes', 'Registration fee', 'Contacts']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText('1st Place: Rs. 5000')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    },
  },
  // An address that is no page answers 404 (for crawlers and link checkers) with the not-found page.
  ...['/gallery', '/update', '/rulebook/no-such-event', '/events/no-such-event'].map((path) => ({
    path,
    name: path.slice(1).replaceAll('/', '-'),
    status: 404,
    title: /Infinito 2025/,
    check: async (page: Page) => {
      await expect(heading1(page)).toHaveText('Page not found...');
    },
  })),
];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 740 } });

    for (const { path, name, title, check, status = 200 } of PAGES) {
      test(`${path} shows its content`, async ({ page, baseURL }, testInfo) => {
        const problems = watch(page, baseURL);
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await check(page);
        await expect(page).toHaveTitle(title);
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
        // The document's own 404 is the answer asked for, not a problem (Chromium also logs it).
        expect(status === 404 ? withoutNotFound(problems(), path) : problems()).toEqual([]);
      });
    }

    test('the navigation bar reaches every open page', async ({ page, baseURL }) => {
      const problems = watch(page, baseURL);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const destinations: [string, RegExp, string | RegExp][] = [
        ['Events', /\/event\/ins$/, 'Events'],
        ['CA Portal', /\/ca$/, 'CAMPUS AMBASSADOR'],
        ['Team', /\/aboutUs$/, 'Legacy 2024 Team'],
        ['Sponsors', /\/sponsor$/, 'Our Sponsors'],
        ['Merch', /\/merch$/, /Merchandise/],
        ['Home', /\/$/, /Infinito\s+2025/],
      ];
      for (const [label, url, heading] of destinations) {
        const toggle = nav.getByRole('button', { name: 'Menu' });
        if (await toggle.isVisible()) await toggle.click();
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(url);
        await expect(heading1(page)).toHaveText(heading);
      }
      expect(problems()).toEqual([]);
    });
  });
}

test.describe('the events page', () => {
  test('BGMI is closed, football is open, and a registered event says Already Applied', async ({
    page,
    baseURL,
  }) => {
    const problems = watch(page, baseURL);
    await page.goto('/event/ins');
    const panel = page.getByRole('tabpanel');

    // Closed: the default selection.
    await expect(panel.getByRole('heading', { name: 'BGMI' })).toBeVisible();
    await expect(panel.getByText('Registrations Opening Soon')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Register Now' })).toHaveCount(0);

    // Open.
    await page.getByRole('tab', { name: 'Football' }).click();
    await expect(page).toHaveURL(/\?event=football$/);
    await expect(panel.getByRole('heading', { name: 'Football' })).toBeVisible();
    const register = panel.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveAttribute('href', '/events/football');
    // Every event has a rulebook: the printable page made from the catalogue, in a new tab.
    const rulebook = panel.getByRole('link', { name: /View Rulebook/ });
    await expect(rulebook).toHaveAttribute('href', '/rulebook/football');
    await expect(rulebook).toHaveAttribute('target', '_blank');

    // The keyboard moves along the icon row.
    await page.getByRole('tab', { name: 'Football' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Kabaddi', selected: true })).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Kabaddi' })).toBeVisible();
    expect(problems()).toEqual([]);
  });

  test('a signed-in user who registered for football sees Already Applied', async ({
    page,
    baseURL,
  }) => {
    const problems = watch(page, baseURL);
    let asked = 0;
    await page.route('**/api/v1/user/me', (route) =>
      route.fulfill({
        json: {
          success: true,
          user: {
            _id: 'u1',
            username: 'asha',
            fullname: 'Asha Kumari',
            email: 'asha@example.org',
            role: 'user',
            createdAt: '2025-01-10T10:00:00Z',
            isEmailVerified: true,
            isIITPStud: false,
            caApplication: null,
            collegeName: '',
            por: '',
            address: '',
          },
        },
      }),
    );
    await page.route('**/api/v1/events/registered-events-name', (route) => {
      asked += 1;
      expect(route.request().headers().authorization).toBe('Bearer e2e-token');
      return route.fulfill({ json: { success: true, events: [{ event: 'football' }] } });
    });
    await page.addInitScript(() => {
      localStorage.setItem('token', 'e2e-token');
    });

    await page.goto('/event/ins?event=football');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    await expect(panel.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Cricket' }).click();
    await expect(panel.getByRole('link', { name: 'Register Now' })).toBeVisible();
    expect(asked).toBe(1);
    expect(problems()).toEqual([]);
  });
});

test.describe('the rulebook page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits a phone, prints the rulebook alone and offers its PDF', async ({
    page,
    baseURL,
    request,
  }) => {
    const problems = watch(page, baseURL);
    await page.goto('/rulebook/cricket');
    await expect(heading1(page)).toHaveText('Cricket Rulebook');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Printing: no site bar, footer or buttons; black on white.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(heading1(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'screen' });

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdfLink).toHaveAttribute('href', '/api/v1/events/cricket/rulebook.pdf');
    const pdf = await request.get('/api/v1/events/cricket/rulebook.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(problems()).toEqual([]);
  });
});

test.describe('motion and the keyboard', () => {
  test('the events strip moves by itself and stops under the pointer', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Events strip' });
    await strip.scrollIntoViewIfNeeded();
    const position = () => strip.evaluate((el) => el.scrollLeft);
    const start = await position();
    await expect.poll(position).toBeGreaterThan(start + 20);

    await strip.hover();
    const paused = await position();
    await page.waitForTimeout(400);
    expect(Math.abs((await position()) - paused)).toBeLessThanOrEqual(2);

    await page.mouse.move(0, 0);
    await expect.poll(position).toBeGreaterThan(paused + 10);
  });

  test('the intro video plays once, then the still image takes its place', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('intro-video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(page.getByTestId('intro-still')).toBeVisible({ timeout: 15_000 });
    await expect(video).toHaveCount(0);
  });

  test('with reduced motion: no video, and the strip stands still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route(`${MAP_EMBED}**`, (route) => route.fulfill({ body: '' }));
    await page.goto('/');
    await expect(page.getByTestId('intro-still')).toBeVisible();
    await expect(page.getByTestId('intro-video')).toHaveCount(0);
    const strip = page.getByRole('region', { name: 'Events strip' });
    await page.waitForTimeout(500);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);

    // The CA tasks are stacked panels instead of a pinned sideways scroll.
    await page.goto('/ca');
    const frame = page.locator('.tasks-scroll__frame');
    expect(await frame.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await context.close();
  });

  test('the CA tasks scroll sideways while pinned', async ({ page }) => {
    await page.goto('/ca');
    const frame = page.locator('.tasks-scroll__frame');
    expect(await frame.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const track = page.locator('.tasks-scroll__track');
    const shift = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const section = page.locator('.tasks-scroll');
    const { top, height } = await section.evaluate((el) => ({
      top: el.getBoundingClientRect().top + window.scrollY,
      height: el.getBoundingClientRect().height,
    }));
    await page.evaluate(
      (y) => {
        window.scrollTo(0, y);
      },
      top + height - 800,
    );
    await expect.poll(shift).toBeLessThan(-100);
    await expect(page.getByRole('heading', { name: 'Perks & Rewards' })).toBeInViewport();
  });

  test('merchandise cards turn over from the keyboard', async ({ page }) => {
    await page.goto('/merch');
    const card = page.getByRole('button', { name: /^Show the back of/ }).first();
    await card.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-flipped', 'false');
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/ca');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: /aim of the Campus Ambassador/ });
    const second = faq.getByRole('button', { name: 'Who is eligible to apply?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
  });

  test('Apply while signed out says to log in first, then goes to /auth', async ({ page }) => {
    await page.goto('/ca');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(
      page.getByText('Please login first to apply as a Campus Ambassador.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  });
});

test('each page has its own description', async ({ page }) => {
  const description = () =>
    page.locator('meta[name="description"]').getAttribute('content', { timeout: 1_000 });
  await page.goto('/');
  const home = await description();
  await page.goto('/event/ins');
  await expect(page.getByRole('tab', { name: 'BGMI' })).toBeVisible();
  expect(await description()).not.toBe(home);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Infinito/);
});
