import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { bearer, orderAndPay, signIn, signUp, staffAccount, watchPage } from './support';

/**
 * Bulk printing end to end against the real server, on lawn tennis (an event no other test registers
 * for): five teams of three players, of two colleges, registered and paid through the API in the
 * sandbox; one player checked in at a gate. An admin opens the event in the admin area, follows
 * "Print passes", and Chromium prints the page to an A4 PDF: 15 passes, eight to a page, make 2
 * pages. The team sheets print one team a page (5 pages) and show the check-in; the passes of one
 * college print on ceil(its passes / 8) pages.
 *
 * Needs the server's data directory (E2E_DATA_DIR) and payments in sandbox mode.
 */

const EVENT = 'lawn_tennis';
const PER_PAGE = 8;
const TEAMS = 5;
const PLAYERS = 3;

/** A lawn tennis Men team of three players for `college`, registered and paid in the sandbox. */
async function payForTeam(
  request: APIRequestContext,
  token: string,
  college: string,
  team: number,
) {
  const base = `${Math.floor(Math.random() * 9e5) + 1e5}${team}`;
  const player = (n: number) => ({
    fullname: `Player${team}${n} Kumar`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'X'),
    email: `tennis.${base}.${n}@example.org`,
    phoneNumber: `9${base}${n}`.padEnd(10, '0').slice(0, 10),
    aadharId: `5678${base}${n}`.padEnd(12, '0').slice(0, 12),
  });
  const form = {
    collegeName: college,
    collegeAddress: 'Patna, Bihar',
    category: 'Men',
    accompanyingCoach: 'No',
    team: { players: Array.from({ length: PLAYERS }, (_, i) => player(i + 1)) },
  };
  await orderAndPay(request, token, EVENT, form);
}

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
function pdfPages(pdf: Buffer): number {
  return [...pdf.toString('latin1').matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
}

/** The page printed by Chromium to A4, as a PDF's page count, once the sheets are drawn. */
async function printedPages(page: Page, sheets: number): Promise<number> {
  await expect(page.getByTestId('print-sheet')).toHaveCount(sheets);
  // Chromium prints with the print style sheet (no site bar, one sheet a page).
  return pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
}

/** The print pages are pages too: axe finds nothing on screen. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('admins print passes eight to an A4 page and team sheets one team a page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, baseURL ?? '');
  const boss = await staffAccount(request, 'printadmin', 'admin');
  const opened = await request.put(`/api/v1/admin/events/${EVENT}/settings`, {
    headers: bearer(boss.token),
    data: { registrationOpen: true },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  const stamp = Date.now().toString(36);
  const collegeA = `Print College A ${stamp}`;
  const collegeB = `Print College B ${stamp}`;
  for (let team = 0; team < TEAMS; team += 1) {
    const captain = await signUp(request, `tennis${team}`);
    await payForTeam(request, captain.token, team < 3 ? collegeA : collegeB, team);
  }

  // What the server prints for the event: every pass of the five paid teams.
  const listed = await request.get(`/api/v1/admin/print/passes?event=${EVENT}`, {
    headers: bearer(boss.token),
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { passes } = (await listed.json()) as { passes: { token: string; college: string }[] };
  expect(passes).toHaveLength(TEAMS * PLAYERS);
  // One player of the first team is at the fest already.
  const firstOfA = passes.find((p) => p.college === collegeA);
  const scan = await request.post('/api/v1/checkin/scan', {
    headers: bearer(boss.token),
    data: { token: firstOfA?.token, gate: 'North' },
  });
  expect(((await scan.json()) as { result: string }).result).toBe('ok');

  // From the event in the admin area to its passes, printed.
  await signIn(page, boss.token);
  await page.goto(`/admin/events/${EVENT}`);
  await page.getByRole('link', { name: 'Print passes', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/print/passes\\?event=${EVENT}$`));
  await expect(page.getByTestId('print-summary')).toHaveText(
    '15 passes of Lawn Tennis on 2 A4 pages, 8 to a page.',
  );
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toHaveCount(0);
  await expect(page.getByTestId('printed-pass').first()).toContainText(collegeA);
  await expectNoAxeViolations(page);
  expect(await printedPages(page, Math.ceil((TEAMS * PLAYERS) / PER_PAGE))).toBe(
    Math.ceil((TEAMS * PLAYERS) / PER_PAGE),
  );

  // The team sheets: one team a page, with the check-in.
  await page.goto(`/admin/print/team-sheets?event=${EVENT}`);
  await expect(page.getByTestId('print-summary')).toHaveText(
    '5 teams of Lawn Tennis (15 people), one A4 page a team.',
  );
  const sheets = page.getByTestId('print-sheet');
  await expect(sheets.filter({ hasText: 'Checked in: 1 of 3' })).toHaveCount(1);
  await expect(sheets.filter({ hasText: 'Checked in: 0 of 3' })).toHaveCount(TEAMS - 1);
  await expectNoAxeViolations(page);
  expect(await printedPages(page, TEAMS)).toBe(TEAMS);

  // One college's passes: the choice lists it, and its nine passes print on two pages.
  await page.goto('/admin/print/passes');
  await page.getByRole('link', { name: `${collegeA} (9 passes)` }).click();
  await expect(page.getByTestId('print-summary')).toHaveText(
    `9 passes of ${collegeA} on 2 A4 pages, 8 to a page.`,
  );
  expect(await printedPages(page, 2)).toBe(Math.ceil(9 / PER_PAGE));
  await page.goto(`/admin/print/passes?college=${encodeURIComponent(collegeB)}`);
  await expect(page.getByTestId('print-summary')).toHaveText(
    `6 passes of ${collegeB} on 1 A4 page, 8 to a page.`,
  );
  expect(await printedPages(page, 1)).toBe(1);

  expect(problems).toEqual([]);
});
