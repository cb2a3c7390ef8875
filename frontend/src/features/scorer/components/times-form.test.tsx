import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import type { Race, RaceHeat } from '@/lib/races';
import { SessionContext } from '@/lib/session';
import { jsonResponse, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { ScorerPage } from './scorer-page';

const lane = (n: number, athlete: string, name: string, college: string) => ({
  lane: n,
  athlete,
  name,
  college,
});

const heat1: RaceHeat = {
  number: 1,
  name: 'Heat 1',
  final: false,
  timed: false,
  lanes: [lane(4, 'A1', 'Ravi Kumar', 'IIT Patna'), lane(5, 'A2', 'Aman Singh', 'NIT Patna')],
};

const heat2: RaceHeat = {
  number: 2,
  name: 'Heat 2',
  final: false,
  timed: true,
  lanes: [
    { ...lane(4, 'A3', 'Vikram Rao', 'BIT Mesra'), time: '10.61', timeMs: 10_610, place: 1 },
    { ...lane(5, 'A4', 'Sunil Das', 'NIT Jamshedpur'), status: 'dq' },
  ],
};

const menHundred = (heats: RaceHeat[] = [heat1, heat2]): Race => ({
  id: 'race1',
  event: 'athletics',
  eventTitle: 'Athletics',
  category: 'Men',
  discipline: '100m',
  title: 'Athletics (Men) 100m',
  kind: 'track',
  state: 'published',
  version: 3,
  lanes: 8,
  athletes: heats.flatMap((h) =>
    h.lanes.map((l) => ({ id: l.athlete, name: l.name, college: l.college })),
  ),
  heats,
  podium: [],
  complete: false,
  finalReady: false,
});

let api: FakeApi;
let race: Race;

beforeEach(() => {
  race = menHundred();
  api = fakeApi();
  api.on('GET', '/scorer/matches', () => ({ success: true, matches: [] }));
  api.on('GET', '/races', () => ({
    success: true,
    races: [
      {
        id: 'race1',
        category: 'Men',
        discipline: '100m',
        title: 'Athletics (Men) 100m',
        state: 'published',
        version: race.version,
        athletes: 4,
        heats: 2,
        hasFinal: false,
        complete: false,
      },
    ],
  }));
  api.on('GET', '/races/race1', () => ({ success: true, message: '', race }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The scorer's page (a scorer's, or staff's with `role`), with the heat named opened. */
async function openHeat(name: RegExp, role?: 'admin') {
  const user = userEvent.setup();
  const page = <ScorerPage />;
  render(role ? <SessionContext value={signedIn(role)}>{page}</SessionContext> : page);
  const list = await screen.findByRole('list', { name: 'Heats to time' });
  const button = within(list)
    .getAllByRole('button')
    .find((b) => name.test(b.textContent));
  if (!button) throw new Error(`no heat ${String(name)}`);
  await user.click(button);
  return user;
}

const laneGroup = (name: string) => screen.getByRole('group', { name });

describe('the heats to time on the scorer page', () => {
  it('lists the heats without times for a scorer, under the matches', async () => {
    render(<ScorerPage />);
    const list = await screen.findByRole('list', { name: 'Heats to time' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Athletics (Men) 100mHeat 12 athletes · To time');
    expect(screen.getByText('No matches to score yet.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Races' })).toBeVisible();
  });

  it('refuses a time the rules cannot read before sending, then sends every lane once', async () => {
    api.on('PUT', '/scorer/races/race1/heats/1/times', () => {
      race = menHundred([{ ...heat1, timed: true }, heat2]);
      return { success: true, message: 'Times saved.', race };
    });
    const user = await openHeat(/Heat 1/);
    expect(screen.getByRole('heading', { level: 2, name: 'Enter the times' })).toBeVisible();
    const first = laneGroup('Lane 4: Ravi Kumar, IIT Patna');
    const time = within(first).getByLabelText('Time');
    expect(time).toHaveAttribute('inputMode', 'decimal');
    expect(within(first).getByLabelText('Result')).toHaveValue('time');

    await user.type(time, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(
      await within(first).findByText('Write a time as 10.52, 1:58.30 or 15:02.11.'),
    ).toBeVisible();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    // The other lane has no time and no DNF, DQ or DNS.
    const second = laneGroup('Lane 5: Aman Singh, NIT Patna');
    expect(within(second).getByText('Enter a time, or choose DNF, DQ or DNS.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Some times need fixing');
    expect(api.callsTo('PUT', '/scorer/races/race1/heats/1/times')).toEqual([]);

    await user.clear(time);
    await user.type(time, '10.5');
    await user.selectOptions(within(second).getByLabelText('Result'), 'dnf');
    expect(within(second).queryByLabelText('Time')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save times' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Times saved.');
    expect(api.callsTo('PUT', '/scorer/races/race1/heats/1/times')[0]?.body).toEqual({
      times: [
        { athlete: 'A1', time: '10.50' },
        { athlete: 'A2', status: 'dnf' },
      ],
    });
    // Back on the list, asked for again: the heat timed is gone.
    await waitFor(() => {
      expect(screen.getByText('No heats to time yet.')).toBeVisible();
    });
  });

  it("shows the server's refusal: times entered already (409), or a lane it does not take (422)", async () => {
    api.on('PUT', '/scorer/races/race1/heats/1/times', () =>
      jsonResponse(
        {
          success: false,
          message: 'Times are already entered for this heat; an organiser can correct them.',
        },
        409,
      ),
    );
    const user = await openHeat(/Heat 1/);
    await user.type(
      within(laneGroup('Lane 4: Ravi Kumar, IIT Patna')).getByLabelText('Time'),
      '1:58.30',
    );
    await user.selectOptions(
      within(laneGroup('Lane 5: Aman Singh, NIT Patna')).getByLabelText('Result'),
      'dns',
    );
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Times are already entered for this heat; an organiser can correct them.',
    );
    expect(api.callsTo('PUT', '/scorer/races/race1/heats/1/times')[0]?.body).toEqual({
      times: [
        { athlete: 'A1', time: '1:58.30' },
        { athlete: 'A2', status: 'dns' },
      ],
    });

    api.on('PUT', '/scorer/races/race1/heats/1/times', () =>
      jsonResponse(
        {
          success: false,
          message: 'This athlete does not run in this heat.',
          errors: { 'times[1].athlete': ['This athlete does not run in this heat.'] },
        },
        422,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(
      await within(laneGroup('Lane 5: Aman Singh, NIT Patna')).findByText(
        'This athlete does not run in this heat.',
      ),
    ).toBeVisible();
  });

  it('lets staff correct a timed heat, starting from the times entered', async () => {
    api.on('PUT', '/scorer/races/race1/heats/2/times', () => ({
      success: true,
      message: 'Times saved.',
      race,
    }));
    const user = await openHeat(/Heat 2/, 'admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Correct the times' })).toBeVisible();
    const first = laneGroup('Lane 4: Vikram Rao, BIT Mesra');
    expect(within(first).getByLabelText('Time')).toHaveValue('10.61');
    expect(
      within(laneGroup('Lane 5: Sunil Das, NIT Jamshedpur')).getByLabelText('Result'),
    ).toHaveValue('dq');
    await user.clear(within(first).getByLabelText('Time'));
    await user.type(within(first).getByLabelText('Time'), '10.60');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Times saved.');
    expect(api.callsTo('PUT', '/scorer/races/race1/heats/2/times')[0]?.body).toEqual({
      times: [
        { athlete: 'A3', time: '10.60' },
        { athlete: 'A4', status: 'dq' },
      ],
    });
  });

  it('offers staff no heat whose times the final was drawn from', async () => {
    race = menHundred([
      { ...heat1, timed: true },
      heat2,
      { ...heat1, number: 3, name: 'Final', final: true },
    ]);
    render(
      <SessionContext value={signedIn('admin')}>
        <ScorerPage />
      </SessionContext>,
    );
    const list = await screen.findByRole('list', { name: 'Heats to time' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveTextContent('Final');
  });
});

describe("a field event's flights on the scorer page", () => {
  const flight1: RaceHeat = {
    number: 1,
    name: 'Flight 1',
    final: false,
    timed: false,
    lanes: [lane(1, 'A1', 'Ravi Kumar', 'IIT Patna'), lane(2, 'A2', 'Aman Singh', 'NIT Patna')],
  };
  const flight2: RaceHeat = {
    number: 2,
    name: 'Flight 2',
    final: false,
    timed: true,
    lanes: [
      { ...lane(1, 'A3', 'Vikram Rao', 'BIT Mesra'), mark: '6.02 m', markCm: 602, place: 1 },
      { ...lane(2, 'A4', 'Sunil Das', 'NIT Jamshedpur'), status: 'nm' },
    ],
  };
  const longJump = (heats: RaceHeat[] = [flight1, flight2]): Race => ({
    ...menHundred(heats),
    id: 'race2',
    discipline: 'Long Jump',
    title: 'Athletics (Men) Long Jump',
    kind: 'field',
    lanes: 2,
  });

  beforeEach(() => {
    race = longJump();
    api.on('GET', '/races', () => ({
      success: true,
      races: [
        {
          id: 'race2',
          category: 'Men',
          discipline: 'Long Jump',
          title: 'Athletics (Men) Long Jump',
          state: 'published',
          version: race.version,
          athletes: 4,
          heats: 2,
          hasFinal: false,
          complete: false,
        },
      ],
    }));
    api.on('GET', '/races/race2', () => ({ success: true, message: '', race }));
  });

  it('lists a flight to mark by its name', async () => {
    render(<ScorerPage />);
    const list = await screen.findByRole('list', { name: 'Heats to time' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Athletics (Men) Long JumpFlight 12 athletes · To mark');
  });

  it('offers a mark or NM, DQ, DNS, refuses a distance the rules cannot read, and sends the marks', async () => {
    const user = await openHeat(/Flight 1/);
    expect(screen.getByRole('heading', { level: 2, name: 'Enter the marks' })).toBeVisible();
    const first = laneGroup('Order 1: Ravi Kumar, IIT Patna');
    const result = within(first).getByLabelText('Result');
    expect(result).toHaveValue('mark');
    expect(
      within(result)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mark', 'NM (no valid mark)', 'DQ (disqualified)', 'DNS (did not start)']);
    const mark = within(first).getByLabelText('Mark (m)');
    expect(mark).toHaveAttribute('inputMode', 'decimal');
    expect(within(first).queryByLabelText('Time')).not.toBeInTheDocument();

    await user.type(mark, '6,45 metres');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(
      await within(first).findByText('Write a distance in metres, such as 6.45.'),
    ).toBeVisible();
    expect(mark).toHaveAttribute('aria-invalid', 'true');
    const second = laneGroup('Order 2: Aman Singh, NIT Patna');
    expect(within(second).getByText('Enter a mark, or choose NM, DQ or DNS.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Some marks need fixing');
    expect(api.callsTo('PUT', '/scorer/races/race2/heats/1/times')).toEqual([]);

    // The server's refusal of a mark is shown at it.
    api.on('PUT', '/scorer/races/race2/heats/1/times', () =>
      jsonResponse(
        {
          success: false,
          message: 'A mark, or NM (no valid mark), DQ or DNS: one of them.',
          errors: { 'times[1].mark': ['A mark, or NM (no valid mark), DQ or DNS: one of them.'] },
        },
        422,
      ),
    );
    await user.clear(mark);
    await user.type(mark, ' 6.5 ');
    await user.selectOptions(within(second).getByLabelText('Result'), 'nm');
    expect(within(second).queryByLabelText('Mark (m)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(
      await within(second).findByText('A mark, or NM (no valid mark), DQ or DNS: one of them.'),
    ).toBeVisible();
    // Sent as the shared rules write a mark, without its unit.
    expect(api.callsTo('PUT', '/scorer/races/race2/heats/1/times')[0]?.body).toEqual({
      times: [
        { athlete: 'A1', mark: '6.50' },
        { athlete: 'A2', status: 'nm' },
      ],
    });

    api.on('PUT', '/scorer/races/race2/heats/1/times', () => {
      race = longJump([{ ...flight1, timed: true }, flight2]);
      return { success: true, message: 'Times saved.', race };
    });
    await user.selectOptions(within(second).getByLabelText('Result'), 'dns');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Times saved.');
    expect(api.callsTo('PUT', '/scorer/races/race2/heats/1/times')[1]?.body).toEqual({
      times: [
        { athlete: 'A1', mark: '6.50' },
        { athlete: 'A2', status: 'dns' },
      ],
    });
    await waitFor(() => {
      expect(screen.getByText('No heats to time yet.')).toBeVisible();
    });
  });

  it('lets staff correct a marked flight, starting from the marks entered', async () => {
    api.on('PUT', '/scorer/races/race2/heats/2/times', () => ({
      success: true,
      message: 'Times saved.',
      race,
    }));
    const user = await openHeat(/Flight 2/, 'admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Correct the marks' })).toBeVisible();
    const first = laneGroup('Order 1: Vikram Rao, BIT Mesra');
    expect(within(first).getByLabelText('Mark (m)')).toHaveValue('6.02');
    const second = laneGroup('Order 2: Sunil Das, NIT Jamshedpur');
    expect(within(second).getByLabelText('Result')).toHaveValue('nm');
    await user.selectOptions(within(second).getByLabelText('Result'), 'mark');
    await user.type(within(second).getByLabelText('Mark (m)'), '5.9');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Times saved.');
    expect(api.callsTo('PUT', '/scorer/races/race2/heats/2/times')[0]?.body).toEqual({
      times: [
        { athlete: 'A3', mark: '6.02' },
        { athlete: 'A4', mark: '5.90' },
      ],
    });
  });
});

describe('the heats to time in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('lists the heats and asks for the times in Hindi, and in English again after switching back', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    render(<ScorerPage />);
    const list = await screen.findByRole('list', { name: 'समय दर्ज करने वाली हीट' });
    const item = within(list).getByRole('button');
    expect(item).toHaveTextContent('Athletics (Men) 100mHeat 12 खिलाड़ी · समय दर्ज करना बाकी');
    expect(screen.getByRole('heading', { level: 2, name: 'रेस' })).toBeVisible();
    expect(screen.getByText('अभी स्कोर करने के लिए कोई मैच नहीं है।')).toBeVisible();

    await user.click(item);
    expect(screen.getByRole('heading', { level: 2, name: 'समय डालें' })).toBeVisible();
    const first = laneGroup('लेन 4: Ravi Kumar, IIT Patna');
    const result = within(first).getByLabelText('नतीजा');
    expect(
      within(result)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['समय', 'DNF (रेस पूरी नहीं की)', 'DQ (डिसक्वालिफ़ाई)', 'DNS (शुरू नहीं किया)']);
    await user.click(screen.getByRole('button', { name: 'समय सेव करें' }));
    expect(within(first).getByText('समय डालें, या DNF, DQ या DNS चुनें।')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('कुछ समय ठीक करने हैं: निशान लगी लेन देखें।');

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Enter the times' })).toBeVisible();
    expect(laneGroup('Lane 4: Ravi Kumar, IIT Patna')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeVisible();
  });
});
