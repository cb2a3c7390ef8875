import { readFileSync } from 'node:fs';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { startFest, type FestServer } from './global-setup';
import { festBin, PASSWORD, promote, signIn, signUp, watchPage } from './support';

/**
 * Paying by UPI end to end, on a server of its own started with FEST_PAYMENTS=upi (the shared
 * end-to-end server runs the sandbox): a team registers for table tennis in Chromium; the checkout
 * shows the QR code and the upi://pay link with the exact amount and the order's reference; the payer
 * submits the UTR and is told the payment waits for the organisers; an admin pastes the bank statement
 * on the Payments tab and the line is confirmed; the registration shows as paid, with its pass, and
 * its numbered receipt downloads from the account page as a PDF.
 */

const EVENT = 'table_tennis';
const VPA = 'infinito.fest@okhdfcbank';
const UTR = '401234567890';

let server: FestServer;

test.beforeAll(async () => {
  server = await startFest(festBin(), {
    FEST_PAYMENTS: 'upi',
    FEST_UPI_ID: VPA,
    FEST_UPI_PAYEE_NAME: 'Infinito Sports Fest',
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('pay by UPI: the QR code and link, the UTR, the statement, paid, the receipt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { baseURL, dir } = server;
  const request = await playwrightRequest.newContext({ baseURL });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const organiser = await signUp(request, 'upiadmin', dir);
  await promote(organiser.email, 'admin', dir);
  const login = await request.post('/api/v1/auth/login', {
    data: { email: organiser.email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const adminToken = ((await login.json()) as { accessToken: string }).accessToken;
  const opened = await request.put(`/api/v1/admin/events/${EVENT}/settings`, {
    headers: bearer(adminToken),
    data: { registrationOpen: true },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // The payer fills the wizard and confirms: the UPI checkout opens.
  const payer = await signUp(request, 'upipayer', dir);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems = watchPage(page, baseURL);
  await signIn(page, payer.token);
  await page.goto(`/events/${EVENT}`);
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
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();

  const checkout = page.getByRole('dialog', { name: 'Pay by UPI' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('img', { name: /UPI QR code to pay Rs\. \d+/ })).toBeVisible();
  const mine = await request.get('/api/v1/events/my-registrations', {
    headers: bearer(payer.token),
  });
  const registration = ((await mine.json()) as { registrations: { amount: number }[] })
    .registrations[0];
  const amount = registration?.amount ?? 0;
  expect(amount).toBeGreaterThan(0);
  const rupees = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  const link =
    (await checkout.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')) ?? '';
  expect(link).toMatch(/^upi:\/\/pay\?pa=infinito\.fest@okhdfcbank&pn=Infinito%20Sports%20Fest&/);
  expect(link).toContain(`&am=${rupees}&cu=INR&tr=`);
  const reference = /&tr=([A-Z0-9]{10})&/.exec(link)?.[1] ?? '';
  expect(reference).not.toBe('');
  await expect(checkout).toContainText(reference);

  // A UTR of the wrong length is refused in the browser; the right one is submitted.
  await checkout.getByLabel('UTR (12 digits)').fill('12345');
  await checkout.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(checkout).toContainText('A UTR is exactly 12 digits');
  await checkout.getByLabel('UTR (12 digits)').fill(UTR);
  await checkout.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(checkout.getByRole('status')).toContainText('waiting for the organisers');
  await checkout.getByRole('button', { name: 'Done' }).click();
  await expect(checkout).toBeHidden();
  await page.goto('/account');
  await expect(page.getByText('Pending payment').first()).toBeVisible();

  // The organiser pastes the bank statement on the Payments tab: the line is confirmed.
  const adminPage = await context.newPage();
  await adminPage.addInitScript((value) => {
    localStorage.setItem('token', value);
  }, adminToken);
  await adminPage.goto('/admin');
  await adminPage
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/payments$/);
  await expect(
    adminPage.getByRole('list', { name: 'UTRs waiting for the organisers' }),
  ).toContainText(UTR);
  const statement = [
    'Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `25/11/26,UPI-KAVYA-kavya@okaxis-${UTR}-${reference},0000${UTR},,"${Number(rupees).toLocaleString('en-IN', { minimumFractionDigits: 2 })}","1,00,000.00"`,
    '25/11/26,UPI-SOMEONE-ELSE-409999999999,0000409999999999,,"10.00","1,00,010.00"',
  ].join('\n');
  await adminPage.getByLabel('Bank statement (CSV)').fill(statement);
  await adminPage.getByRole('button', { name: 'Match statement' }).click();
  const result = adminPage.getByRole('region', { name: 'Statement result' });
  await expect(result.getByRole('status')).toContainText('Confirmed 1');
  await expect(result.getByRole('row').nth(1)).toContainText('Confirmed');
  await expect(result.getByRole('row').nth(2)).toContainText('no payer submitted this UTR');

  // The registration is paid, with its pass.
  await page.reload();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.goto('/passes');
  await expect(page.getByText('Kavya S.')).toBeVisible();

  // Its numbered receipt is on the account page and downloads as a PDF.
  await page.goto('/account');
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const receipt = receipts.getByRole('listitem', { name: /^Receipt INF\/\d{2}-\d{2}\/\d{6}$/ });
  await expect(receipt).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: /^Download receipt INF\/.* \(PDF\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(problems).toEqual([]);
  await context.close();
  await request.dispose();
});
