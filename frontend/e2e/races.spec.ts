import { devices, expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  orderAndPay,
  signIn,
  signUp,
  staffAccount,
  watchPage,
  withoutNotFound,
} from './support';

/**
 * An athletics race end to end against the real server, on the Women's 400m (no other test enters
 * it): seven athletes register and pay in the sandbox. A moderator draws the heats in the admin area
 * (previewed with the WebAssembly rules, four lanes: two heats) and publishes them. A spectator keeps
 * the race page open. A scorer on a phone times heat 1 lane by lane; heat 2 goes in through the API;
 * the moderator draws the final from the heats' times; its times go in through the API, and the
 * spectator's page shows the podium with its prizes, without a reload.
 *
 * Needs payments in sandbox mode.
 */

const ATHLETES = [
  ['Anita Kumari', 'Patna Women’s College'],
  ['Bina Devi', 'Magadh Mahila College'],
  ['Chitra Singh', 'Gaya Women’s College'],
  ['Divya Rani', 'Darbhanga Women’s College'],
  ['Esha Gupta', 'Nalanda Women’s Institute'],
  ['Farah Khan', 'Bhagalpur Women’s Institute'],
  ['Gita Sharma', 'Patna Women’s College'],
] as const;

/** An athletics registration of one Women's 400m runner, paid in the sandbox by a new account. */
async function payForRunner(request: APIRequestContext, name: string, college: string, n: number) {
  const account = await signUp(request, `runner${n}`);
  const id = `${Math.floor(Math.random() * 9e4) + 1e4}${n}`;
  const form = {
    collegeName: college,
    collegeAddress: 'Bihar',
    category: 'Women',
    accompanyingCoach: 'No',
    captain: {
      fullname: name,
      email: `runner.${id}@example.org`,
      phoneNumber: `7${id}0000`.slice(0, 10),
      aadharId: `5432${id}0000`.slice(0, 12),
    },
    selectedIndividualEvents: ['400m'],
    selectedRelayEvents: [],
    relayTeams: {},
  };
  await orderAndPay(request, account.token, 'athletics', form);
}

interface Lane {
  lane: number;
  athlete: string;
}
interface Heat {
  number: number;
  name: string;
  final: boolean;
  timed: boolean;
  lanes: Lane[];
}
interface Race {
  id: string;
  category: string;
  discipline: string;
  version: number;
  heats: Heat[];
}

async function race(request: APIRequestContext, id: string): Promise<Race> {
  const res = await request.get(`/api/v1/races/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { race: Race }).race;
}

/** Times a heat through the API: the lane's athlete number decides (A1 runs 50.01, A2 50.02, ...). */
async function timeHeat(
  request: APIRequestContext,
  token: string,
  raceId: string,
  heat: Heat,
  time: (athlete: string) => number,
) {
  const times = heat.lanes.map((l) => ({
    athlete: l.athlete,
    time: (time(l.athlete) / 1000).toFixed(2),
  }));
  const res = await request.put(`/api/v1/scorer/races/${raceId}/heats/${heat.number}/times`, {
    headers: bearer(token),
    data: { times },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const heatTime = (athlete: string) => 50_000 + Number(athlete.slice(1)) * 10;

test('an organiser draws and publishes the heats, a scorer times one on a phone, and the race page follows to its podium', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  for (const [i, [name, college]] of ATHLETES.entries())
    await payForRunner(request, name, college, i + 1);
  const organiser = await staffAccount(request, 'raceorganiser', 'moderator');
  const scorer = await staffAccount(request, 'racescorer', 'scorer');

  // The moderator draws the heats in the admin area: four lanes, previewed, drawn and published.
  const problems = watchPage(page, baseURL ?? '');
  await signIn(page, organiser.token);
  await page.goto('/admin/fixtures');
  await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Athletics' });
  await page.getByLabel('Category', { exact: true }).selectOption('Women');
  await page.getByLabel('Discipline', { exact: true }).selectOption('400m');
  await expect(page.getByText(`Paid entries (${ATHLETES.length})`)).toBeVisible();
  await page.getByLabel('Lanes', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Preview (not saved)')).toBeVisible();
  await page.getByRole('button', { name: 'Draw heats', exact: true }).click();
  await expect(page.getByText('Heats drawn.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('These heats are published: scorers enter the times on the scorer page.'),
  ).toBeVisible();
  expect(withoutNotFound(problems, '/admin/fixtures')).toEqual([]);

  const list = await request.get('/api/v1/races');
  const { races } = (await list.json()) as { races: Race[] };
  const summary = races.find((r) => r.category === 'Women' && r.discipline === '400m');
  expect(summary).toBeDefined();
  const id = summary?.id ?? '';
  const drawn = await race(request, id);
  expect(drawn.heats.map((h) => h.lanes.length).sort()).toEqual([3, 4]);

  // A spectator keeps the race page open; a mark on the window tells a reload apart.
  const spectator = await browser.newPage();
  await spectator.goto(`/races/${id}`);
  await expect(spectator.getByRole('heading', { level: 1 })).toContainText('400m');
  await spectator.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The scorer times heat 1 on a phone, lane by lane.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const scorerPage = await phone.newPage();
  await signIn(scorerPage, scorer.token);
  await scorerPage.goto('/scorer');
  const heats = scorerPage.getByRole('list', { name: 'Heats to time' });
  await heats
    .getByRole('button', { name: /Heat 1/ })
    .first()
    .tap();
  const first = drawn.heats.find((h) => h.number === 1);
  for (const lane of first?.lanes ?? []) {
    const group = scorerPage.getByRole('group', { name: new RegExp(`^Lane ${lane.lane}:`) });
    await group
      .getByLabel('Time', { exact: true })
      .fill((heatTime(lane.athlete) / 1000).toFixed(2));
  }
  await scorerPage.getByRole('button', { name: 'Save times' }).tap();
  await expect(scorerPage.getByText('Times saved.')).toBeVisible();
  await phone.close();

  // The spectator sees heat 1's times without a reload.
  const fastest = first?.lanes.reduce((a, b) =>
    heatTime(a.athlete) < heatTime(b.athlete) ? a : b,
  );
  await expect(
    spectator.getByText((heatTime(fastest?.athlete ?? 'A1') / 1000).toFixed(2)).first(),
  ).toBeVisible();

  // Heat 2 through the API; the moderator draws the final.
  const second = drawn.heats.find((h) => h.number === 2);
  if (second) await timeHeat(request, scorer.token, id, second, heatTime);
  await page.reload();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Athletics' });
  await page.getByRole('button', { name: /Open Athletics \(Women\) 400m/ }).click();
  await page.getByRole('button', { name: 'Draw the final' }).click();
  await expect(page.getByText('Final drawn.')).toBeVisible();

  // The final's times: the spectator's page shows the podium with the prizes, still without a reload.
  const withFinal = await race(request, id);
  const fin = withFinal.heats.find((h) => h.final);
  expect(fin?.lanes.length).toBe(4);
  if (fin) await timeHeat(request, scorer.token, id, fin, (a) => 100_000 - heatTime(a));
  const podium = spectator.getByRole('region', { name: 'Podium' });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  await expect(podium.getByRole('listitem').first()).toContainText('Rs. 5000');
  expect(
    await spectator.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
