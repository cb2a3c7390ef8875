import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  dataDir,
  newestEmailTo,
  orderAndPay,
  signIn,
  signUp,
  staffAccount,
  watchPage,
} from './support';

/**
 * The waiting list end to end against the real server, on table tennis (an event no other test
 * registers for): an admin gives it a capacity of one; a first team takes the place (through the API,
 * paid in the sandbox); a second team sees on the event's panel and the wizard's first step that the
 * event is full, goes through the wizard in Chromium, is told on its last step
 * 'This event is full. Join the waiting list?' and joins it; the first team cancels; the second team gets the offer
 * e-mail (read from the dev mailer's outbox), opens its account page, pays for the place held for it
 * in the sandbox checkout and sees its pass on /passes; then it edits its team from the account page
 * (the captain's phone; the Aadhaar number stays masked and the server keeps the one on file).
 *
 * Needs the server's data directory (E2E_DATA_DIR) and payments in sandbox mode.
 */

const EVENT = 'table_tennis';
const FULL = 'This event is full. Join the waiting list?';
const STEP_ONE_FULL = 'Full: the form below puts your team on the waiting list';
const SANDBOX_TITLE = 'Sandbox checkout — test mode, no real money';

/** A table tennis Men team of one captain, registered and paid through the API and the sandbox. */
async function payForTableTennis(request: APIRequestContext, token: string) {
  const id = `${Math.floor(Math.random() * 9e7) + 1e7}`;
  const form = {
    collegeName: 'National Institute of Technology Patna',
    collegeAddress: 'Ashok Rajpath, Patna, Bihar',
    category: 'Men',
    accompanyingCoach: 'No',
    team: {
      captain: [
        {
          fullname: 'Rohan Verma',
          email: `rohan.${id}@example.org`,
          phoneNumber: `98${id}`,
          aadharId: `4321${id}`,
        },
      ],
    },
  };
  await orderAndPay(request, token, EVENT, form);
}

test('a full event: wait in line, get the freed place by e-mail, pay and see the pass', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(120_000);
  const problems = watchPage(page, baseURL ?? '');

  const organiser = await staffAccount(request, 'wladmin', 'admin');
  const settings = await request.put(`/api/v1/admin/events/${EVENT}/settings`, {
    headers: bearer(organiser.token),
    data: { registrationOpen: true, capacity: 1 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const first = await signUp(request, 'wlfirst');
  await payForTableTennis(request, first.token);

  // The second team finds the event full on its panel, before any form: the panel's action is
  // 'Join the waiting list', and the wizard's first step says the form puts the team in line.
  const second = await signUp(request, 'wlsecond');
  await signIn(page, second.token);
  await page.goto(`/event/ins?event=${EVENT}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Table Tennis' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'Join the waiting list' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${EVENT}$`));
  await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of / })).toBeVisible();
  const terms = page.getByRole('definition').filter({ hasText: STEP_ONE_FULL });
  await expect(terms).toBeVisible();
  await page.getByLabel('Category').selectOption('Men');
  await page.getByLabel('College').selectOption({ label: 'Indian Institute of Technology Patna' });
  await page.getByRole('button', { name: 'Next' }).click();
  const captain = page.getByRole('group', { name: 'Captain #1 (Required)', exact: true });
  await captain.getByLabel('Full Name').fill('Kavya Sharma');
  await captain.getByLabel('Email').fill(`kavya.${Date.now().toString(36)}@example.org`);
  await captain.getByLabel('Phone Number').fill('9876501234');
  await captain.getByLabel('Aadhaar Number').fill('876543210123');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The last step knows the event is full: it offers the waiting list instead of paying.
  await expect(page.getByText(FULL)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm & Pay' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { name: 'You are on the waiting list.' })).toBeVisible();
  await expect(page.getByText(/1 in line/)).toBeVisible();

  // The first team cancels: the place is offered to the second, who is told by e-mail.
  const since = Date.now();
  const cancelled = await request.post(`/api/v1/events/${EVENT}/cancel`, {
    headers: bearer(first.token),
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  let offer: string | undefined;
  await expect
    .poll(
      async () => {
        offer = await newestEmailTo(second.email, since);
        return offer ?? '';
      },
      { message: `an offer e-mail to ${second.email}`, timeout: 15_000 },
    )
    .toContain('is yours until');
  expect(offer).toContain('/account');

  // On the account page the offer is paid for in the sandbox checkout.
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Waiting lists' });
  await expect(card).toContainText('A place is yours until');
  await card.getByRole('button', { name: /Pay now/ }).click();
  const checkout = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await expect(checkout).toContainText('Rs. 1500');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toBeHidden();

  // The registration is paid: the pass is there.
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/passes', { headers: bearer(second.token) });
      return ((await res.json()) as { passes: unknown[] }).passes.length;
    })
    .toBe(1);
  await page.goto('/passes');
  await expect(page.getByText('Kavya S.')).toBeVisible();
  await expect(page.getByText('Table Tennis').first()).toBeVisible();

  // The team is edited from the account page: the captain's phone changes; the Aadhaar number stays
  // masked in the form and the server keeps the one on file.
  await page.goto('/account');
  await page.getByRole('link', { name: /Edit team/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit team: Table Tennis' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const editedCaptain = page.getByRole('group', { name: 'Captain #1 (Required)', exact: true });
  await expect(editedCaptain.getByLabel('Aadhaar Number')).toHaveValue('XXXXXXXX0123');
  await editedCaptain.getByLabel('Phone Number').fill('9123456780');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Coach Details/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  const mine = await request.get('/api/v1/events/my-registrations', {
    headers: bearer(second.token),
  });
  const saved = JSON.stringify(await mine.json());
  expect(saved).toContain('9123456780');
  expect(saved).toContain('XXXXXXXX0123');
  expect(problems).toEqual([]);
});
