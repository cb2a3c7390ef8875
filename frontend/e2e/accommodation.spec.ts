import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  dataDir,
  payForFootballTeam,
  signIn,
  signUp,
  staffAccount,
  watchPage,
} from './support';

/**
 * Accommodation end to end against the real server: a user pays for a football team (through the API
 * and the sandbox); an admin makes a 10% discount code for accommodation; on /accommodation (on a
 * 360 px phone screen, checked with axe) the user books 3 nights from 19 Feb in the men's block for five players with that code, the form pricing
 * the stay live (5 x 3 x Rs. 300 = Rs. 4500), and pays Rs. 4050 in the sandbox checkout; the booking
 * shows under 'Your bookings' and each guest's pass on /passes shows the stay. A volunteer at the
 * gate named 'hostel' finds one guest with the manual search on /checkin and checks them in at the
 * hostel ('Checked in at the hostel: Men block, 19 Feb to 22 Feb.'), which their pass then shows.
 *
 * Needs the server's data directory (E2E_DATA_DIR) for the sign-up codes and the CLI, and payments in
 * sandbox mode.
 */

const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';

interface Pass {
  id: string;
  registrationId: string;
  role: string;
  name: string;
  stay?: { block: string; checkIn: string; checkOut: string; checkedInAt?: string | null } | null;
}

async function passesOf(request: APIRequestContext, token: string): Promise<Pass[]> {
  const res = await request.get('/api/v1/passes', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { passes: Pass[] }).passes;
}

test('book a stay with a discount code, see it on the passes and check a guest in at the hostel', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(120_000);
  const problems = watchPage(page, baseURL ?? '');

  // A paid football team, and an admin's 10% code for accommodation.
  const owner = await signUp(request, 'stay');
  await payForFootballTeam(request, owner.token);
  const organiser = await staffAccount(request, 'stayadmin', 'admin');
  const code = `STAY${Date.now().toString(36).toUpperCase()}`;
  const coupon = await request.post('/api/v1/admin/coupons', {
    headers: bearer(organiser.token),
    data: { code, kind: 'percent', value: 10, appliesTo: 'accommodation' },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);

  // Five players whose passes show distinct names (the roster repeats some names).
  const passes = await passesOf(request, owner.token);
  const players = passes.filter(
    (p) => p.role === 'players' && passes.filter((q) => q.name === p.name).length === 1,
  );
  const guests = players.slice(0, 5);
  expect(guests).toHaveLength(5);
  const guestIds = new Set(guests.map((g) => g.id));

  // The booking form, on a phone: everyone is ticked; keep the five players only.
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const axe = async () => {
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`,
      ),
    ).toEqual([]);
  };
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, owner.token);
  await page.goto('/accommodation');
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Book a stay' });
  const people = form.getByRole('group', { name: 'Guests' }).getByRole('checkbox');
  await expect(people).toHaveCount(passes.length);
  expect(await fits()).toBe(true);
  await axe();
  for (const box of await people.all()) {
    await box.setChecked(guestIds.has((await box.getAttribute('value')) ?? ''));
  }
  await expect(form.getByRole('radio', { name: 'Men', exact: true })).toBeChecked();
  await form.getByLabel('Check-in').selectOption('2025-02-19');
  await form.getByLabel('Nights').selectOption('3');
  const stay = form.getByRole('region', { name: 'Your stay' });
  await expect(stay.getByTestId('stay-price')).toHaveText('Rs. 4500');
  await expect(stay).toContainText('22 Feb');
  await form.getByLabel('Discount code (optional)').fill(code.toLowerCase());

  // Paid in the sandbox: the order is for the price less 10%.
  await form.getByRole('button', { name: 'Book and pay Rs. 4500' }).click();
  const checkout = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(checkout).toContainText('Rs. 4050');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toBeHidden();
  await expect(form.getByRole('status')).toContainText('Payment successful! Your stay is booked.');
  await expect(form.getByRole('status')).toContainText('Men block, 19 Feb – 22 Feb, 5 guests.');

  // Your bookings.
  const booking = page
    .getByRole('list', { name: 'Your bookings' })
    .getByRole('listitem', { name: 'Football' });
  await expect(booking).toContainText('Paid');
  await expect(booking).toContainText('19 Feb – 22 Feb (3 nights)');
  await expect(booking).toContainText('Amount paidRs. 4050');
  await expect(booking).toContainText(`Discount (${code}) Rs. 450`);
  for (const guest of guests) await expect(booking).toContainText(guest.name);
  expect(await fits()).toBe(true);
  await axe();

  // The guests' passes show the stay; the others' do not.
  await page.goto('/passes');
  await expect(page.getByTestId('pass-stay')).toHaveCount(5);
  for (const guest of guests) {
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: guest.name, exact: true }),
    });
    await expect(card.getByTestId('pass-stay')).toHaveText('Hostel: Men block, 19 Feb – 22 Feb');
  }
  expect(problems).toEqual([]);

  // The hostel desk: a volunteer at the gate 'hostel' checks the first guest in by search.
  const volunteer = await staffAccount(request, 'hostel', 'volunteer');
  const desk = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  try {
    const gate = await desk.newPage();
    await signIn(gate, volunteer.token);
    await gate.goto('/checkin');
    await expect(gate.getByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    await gate.getByRole('textbox', { name: 'Gate' }).fill('hostel');
    await gate.getByRole('button', { name: 'Start scanning' }).click();
    await expect(gate.getByTestId('gate-name')).toHaveText('hostel');

    const guest = guests[0];
    if (!guest) throw new Error('no guest');
    await gate
      .getByRole('searchbox', { name: 'Name, phone number, pass id or registration id' })
      .fill(guest.registrationId);
    await gate.getByRole('button', { name: 'Search', exact: true }).click();
    // The pass shows a first name and an initial; the search shows the full name.
    const [first = '', last = ''] = guest.name.split(' ');
    const found = gate
      .getByRole('list', { name: 'People found' })
      .getByRole('listitem')
      .filter({
        has: gate.getByRole('heading', { name: new RegExp(`^${first} ${last[0] ?? ''}`) }),
      });
    await expect(found).toHaveCount(1);
    await found.getByRole('button', { name: /^Check in / }).click();
    await expect(gate.getByTestId('server-answer')).toContainText(
      'Checked in at the hostel: Men block, 19 Feb to 22 Feb.',
    );
  } finally {
    await desk.close();
  }

  // The guest's pass says so.
  await expect
    .poll(async () => {
      const guest = (await passesOf(request, owner.token)).find((p) => p.id === guests[0]?.id);
      return guest?.stay?.checkedInAt ?? null;
    })
    .not.toBeNull();
  await page.reload();
  const checkedIn = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: guests[0]?.name ?? '', exact: true }),
  });
  await expect(checkedIn.getByTestId('pass-stay')).toContainText('Checked in at the hostel');
  expect(problems).toEqual([]);
});
