import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import type { Race } from '@/lib/races';
import { loadShared } from '@/lib/wasm';
import { FakeEventSource } from '@/test/fake-event-source';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { menHundred, menLongJump, raceSummary } from '../testing/data';
import { FixturesPage } from './fixtures-page';
import { RacePage } from './race-page';

let api: FakeApi;
/** What GET /races/race-men-100 answers (a test changes it, as a scorer would). */
let race: Race;

beforeEach(() => {
  race = menHundred();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  api = fakeApi();
  api.on('GET', '/races/race-men-100', () => ({ success: true, message: '', race }));
  api.on('GET', '/races/race-men-lj', () => ({ success: true, message: '', race: menLongJump() }));
  api.on('GET', '/races/race-draft', () =>
    jsonResponse({ success: false, message: 'Race not found' }, 404),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/races/:race', element: <RacePage /> },
      { path: '/fixtures/:event', element: <FixturesPage /> },
      { path: '/schedule', element: <p>schedule</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const section = (name: string) => {
  const found = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

/** A table's body rows, each as its cells' texts (the athlete's row header among them). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));

describe('RacePage', () => {
  it('shows each heat and the final by lane with times and places, and the podium with prizes', async () => {
    const shared = await loadShared();
    renderAt('/races/race-men-100');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athletics (Men) 100m' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Athletics \(Men\) 100m \| /);

    const heats = section('Heats');
    const first = within(heats).getByRole('table', {
      name: 'Heat 1 · Main Track · Friday, 27 November 2026 · 09:00–09:15',
    });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lane', 'Athlete', 'College', 'Time', 'Place']);
    expect(rowsOf(first)).toEqual([
      ['4', 'Ravi Kumar', 'IIT Patna', '10.52', '1'],
      ['5', 'Aman Singh', 'NIT Patna', 'DNF', '—'],
    ]);
    // A heat without a venue or time is captioned by its name alone.
    expect(within(heats).getByRole('table', { name: 'Heat 2' })).toBeInTheDocument();

    const final = within(section('Final')).getByRole('table', {
      name: 'Final · Main Track · Saturday, 28 November 2026 · 16:00',
    });
    expect(rowsOf(final)[1]).toEqual(['4', 'Ravi Kumar', 'IIT Patna', '10.48', '1']);

    const places = within(section('Podium')).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent(`1stRavi Kumar${shared.formatRupees(500_000)}`);
    expect(places[2]).toHaveTextContent('Sunil Das');

    expect(screen.getByRole('link', { name: 'All athletics races' })).toHaveAttribute(
      'href',
      '/fixtures/athletics',
    );
    expect(FakeEventSource.latest.url).toBe('/api/v1/live');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('shows heats without times yet and no final before it is drawn', async () => {
    race = menHundred({
      heats: menHundred().heats.flatMap((h) =>
        h.final
          ? []
          : [
              {
                ...h,
                timed: false,
                lanes: h.lanes.map((l) => ({ ...l, time: null, status: null, place: null })),
              },
            ],
      ),
      podium: [],
      complete: false,
    });
    renderAt('/races/race-men-100');
    const table = await screen.findByRole('table', { name: /^Heat 1/ });
    expect(rowsOf(table)[0]).toEqual(['4', 'Ravi Kumar', 'IIT Patna', '—', '—']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Final' })).not.toBeInTheDocument();
    expect(screen.getByText('No places decided yet.')).toBeInTheDocument();
  });

  it('shows a field event by flights in jumping order with the marks (or NM), and no final', async () => {
    renderAt('/races/race-men-lj');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athletics (Men) Long Jump' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Heats' })).not.toBeInTheDocument();
    const flights = section('Flights');
    const first = within(flights).getByRole('table', {
      name: 'Flight 1 · Jump Pit · Friday, 27 November 2026 · 10:00–11:00',
    });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Athlete', 'College', 'Mark', 'Place']);
    expect(rowsOf(first)).toEqual([
      ['1', 'Ravi Kumar', 'IIT Patna', '6.45 m', '1'],
      ['2', 'Aman Singh', 'NIT Patna', 'NM', '—'],
    ]);
    expect(rowsOf(within(flights).getByRole('table', { name: 'Flight 2' }))).toEqual([
      ['1', 'Vikram Rao', 'BIT Mesra', '6.02 m', '2'],
      ['2', 'Sunil Das', 'NIT Jamshedpur', '6.30 m', '1'],
    ]);
    expect(screen.queryByRole('heading', { level: 2, name: 'Final' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Lane' })).not.toBeInTheDocument();
    // The podium comes from both flights together.
    const places = within(section('Podium')).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual([
      expect.stringContaining('Ravi Kumar'),
      expect.stringContaining('Sunil Das'),
      expect.stringContaining('Vikram Rao'),
    ]);
  });

  it('says so for a race that does not exist or is not published', async () => {
    renderAt('/races/race-draft');
    expect(
      await screen.findByText('No such race, or its heats are not published yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Race' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });

  it('shows a loading line, then a failure that can be retried', async () => {
    let fail = true;
    api.on('GET', '/races/race-men-100', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 500)
        : { success: true, message: '', race },
    );
    const { user } = renderAt('/races/race-men-100');
    expect(screen.getByText('Loading the race…')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the race: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athletics (Men) 100m' }),
    ).toBeInTheDocument();
  });

  it('shows new times from the live stream without a reload', async () => {
    const untimed = menHundred();
    race = {
      ...untimed,
      heats: untimed.heats.map((h) =>
        h.final
          ? { ...h, timed: false, lanes: h.lanes.map((l) => ({ ...l, time: null, place: null })) }
          : h,
      ),
      podium: [],
      complete: false,
    };
    renderAt('/races/race-men-100');
    const final = await screen.findByRole('table', { name: /^Final/ });
    expect(within(final).queryByText('10.48')).not.toBeInTheDocument();
    const asked = api.callsTo('GET', '/races/race-men-100').length;

    race = menHundred();
    FakeEventSource.latest.emit('update', {
      kind: 'result',
      setId: 'race-men-100',
      event: 'athletics',
      category: 'Men',
      version: 6,
      matches: ['Final'],
    });
    expect(await within(final).findByText('10.48')).toBeInTheDocument();
    expect(api.callsTo('GET', '/races/race-men-100').length).toBeGreaterThan(asked);
    expect(within(section('Podium')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is opened from its link on the athletics fixtures page', async () => {
    api.on('GET', '/races', () => ({ success: true, races: [raceSummary()] }));
    const { router, user } = renderAt('/fixtures/athletics');
    const link = await screen.findByRole('link', { name: '100m Results' });
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athletics (Men) 100m' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/races/race-men-100');
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the heats, the final and the podium in Hindi, and English again after switching back', async () => {
    await activateLanguage('hi');
    renderAt('/races/race-men-100');
    await screen.findByRole('heading', { level: 2, name: 'हीट' });
    const first = within(section('हीट')).getByRole('table', {
      name: 'Heat 1 · Main Track · शुक्रवार, 27 नवंबर 2026 · 09:00–09:15',
    });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['लेन', 'खिलाड़ी', 'कॉलेज', 'समय', 'स्थान']);
    expect(section('फ़ाइनल')).toBeInTheDocument();
    expect(within(section('पोडियम')).getAllByRole('listitem')[0]).toHaveTextContent(
      'पहलाRavi Kumar₹5,000',
    );
    expect(screen.getByRole('link', { name: 'एथलेटिक्स की सभी रेस' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(section('Heats')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All athletics races' })).toBeInTheDocument();
  });

  it('says in Hindi that a race is not published', async () => {
    await activateLanguage('hi');
    renderAt('/races/race-draft');
    expect(
      await screen.findByText('ऐसी कोई रेस नहीं है, या उसकी हीट अभी जारी नहीं हुई हैं।'),
    ).toBeInTheDocument();
  });
});
