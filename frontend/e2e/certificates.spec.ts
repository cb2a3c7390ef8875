import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';

import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';

import {
  bearer,
  payForFootballTeam,
  signIn,
  signUp,
  staffAccount,
  watchPage,
  withoutNotFound,
} from './support';

/**
 * The QR code printed on a certificate's PDF, read as a phone's camera app would: the page's one
 * image (8-bit grey, one pixel per module, compressed with Flate), enlarged four times and decoded.
 */
function qrOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const at = text.indexOf('/Subtype /Image');
  expect(at, 'the certificate has a picture').toBeGreaterThan(0);
  const start = text.lastIndexOf('<<', at);
  const end = text.indexOf('stream', at);
  const dict = text.slice(start, end);
  const side = Number(/\/Width (\d+)/.exec(dict)?.[1]);
  const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
  const dataAt = end + 'stream'.length + (text[end + 6] === '\r' ? 2 : 1);
  const grey = inflateSync(pdf.subarray(dataAt, dataAt + length));
  expect(grey.length).toBe(side * side);
  const scale = 4;
  const big = side * scale;
  const rgba = new Uint8ClampedArray(big * big * 4);
  for (let i = 0; i < big * big; i += 1) {
    const v = grey[Math.floor(i / big / scale) * side + Math.floor((i % big) / scale)] ?? 255;
    rgba.set([v, v, v, 255], i * 4);
  }
  const code = jsQR(rgba, big, big);
  expect(code, 'a QR code on the certificate').not.toBeNull();
  return code?.data ?? '';
}

async function passesOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/passes', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { passes: { token: string; name: string }[] }).passes;
}

/**
 * A certificate end to end against the real server: a football team pays, its captain is checked in
 * at the gate, an admin releases the participation certificates; the captain downloads theirs from
 * /account, and the QR code on the PDF opens the public verify page, which says it is genuine; the
 * same address with the signed data edited says it was changed.
 */
test("a certificate's QR code opens its verify page, which tells a real one from an edited one", async ({
  browser,
  request,
  baseURL,
}) => {
  const captain = await signUp(request, 'certified');
  await payForFootballTeam(request, captain.token);
  const volunteer = await staffAccount(request, 'certgate', 'volunteer');
  const admin = await staffAccount(request, 'certifier', 'admin');
  const [pass] = await passesOf(request, captain.token);
  const scanned = await request.post('/api/v1/checkin/scan', {
    headers: bearer(volunteer.token),
    data: { token: pass?.token, gate: 'Main' },
  });
  expect(((await scanned.json()) as { result: string }).result).toBe('ok');

  // The admin releases the participation certificates of football in the admin area (the
  // Announcements section's Certificates panel).
  const adminPage = await browser.newPage();
  const adminProblems = watchPage(adminPage, baseURL ?? '');
  await signIn(adminPage, admin.token);
  await adminPage.goto('/admin/announcements');
  const panel = adminPage.getByRole('region', { name: 'Certificates', exact: true });
  const release = panel.getByRole('region', { name: 'Release', exact: true });
  await release.getByLabel('Kind', { exact: true }).selectOption('participation');
  await release.getByLabel('Event', { exact: true }).selectOption('football');
  await release.getByRole('button', { name: 'Release certificates' }).click();
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm.getByText(/ready to be issued/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(adminPage.getByText(/^Issued \d+ certificates? \(/).first()).toBeVisible();
  expect(withoutNotFound(adminProblems, '/admin/announcements')).toEqual([]);
  await adminPage.close();

  // The captain downloads it from /account.
  const page = await browser.newPage();
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, captain.token);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Certificates' });
  const mine = card.getByRole('listitem').filter({ hasText: 'Captain' });
  await expect(mine).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    mine.getByRole('button', { name: /^Download certificate [0-9a-f]{16} \(PDF\)$/ }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const address = qrOf(pdf);
  const url = new URL(address);
  expect(url.pathname).toMatch(/^\/verify\/[0-9a-f]{16}$/);

  // The QR code's address, on this site: genuine, with the captain's full name.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByText('This certificate is genuine: the fest issued it and it stands.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Genuine' })).toBeVisible();
  await expect(
    page.getByText(pass?.name.split(' ')[0] ?? '', { exact: false }).first(),
  ).toBeVisible();

  // One letter of the signed data changed: refused.
  const token = url.searchParams.get('c') ?? '';
  const edited = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
  await page.goto(`${url.pathname}?c=${edited}`);
  await expect(
    page.getByText(/was changed after the fest signed it|was edited|not a certificate/),
  ).toBeVisible();
  expect(withoutNotFound(problems, url.pathname)).toEqual([]);
});
