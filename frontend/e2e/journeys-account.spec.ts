import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { dataDir, signIn, signUp, watchPage } from './support';

/**
 * Journeys people finish, on a phone (360 x 780), against the real server in sandbox mode: a user
 * whose football team's order was made but not paid (the checkout closed, the tab lost) finds it on
 * /account with the attempt it replaced folded away, pays it with 'Pay now' in the sandbox checkout
 * and sees it paid.
 */

const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';
const PAID = 'Payment successful! Registration confirmed.';

test.use({ viewport: { width: 360, height: 780 } });

/**
 * Makes an order for a football Men team (captain, vice-captain and eleven players, every person
 * distinct) for `token`'s owner through the API, as the wizard does, without paying it.
 */
async function orderFootballTeam(request: APIRequestContext, token: string) {
  const base = Math.floor(Math.random() * 9e5) + 1e5;
  let n = 0;
  const person = () => {
    n += 1;
    const id = `${base}${String(n).padStart(2, '0')}`;
    return {
      fullname: `Player ${String.fromCharCode(64 + n)} Kumar`,
      email: `journey.${id}@example.org`,
      phoneNumber: `8${id}00`.slice(0, 10),
      aadharId: `5678${id}00`.slice(0, 12),
    };
  };
  const form = {
    collegeName: 'Indian Institute of Technology Patna',
    collegeAddress: 'Bihta, Patna, Bihar',
    category: 'Men',
    accompanyingCoach: 'No',
    team: {
      captain: [person()],
      viceCaptain: [person()],
      players: Array.from({ length: 11 }, person),
    },
  };
  const order = await request.post('/api/v1/events/football/create-order', {
    headers: { Authorization: `Bearer ${token}` },
    data: form,
  });
  expect(order.status(), await order.text()).toBe(200);
}

test('an unpaid registration is paid from the account page', async ({ page, request, baseURL }) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(90_000);
  const problems = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'journey');
  // A first attempt, replaced by a second one (which expires the first): neither is paid.
  await orderFootballTeam(request, account.token);
  await orderFootballTeam(request, account.token);
  await signIn(page, account.token);

  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Your registrations' });
  const football = card.getByRole('listitem', { name: 'Football' });
  await expect(football).toHaveCount(1);
  await expect(football.getByText('Pending payment', { exact: true })).toBeVisible();
  // The replaced attempt is folded away, closed.
  const earlier = football.locator('details');
  await expect(earlier.locator('summary')).toHaveText('Earlier attempts (1)');
  await expect(earlier).not.toHaveAttribute('open');

  const payNow = football.getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeVisible();
  await expect(football.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const results = await new AxeBuilder({ page })
    .include('#account-registrations-title')
    .include('.account-registrations')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await payNow.click();
  const dialog = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Football - Infinito 2025');
  await expect(dialog).toContainText('Rs. 6500');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(PAID)).toBeVisible();
  await expect(football.getByText('Paid', { exact: true })).toBeVisible();
  await expect(football.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(football).toBeFocused();
  await expect(card.getByRole('link', { name: 'Book a stay at the hostel' })).toBeVisible();
  expect(problems).toEqual([]);
});
