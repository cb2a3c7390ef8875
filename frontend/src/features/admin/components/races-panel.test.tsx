import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Race, RaceHeat, RaceLane, RaceSummary } from '@/lib/races';
import '@/test/fixtures-wasm';
import { jsonResponse } from '@/test/fixtures';

import { mockApi, renderPortal, sectionLink, type MockApi } from '../testing/mock-api';

/** Ten paid entries of the men's 100m, in the order they paid. */
const ENTRIES = Array.from({ length: 10 }, (_, i) => ({
  name: `Runner ${i + 1}`,
  college: i % 2 === 0 ? 'IIT Patna' : 'NIT Patna',
}));

const heat = (number: number, ids: readonly number[], extra: Partial<RaceHeat> = {}): RaceHeat => ({
  number,
  name: `Heat ${number}`,
  final: false,
  timed: false,
  lanes: ids.map((n, i) => ({
    lane: i + 3,
    athlete: `A${n}`,
    name: `Runner ${n}`,
    college: n % 2 === 1 ? 'IIT Patna' : 'NIT Patna',
  })),
  ...extra,
});

/** The men's 100m: two heats of five. */
const race = (extra: Partial<Race> = {}): Race => ({
  id: 'race1',
  event: 'athletics',
  eventTitle: 'Athletics',
  category: 'Men',
  discipline: '100m',
  title: 'Athletics (Men) 100m',
  kind: 'track',
  state: 'draft',
  version: 1,
  lanes: 8,
  athletes: ENTRIES.map((e, i) => ({ id: `A${i + 1}`, ...e })),
  heats: [heat(1, [1, 3, 5, 7, 9]), heat(2, [2, 4, 6, 8, 10])],
  podium: [],
  complete: false,
  finalReady: false,
  ...extra,
});

const summaryOf = (r: Race): RaceSummary => ({
  id: r.id,
  category: r.category,
  discipline: r.discipline,
  kind: r.kind,
  title: r.title,
  state: r.state,
  version: r.version,
  athletes: r.athletes.length,
  heats: r.heats.filter((h) => !h.final).length,
  hasFinal: r.heats.some((h) => h.final),
  complete: r.complete,
});

/** One athlete's mark in a marked flight: Runner 1 has none (NM), the others 6.1x m. */
const markOf = (n: number, i: number): Partial<RaceLane> =>
  n === 1 ? { status: 'nm' } : { mark: `6.${String(10 + n)} m`, markCm: 610 + n, place: 5 - i };

/** A field event's flight by jumping order, with its marks when `marked`. */
const flight = (number: number, ids: readonly number[], marked: boolean): RaceHeat => ({
  number,
  name: `Flight ${number}`,
  final: false,
  timed: marked,
  lanes: ids.map((n, i) => ({
    lane: i + 1,
    athlete: `A${n}`,
    name: `Runner ${n}`,
    college: n % 2 === 1 ? 'IIT Patna' : 'NIT Patna',
    ...(marked ? markOf(n, i) : {}),
  })),
});

/** The men's Long Jump, a field event: two flights of five by jumping order, no final. */
const longJump = (extra: Partial<Race> = {}, marked = false): Race =>
  race({
    discipline: 'Long Jump',
    title: 'Athletics (Men) Long Jump',
    kind: 'field',
    lanes: 5,
    heats: [flight(1, [1, 3, 5, 7, 9], marked), flight(2, [2, 4, 6, 8, 10], marked)],
    ...extra,
  });

/** Both heats timed: the final can be drawn. */
const timed = (version: number): Race => {
  const base = race({ state: 'published', version, finalReady: true });
  return {
    ...base,
    heats: base.heats.map((h) => ({
      ...h,
      timed: true,
      lanes: h.lanes.map((l, i) => ({ ...l, time: `10.${50 + i}`, place: i + 1 })),
    })),
  };
};

let api: MockApi;
/** The race the server has (GET /admin/races lists it, GET /admin/races/race1 answers it). */
let current: Race | null;

beforeEach(() => {
  current = null;
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/venues', () => ({ success: true, venues: [] }));
  api.on('GET', '/admin/fixtures/mr_infinito/teams', () => ({ success: true, teams: [] }));
  api.on('GET', '/admin/fixtures/mr_infinito', () =>
    jsonResponse({ success: false, message: 'No fixtures yet.' }, 404),
  );
  api.on('GET', '/admin/races', () => ({
    success: true,
    races: current ? [summaryOf(current)] : [],
  }));
  api.on('GET', '/admin/races/race1', () =>
    current
      ? { success: true, message: '', race: current }
      : jsonResponse({ success: false, message: 'Race not found' }, 404),
  );
  api.on('GET', '/admin/races/entries', ({ query }) => {
    const discipline = query.get('discipline') ?? '';
    if (discipline === 'Long Jump') {
      // The server no longer refuses a field event.
      return { success: true, athletes: query.get('category') === 'Men' ? ENTRIES : [] };
    }
    return {
      success: true,
      athletes: query.get('category') === 'Men' && discipline === '100m' ? ENTRIES : [],
    };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The Fixtures section with Athletics chosen: the men's 100m first. */
async function openAthletics() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Fixtures'));
  await view.user.selectOptions(await screen.findByLabelText('Event'), 'athletics');
  await screen.findByRole('heading', { name: 'Races' });
  return view;
}

const racePanel = async (title = 'Athletics (Men) 100m') => {
  const heading = await screen.findByRole('heading', {
    level: 3,
    name: (name) => name.startsWith(title),
  });
  const panel = heading.closest('section');
  if (!panel) throw new Error('no race panel');
  return panel;
};

describe('the Races panel (athletics in the Fixtures section)', () => {
  it('offers the categories with the mixed relay, and the disciplines of the shared lists', async () => {
    const { user } = await openAthletics();
    // Athletics has its own choice of category: the team fixtures' one is not shown.
    expect(screen.getAllByLabelText('Category')).toHaveLength(1);
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Men', 'Women', 'Mixed (relay)']);
    const discipline = screen.getByLabelText('Discipline');
    const men = within(discipline)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(men[0]).toBe('100m');
    expect(men).toContain('4x400m');
    expect(men).not.toContain('4x100m (Mixed)');
    expect(screen.getByText('No races drawn yet.')).toBeVisible();
    // Nothing to draw from without entries.
    await user.selectOptions(category, 'Mixed');
    expect(
      within(screen.getByLabelText('Discipline'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4x100m (Mixed)']);
    expect(await screen.findByText('Nobody has paid for this event yet.')).toBeVisible();
    expect(api.callsTo('GET', '/admin/races/entries').at(-1)?.query.get('category')).toBe('Mixed');
    expect(screen.queryByRole('button', { name: 'Draw heats' })).not.toBeInTheDocument();
  });

  it('draws a field event into flights: places in a flight, the preview by jumping order', async () => {
    const { user } = await openAthletics();
    await user.selectOptions(screen.getByLabelText('Discipline'), 'Long Jump');
    expect(await screen.findByRole('heading', { name: 'Paid entries (10)' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The shared rules say it is a field event: places in a flight, before anything is drawn.
    expect(screen.getByLabelText('Places in a flight')).toHaveValue('8');
    expect(screen.getByText('How many jump or throw in each flight.')).toBeVisible();
    expect(screen.queryByLabelText('Lanes')).not.toBeInTheDocument();

    api.on('POST', '/admin/races', () => {
      current = longJump();
      return { success: true, message: 'Heats drawn.', race: current };
    });
    await user.clear(screen.getByLabelText('Places in a flight'));
    await user.type(screen.getByLabelText('Places in a flight'), '5');
    await user.click(screen.getByRole('button', { name: 'Draw heats' }));
    expect(await screen.findByText('Heats drawn.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/admin/races')[0]?.body).toMatchObject({
      category: 'Men',
      discipline: 'Long Jump',
      lanes: 5,
    });

    // Drawn: the race says it is a field event.
    const places = await screen.findByLabelText('Places in a flight');
    expect(places).toHaveAttribute('inputMode', 'numeric');
    expect(screen.getByText('How many jump or throw in each flight.')).toBeVisible();
    expect(screen.queryByLabelText('Lanes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw flights again' })).toBeVisible();
    await user.clear(places);
    await user.type(places, '5');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview (not saved)' });
    expect(
      within(preview)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Flight 1', 'Flight 2']);
    expect(within(preview).getAllByText(/^Order \d: Runner \d+$/)).toHaveLength(10);

    const panel = await racePanel('Athletics (Men) Long Jump');
    const first = within(panel).getByRole('table', { name: 'Flight 1 · No marks yet' });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Athlete', 'College', 'Mark', 'Place']);
    expect(within(panel).getByText('Flight 2: Not scheduled')).toBeVisible();
    expect(
      within(panel).getByText('A field event has no final: its flights’ marks place it together.'),
    ).toBeVisible();
  });

  it('shows a field event’s marks and never offers its final', async () => {
    // Even were the server to call it ready, a field event has no final to draw.
    current = longJump({ state: 'published', version: 6, complete: true, finalReady: true }, true);
    const { user } = await openAthletics();
    const table = await screen.findByRole('table', { name: 'Races drawn' });
    await user.click(within(table).getByRole('button', { name: 'Open Athletics (Men) Long Jump' }));
    expect(screen.getByLabelText('Discipline')).toHaveValue('Long Jump');
    const panel = await racePanel('Athletics (Men) Long Jump');
    const first = within(panel).getByRole('table', { name: 'Flight 1 · Marked' });
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^1Runner 1IIT PatnaNM—$/);
    expect(rows[1]).toHaveTextContent(/^2Runner 3IIT Patna6\.13 m4$/);
    expect(within(panel).queryByRole('form', { name: 'The final' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw the final' })).not.toBeInTheDocument();
    expect(screen.queryByText(/The final can be drawn/)).not.toBeInTheDocument();
    expect(
      screen.getByText('These flights are published: scorers enter the marks on the scorer page.'),
    ).toBeVisible();
  });

  it('previews the heats in the browser, draws them with the same seed, then publishes after asking', async () => {
    const { user } = await openAthletics();
    const entries = await screen.findByRole('heading', { name: 'Paid entries (10)' });
    const list = within(entries.closest('section') ?? document.body).getByRole('list', {
      name: 'Paid entries (10)',
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Runner 1, IIT Patna');
    const lanes = screen.getByLabelText('Lanes');
    expect(lanes).toHaveValue('8');
    expect(lanes).toHaveAttribute('inputMode', 'numeric');
    expect(screen.getByRole('radio', { name: 'Draw' })).toBeChecked();

    // The preview's seed (picked at random) is the one sent, so the draft is the heats previewed.
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview (not saved)' });
    expect(
      within(preview)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Heat 1', 'Heat 2']);
    expect(within(preview).getAllByRole('listitem')).toHaveLength(10);
    expect(within(preview).getAllByText(/^Lane \d: Runner \d+$/)).toHaveLength(10);
    // Nothing was sent to draw it.
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    api.on('POST', '/admin/races', () => {
      current = race();
      return { success: true, message: 'Heats drawn.', race: current };
    });
    await user.click(screen.getByRole('button', { name: 'Draw heats' }));
    expect(await screen.findByText('Heats drawn.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/admin/races')[0]?.body).toEqual({
      category: 'Men',
      discipline: '100m',
      lanes: 8,
      draw: 'draw',
      seed: Math.floor(0.25 * Number.MAX_SAFE_INTEGER),
    });

    const panel = await racePanel();
    expect(within(panel).getByText('Draft')).toBeVisible();
    const first = within(panel).getByRole('table', { name: 'Heat 1 · No times yet' });
    expect(within(first).getAllByRole('row')).toHaveLength(6);
    expect(within(first).getByText('Runner 3')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Races drawn' })).getByText('Athletics (Men) 100m'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Draw heats again' })).toBeVisible();

    api.on('POST', '/admin/races/race1/publish', () => {
      current = race({ state: 'published', version: 2 });
      return { success: true, message: 'Heats published.', race: current };
    });
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish these heats?' });
    expect(dialog).toHaveTextContent('Everybody will see them, and scorers can enter the times.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Heats published.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/races/race1/publish')[0]?.body).toEqual({ version: 1 });
    await waitFor(() => {
      expect(within(panel).getByText('Version 2')).toBeVisible();
    });
    expect(within(panel).queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Public page' })).toHaveAttribute(
      'href',
      '/races/race1',
    );
    // Published: no more drawing, and no final before the heats are timed.
    expect(screen.queryByRole('button', { name: /^Draw heats/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('These heats are published: scorers enter the times on the scorer page.'),
    ).toBeVisible();
    expect(
      within(panel).getByText('The final can be drawn once every heat has its times.'),
    ).toBeVisible();
  });

  it('reads the lanes with the shared rules, draws by seed times, and shows what the rules refuse', async () => {
    const { user } = await openAthletics();
    await screen.findByRole('heading', { name: 'Paid entries (10)' });
    const lanes = screen.getByLabelText('Lanes');
    await user.clear(lanes);
    await user.type(lanes, 'eight');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter a whole number.')).toBeVisible();
    expect(lanes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Preview (not saved)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw heats' }));
    expect(api.callsTo('POST', '/admin/races')).toEqual([]);

    await user.clear(lanes);
    await user.type(lanes, '60');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const refusal = await screen.findByText('A track has at most 50 lanes.');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('These heats cannot be drawn:');

    // The server says the same, under the field.
    api.on('POST', '/admin/races', () =>
      jsonResponse(
        {
          success: false,
          message: 'A track has at most 50 lanes.',
          errors: { lanes: ['A track has at most 50 lanes.'] },
        },
        422,
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Seed times' }));
    await user.click(screen.getByRole('button', { name: 'Draw heats' }));
    await waitFor(() => {
      expect(lanes).toHaveAttribute('aria-invalid', 'true');
    });
    expect(api.callsTo('POST', '/admin/races')[0]?.body).toEqual({
      category: 'Men',
      discipline: '100m',
      lanes: 60,
      draw: 'times',
    });
  });

  it('discards a draft after asking', async () => {
    current = race({ version: 3 });
    const { user } = await openAthletics();
    const panel = await racePanel();
    api.on('DELETE', '/admin/races/race1', () => {
      current = null;
      return { success: true, message: 'Draft discarded.' };
    });
    await user.click(within(panel).getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Draft discarded.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('DELETE', '/admin/races/race1')[0]?.query.get('version')).toBe('3');
    await waitFor(() => {
      expect(
        screen.queryByRole('heading', { level: 3, name: /^Athletics \(Men\) 100m/ }),
      ).toBeNull();
    });
    expect(await screen.findByText('No races drawn yet.')).toBeVisible();
  });

  it('opens a race from the list and draws its final once every heat is timed', async () => {
    current = { ...timed(4), category: 'Women', title: 'Athletics (Women) 100m' };
    const { user } = await openAthletics();
    const table = await screen.findByRole('table', { name: 'Races drawn' });
    expect(within(table).getByText('Heats drawn')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Open Athletics (Women) 100m' }));
    expect(screen.getByLabelText('Category')).toHaveValue('Women');
    expect(screen.getByLabelText('Discipline')).toHaveValue('100m');
    const panel = await racePanel('Athletics (Women) 100m');
    expect(within(panel).getByRole('table', { name: 'Heat 2 · Timed' })).toBeVisible();

    // The server refuses while a heat has no times (someone corrected it meanwhile).
    api.on('POST', '/admin/races/race1/final', () =>
      jsonResponse({ success: false, message: 'Heat 2 has no times yet.' }, 409),
    );
    const form = within(panel).getByRole('form', { name: 'The final' });
    await user.type(within(form).getByLabelText('From each heat (optional)'), 'two');
    await user.click(within(form).getByRole('button', { name: 'Draw the final' }));
    expect(await within(form).findByText('Enter a whole number.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/races/race1/final')).toEqual([]);

    await user.clear(within(form).getByLabelText('From each heat (optional)'));
    await user.type(within(form).getByLabelText('From each heat (optional)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Draw the final' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Heat 2 has no times yet.');
    expect(api.callsTo('POST', '/admin/races/race1/final')[0]?.body).toEqual({
      version: 4,
      perHeat: 2,
    });

    api.on('POST', '/admin/races/race1/final', () => {
      const base = timed(5);
      current = {
        ...base,
        category: 'Women',
        title: 'Athletics (Women) 100m',
        finalReady: false,
        heats: [...base.heats, heat(3, [1, 2, 3, 4], { name: 'Final', final: true })],
      };
      return { success: true, message: 'Final drawn.', race: current };
    });
    await user.type(within(form).getByLabelText('Finalists (optional)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Draw the final' }));
    expect(await within(panel).findByText('Final drawn.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/admin/races/race1/final')[1]?.body).toEqual({
      version: 4,
      finalists: 4,
      perHeat: 2,
    });
    expect(within(panel).getByRole('table', { name: 'Final · No times yet' })).toBeVisible();
    expect(within(panel).queryByRole('form', { name: 'The final' })).not.toBeInTheDocument();
  });

  it("places a heat in the schedule, shows the server's clash in its words, then moves it", async () => {
    current = race({ state: 'published', version: 2 });
    api.on('GET', '/venues', () => ({
      success: true,
      venues: [
        { id: 'v1', name: 'Main Track' },
        { id: 'v2', name: 'Practice Track' },
      ],
    }));
    const { user } = await openAthletics();
    const panel = await racePanel();
    expect(within(panel).getByText('Heat 1: Not scheduled')).toBeVisible();
    expect(within(panel).getByText('Heat 2: Not scheduled')).toBeVisible();

    const open = within(panel).getByRole('button', { name: 'Schedule Heat 1' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = await within(panel).findByRole('region', { name: 'Schedule Heat 1' });
    expect(form).toHaveTextContent('Athletics (Men) 100m · 5 athletes');
    expect(form).toHaveTextContent('Its athletes are e-mailed the new time.');
    // The venue is focused; every field is labelled.
    const venue = within(form).getByLabelText('Venue');
    await waitFor(() => {
      expect(venue).toHaveFocus();
    });
    expect(
      within(venue)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a venue', 'Main Track', 'Practice Track']);

    // A clash: said in the server's words, in the form, which stays open.
    const clash = 'Asha Verma already runs at Main Track from 10:00 to 10:30 on 2026-02-20.';
    api.on('PUT', '/admin/races/race1/heats/1/schedule', () =>
      jsonResponse({ success: false, message: clash }, 409),
    );
    await user.selectOptions(venue, 'v1');
    await user.type(within(form).getByLabelText('Day'), '2026-02-20');
    await user.type(within(form).getByLabelText('Start'), '10:00');
    await user.type(within(form).getByLabelText('End'), '10:30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(clash);
    expect(api.callsTo('PUT', '/admin/races/race1/heats/1/schedule')[0]?.body).toEqual({
      venueId: 'v1',
      day: '2026-02-20',
      start: '10:00',
      end: '10:30',
      version: 2,
    });

    // A time the server refuses: under its field.
    api.on('PUT', '/admin/races/race1/heats/1/schedule', () =>
      jsonResponse(
        {
          success: false,
          message: 'The heat must end after it starts.',
          errors: { end: ['The heat must end after it starts.'] },
        },
        422,
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(within(form).getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
    });

    const placed = (): Race => {
      const base = race({ state: 'published', version: 3 });
      const [first, second] = base.heats;
      if (!first || !second) throw new Error('two heats');
      return {
        ...base,
        heats: [
          {
            ...first,
            venue: { id: 'v2', name: 'Practice Track' },
            day: '2026-02-20',
            start: '11:00',
            end: '11:30',
          },
          second,
        ],
      };
    };
    api.on('PUT', '/admin/races/race1/heats/1/schedule', () => {
      current = placed();
      return { success: true, message: 'Heat scheduled.', race: current };
    });
    await user.selectOptions(venue, 'v2');
    await user.clear(within(form).getByLabelText('Start'));
    await user.type(within(form).getByLabelText('Start'), '11:00');
    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), '11:30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Heat scheduled.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('PUT', '/admin/races/race1/heats/1/schedule')[2]?.body).toEqual({
      venueId: 'v2',
      day: '2026-02-20',
      start: '11:00',
      end: '11:30',
      version: 2,
    });
    expect(within(panel).queryByRole('region', { name: 'Schedule Heat 1' })).toBeNull();
    expect(
      within(panel).getByText('Heat 1: Practice Track, 2026-02-20, 11:00–11:30'),
    ).toBeVisible();
    // Scheduled: moved from now on, and the focus is back on its button.
    const move = within(panel).getByRole('button', { name: 'Move Heat 1' });
    expect(move).toHaveTextContent('Move');
    expect(move).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Schedule Heat 2' })).toBeVisible();

    // Moving starts from where it is; the version sent is the one the server answered.
    await user.click(move);
    const again = await within(panel).findByRole('region', { name: 'Move Heat 1' });
    expect(within(again).getByLabelText('Venue')).toHaveValue('v2');
    expect(within(again).getByLabelText('Start')).toHaveValue('11:00');
    api.on('PUT', '/admin/races/race1/heats/1/schedule', () =>
      jsonResponse(
        { success: false, message: 'Someone changed these heats meanwhile: try again.' },
        409,
      ),
    );
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'Someone changed these heats meanwhile: try again.',
    );
    expect(api.callsTo('PUT', '/admin/races/race1/heats/1/schedule')[3]?.body).toMatchObject({
      version: 3,
    });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('region', { name: 'Move Heat 1' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Move Heat 1' })).toHaveFocus();
  });

  it('says to add a venue first when there is none', async () => {
    current = race();
    const { user } = await openAthletics();
    const panel = await racePanel();
    await user.click(within(panel).getByRole('button', { name: 'Schedule Heat 2' }));
    const form = await within(panel).findByRole('region', { name: 'Schedule Heat 2' });
    expect(
      await within(form).findByText('No venues yet: add one under Venues below.'),
    ).toBeVisible();
    // A draft: nobody is e-mailed yet.
    expect(form).not.toHaveTextContent('e-mailed');
  });
});
