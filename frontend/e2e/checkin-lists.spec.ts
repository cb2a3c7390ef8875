import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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
 * Check-in lists end to end against the real server, at the seeded list Pronite (gate `pronite`,
 * counted in and out). A user pays for a football team (through the API and the sandbox). An admin
 * opens the Pronite list in the admin Check-in section and blocks a player's pass from it with a
 * reason, which the list's blocked passes then show. A volunteer on a 360 px phone names the gate
 * 'Pronite': the page says it scans for Pronite and offers In and Out. Found by the registration id
 * with the manual search, a first player is checked in ('Checked in.'), checked out ('Checked
 * out.'), and refused when scanned out again ('Not inside: scan them in first.'); the blocked player
 * is refused with the admin's reason. The admin's page, refreshed every 5 s, then counts one more
 * pass entered and nobody more inside.
 *
 * Needs the server's data directory (E2E_DATA_DIR) for the sign-up codes and the CLI, and payments in
 * sandbox mode.
 */

const REASON = 'Left the ground during the final';

interface Pass {
  id: string;
  registrationId: string;
  role: string;
  name: string;
}

interface ListCounts {
  id: string;
  entered: number;
  inside: number;
  blocked: number;
  duplicates: number;
}

async function passesOf(request: APIRequestContext, token: string): Promise<Pass[]> {
  const res = await request.get('/api/v1/passes', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { passes: Pass[] }).passes;
}

/** The Pronite list's counts as the server gives them to admins. */
async function proniteCounts(request: APIRequestContext, token: string): Promise<ListCounts> {
  const res = await request.get('/api/v1/admin/checkin-lists', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { lists } = (await res.json()) as { lists: ListCounts[] };
  const pronite = lists.find((list) => list.id === 'pronite');
  if (!pronite) throw new Error('the seeded list Pronite is missing');
  return pronite;
}

/** A person found by the gate's manual search, told by the full name whose start the pass shows. */
function foundPerson(gate: Page, pass: Pass) {
  // The pass shows a first name and an initial; the search shows the full name.
  const [first = '', last = ''] = pass.name.split(' ');
  return gate
    .getByRole('list', { name: 'People found' })
    .getByRole('listitem')
    .filter({
      has: gate.getByRole('heading', { name: new RegExp(`^${first} ${last[0] ?? ''}`) }),
    });
}

test('an admin blocks a pass from Pronite; the gate scans people in and out and refuses the blocked one', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!dataDir(), 'E2E_DATA_DIR (the server data directory with the mail outbox) is unknown');
  test.setTimeout(120_000);
  const origin = baseURL ?? '';

  // A paid football team; two of its people whose passes show distinct names (the roster repeats
  // some names).
  const owner = await signUp(request, 'pronite');
  await payForFootballTeam(request, owner.token);
  const passes = await passesOf(request, owner.token);
  const distinct = passes.filter((p) => passes.filter((q) => q.name === p.name).length === 1);
  const [first, second] = distinct;
  if (!first || !second) throw new Error('fewer than two passes with distinct names');
  expect(second.registrationId).toBe(first.registrationId);

  const admin = await staffAccount(request, 'listsadmin', 'admin');
  // Pronite's counts before this team came (none on a fresh server).
  const before = await proniteCounts(request, admin.token);

  // The admin opens Pronite in the Check-in section and blocks the second pass from it.
  const problems = watchPage(page, origin);
  await signIn(page, admin.token);
  await page.goto('/admin/checkin');
  const panel = page.getByRole('region', { name: 'Check-in lists', exact: true });
  const lists = panel.getByRole('table', { name: 'Check-in lists and their counts' });
  const proniteRow = lists.getByRole('row').filter({
    has: page.getByRole('button', { name: 'Show Pronite' }),
  });
  await proniteRow.getByRole('button', { name: 'Show Pronite' }).click();
  await expect(page).toHaveURL(/[?&]list=pronite(&|$)/);
  await expect(proniteRow.getByRole('button', { name: 'Show Pronite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const detail = panel.getByRole('region', { name: 'Pronite', exact: true });
  await expect(detail).toContainText('Counted on its own · Entry and exit');

  const blockForm = detail.getByRole('region', { name: 'Block a pass' });
  await blockForm.getByRole('textbox', { name: 'Pass number' }).fill(second.id);
  await blockForm
    .getByRole('textbox', { name: 'Reason (read at the gate, kept in the audit log)' })
    .fill(REASON);
  await blockForm.getByRole('button', { name: 'Block pass' }).click();
  await expect(page.getByText(`${second.name} is blocked from Pronite.`)).toBeVisible();
  // The form is cleared for the next pass.
  await expect(blockForm.getByRole('textbox', { name: 'Pass number' })).toHaveValue('');

  const blocked = detail.getByRole('table', { name: 'Passes blocked from Pronite' });
  const blockedRow = blocked.getByRole('row').filter({ hasText: second.id });
  await expect(blockedRow).toHaveCount(1);
  await expect(blockedRow).toContainText(second.name);
  await expect(blockedRow).toContainText(REASON);
  await expect(blockedRow).toContainText(admin.username);
  await expect(blockedRow.getByRole('button', { name: `Unblock ${second.name}` })).toBeVisible();

  // A volunteer on a phone names the gate Pronite: the gate scans for the Pronite list, in or out.
  const volunteer = await staffAccount(request, 'pronitegate', 'volunteer');
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  try {
    const gate = await phone.newPage();
    const gateProblems = watchPage(gate, origin);
    await signIn(gate, volunteer.token);
    await gate.goto('/checkin');
    await expect(gate.getByRole('heading', { level: 1, name: 'Gate check-in' })).toBeVisible();
    await gate.getByRole('textbox', { name: 'Gate' }).fill('Pronite');
    await gate.getByRole('button', { name: 'Start scanning' }).click();
    await expect(gate.getByTestId('gate-name')).toHaveText('Pronite');
    await expect(gate.getByTestId('gate-list')).toHaveText('Pronite');
    await expect(gate.getByText('Scanning for Pronite', { exact: true })).toBeVisible();
    // The camera scanner judges passes by the same list, in the chosen direction.
    const scanner = gate.getByTestId('scanner-island');
    await expect(scanner).toContainText('Scanning for Pronite · In');
    const direction = gate.getByRole('group', { name: 'Scanning people' });
    const goingIn = direction.getByRole('radio', { name: 'In', exact: true });
    const goingOut = direction.getByRole('radio', { name: 'Out', exact: true });
    await expect(goingIn).toBeChecked();
    await expect(goingOut).not.toBeChecked();

    // The team, found by its registration id.
    const search = gate.getByRole('search');
    await search
      .getByRole('searchbox', { name: 'Name, phone number, pass id or registration id' })
      .fill(first.registrationId);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      gate.getByRole('list', { name: 'People found' }).getByRole('listitem'),
    ).toHaveCount(passes.length);
    const firstPerson = foundPerson(gate, first);
    const secondPerson = foundPerson(gate, second);
    await expect(firstPerson).toHaveCount(1);
    await expect(secondPerson).toHaveCount(1);
    const checkFirst = firstPerson.getByRole('button', { name: /^Check in / });
    const answer = gate.getByTestId('server-answer');

    // In.
    await checkFirst.click();
    await expect(answer).toContainText('Checked in.');
    await expect(answer).toHaveAttribute('data-result', 'ok');

    // Out.
    await goingOut.check();
    await expect(goingOut).toBeChecked();
    await expect(scanner).toContainText('Scanning for Pronite · Out');
    await checkFirst.click();
    await expect(answer).toContainText('Checked out.');
    await expect(answer).toContainText('Let out');
    await expect(answer).toHaveAttribute('data-result', 'ok');

    // Out again, while not inside: refused.
    await checkFirst.click();
    await expect(answer).toContainText('Not inside: scan them in first.');
    await expect(answer).toHaveAttribute('data-result', 'refused');

    // The blocked pass, scanned in: refused with the admin's reason.
    await goingIn.check();
    await expect(goingIn).toBeChecked();
    await expect(scanner).toContainText('Scanning for Pronite · In');
    await secondPerson.getByRole('button', { name: /^Check in / }).click();
    await expect(answer).toContainText(`Blocked from Pronite: ${REASON}`);
    await expect(answer).toHaveAttribute('data-result', 'refused');
    expect(gateProblems).toEqual([]);
  } finally {
    await phone.close();
  }

  // The admin's page, refreshed every 5 s: one more pass entered, nobody more inside, one more
  // blocked; the refused scans are not duplicates.
  const counts = detail.getByRole('list', { name: 'Counts of Pronite' }).getByRole('listitem');
  await expect(counts).toHaveText([
    new RegExp(`^Entered\\s*${before.entered + 1}$`),
    new RegExp(`^Inside now\\s*${before.inside}$`),
    new RegExp(`^Blocked\\s*${before.blocked + 1}$`),
    new RegExp(`^Duplicate scans\\s*${before.duplicates}$`),
  ]);
  // The lists' table: Entered, Inside now and Blocked (the 7th to the 9th column).
  const cells = proniteRow.getByRole('cell');
  await expect(cells.nth(6)).toHaveText(String(before.entered + 1));
  await expect(cells.nth(7)).toHaveText(String(before.inside));
  await expect(cells.nth(8)).toHaveText(String(before.blocked + 1));
  // The first person's entry: in, then out, so not inside now; checked by the volunteer.
  const recent = detail.getByRole('table', { name: 'Latest entries at Pronite' });
  const entry = recent.getByRole('row').filter({
    has: page.getByRole('cell', { name: volunteer.username, exact: true }),
  });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell').first()).toHaveText(first.name);
  // Pass, Role, First in, Last in, Last out, Inside?, Gate, By.
  await expect(entry.getByRole('cell').nth(5)).toHaveText('No');
  await expect(entry.getByRole('cell').nth(6)).toHaveText(/^pronite$/i);
  const after = await proniteCounts(request, admin.token);
  expect(after).toMatchObject({
    entered: before.entered + 1,
    inside: before.inside,
    blocked: before.blocked + 1,
    duplicates: before.duplicates,
  });
  expect(problems).toEqual([]);
});
