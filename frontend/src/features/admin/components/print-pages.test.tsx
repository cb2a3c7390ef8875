import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PrintPass, TeamSheetsResponse, TeamSheetView } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { SessionContext } from '@/lib/session';
import type { Role } from '@/lib/api-types';
import { render } from '@/test/render';

import { adminPrintRoutes } from '../routes';
import { PASSES_PER_PAGE, PRINT_MSG } from '../messages';
import { me, mockApi, NOT_FOUND, type MockApi } from '../testing/mock-api';
// The lazy pages, loaded up front so that the first test does not wait for their code.
import './print-passes';
import './print-team-sheets';

const printPass = (n: number, overrides: Partial<PrintPass> = {}): PrintPass => ({
  id: `aaaaaaaaaaaaa${String(n).padStart(3, '0')}`,
  token: `token-${n}`,
  registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
  event: 'football',
  eventTitle: 'Football',
  category: 'Men',
  college: 'NIT Patna',
  name: `Player Number${n}`,
  role: 'players',
  roleTitle: 'Player',
  dates: '20/2/2025 - 22/2/2025',
  venue: 'Indian Institute of Technology Patna',
  ...overrides,
});

const team = (n: number, players: number, checkedIn: number[] = []): TeamSheetView => ({
  registrationId: `3f2a9c1e-0000-4000-8000-00000000000${n}`,
  college: `College ${n}`,
  category: 'Men',
  checkedIn: checkedIn.length,
  players: Array.from({ length: players }, (_, i) => ({
    passId: `bbbbbbbbbbbbb${n}${String(i).padStart(2, '0')}`,
    number: i + 1,
    name: `Player ${n}-${i + 1}`,
    role: i === 0 ? 'captain' : 'players',
    roleTitle: i === 0 ? 'Captain' : 'Player',
    playingRole: null,
    checkedIn: checkedIn.includes(i),
    checkedInAt: checkedIn.includes(i) ? '2026-02-20T05:10:00Z' : null,
  })),
});

const sheets = (teams: TeamSheetView[]): TeamSheetsResponse => ({
  success: true,
  event: 'football',
  eventTitle: 'Football',
  dates: '20/2/2025 - 22/2/2025',
  venue: 'Indian Institute of Technology Patna',
  teams,
});

function renderPrint(path: string, role: Role = 'admin') {
  const user = me(role);
  const router = createMemoryRouter(
    [{ path: '/admin', children: adminPrintRoutes((load) => load, <h1>{NOT_FOUND}</h1>) }],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={{ status: 'authenticated', user }}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup() };
}

/** The `i`th of `list`, which the test expects to be there. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i} of ${list.length}`);
  return item;
}

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printing passes', () => {
  it('puts eight passes on each A4 sheet, with what each pass shows', async () => {
    const passes = Array.from({ length: 19 }, (_, i) => printPass(i + 1));
    api.on('GET', '/admin/print/passes', () => ({
      success: true,
      event: 'football',
      college: null,
      passes,
    }));
    renderPrint('/admin/print/passes?event=football');

    const summary = await screen.findByTestId('print-summary', {}, { timeout: 15_000 });
    expect(summary).toHaveTextContent(/^19 passes of .* on 3 A4 pages, 8 to a page\.$/);
    const pages = screen.getAllByTestId('print-sheet');
    expect(pages.map((page) => within(page).getAllByTestId('printed-pass').length)).toEqual([
      PASSES_PER_PAGE,
      PASSES_PER_PAGE,
      3,
    ]);
    expect(api.callsTo('GET', '/admin/print/passes')[0]?.query.get('event')).toBe('football');

    const first = nth(within(nth(pages, 0)).getAllByTestId('printed-pass'), 0);
    expect(first).toHaveTextContent('Player Number1');
    expect(first).toHaveTextContent('Football · Men');
    expect(first).toHaveTextContent('NIT Patna');
    expect(first).toHaveTextContent('20/2/2025 - 22/2/2025');
    expect(first).toHaveTextContent('Indian Institute of Technology Patna');
    expect(first).toHaveTextContent('Pass aaaaaaaaaaaaa001');
    expect(within(first).getByTestId('pass-qr')).toHaveAttribute(
      'data-pass-id',
      'aaaaaaaaaaaaa001',
    );
  });

  it('prints with the browser when Print is pressed', async () => {
    api.on('GET', '/admin/print/passes', () => ({
      success: true,
      event: null,
      college: 'NIT Patna',
      passes: [printPass(1)],
    }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPrint('/admin/print/passes?college=NIT%20Patna');
    const summary = await screen.findByTestId('print-summary', {}, { timeout: 15_000 });
    expect(summary).toHaveTextContent('1 pass of NIT Patna on 1 A4 page, 8 to a page.');
    expect(api.callsTo('GET', '/admin/print/passes')[0]?.query.get('college')).toBe('NIT Patna');
    await user.click(screen.getByRole('button', { name: PRINT_MSG.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to print', async () => {
    api.on('GET', '/admin/print/passes', () => ({
      success: true,
      event: 'chess',
      college: null,
      passes: [],
    }));
    renderPrint('/admin/print/passes?event=chess');
    expect(
      await screen.findByText(PRINT_MSG.noPasses, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRINT_MSG.print })).not.toBeInTheDocument();
  });

  it('says why when the passes cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    api.on('GET', '/admin/print/passes', () =>
      fail
        ? Response.json({ success: false, message: 'The server is busy.' }, { status: 503 })
        : { success: true, event: 'football', college: null, passes: [printPass(1)] },
    );
    const { user } = renderPrint('/admin/print/passes?event=football');
    expect(
      await screen.findByText('The server is busy.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('print-summary')).toHaveTextContent('1 pass');
  });

  it('offers the colleges with passes when no event or college is named', async () => {
    api.on('GET', '/admin/print/colleges', () => ({
      success: true,
      colleges: [{ name: 'NIT Patna', passes: 12 }],
    }));
    renderPrint('/admin/print/passes');
    const link = await screen.findByRole(
      'link',
      { name: 'NIT Patna (12 passes)' },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', '/admin/print/passes?college=NIT+Patna');
  });

  it('is not for moderators', async () => {
    renderPrint('/admin/print/passes?event=football', 'moderator');
    expect(
      await screen.findByRole('heading', { name: NOT_FOUND }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls).toHaveLength(0);
    });
  });
});

describe('printing team sheets', () => {
  it('puts each team on a page of its own, with numbers and check-ins', async () => {
    api.on('GET', '/admin/print/team-sheets/football', () =>
      sheets([team(1, 11, [0, 2]), team(2, 7), team(3, 16, [5])]),
    );
    renderPrint('/admin/print/team-sheets?event=football');

    const summary = await screen.findByTestId('print-summary', {}, { timeout: 15_000 });
    expect(summary).toHaveTextContent('3 teams of Football (34 people), one A4 page a team.');
    const pages = screen.getAllByTestId('print-sheet');
    expect(pages).toHaveLength(3);
    const first = nth(pages, 0);
    expect(within(first).getByRole('heading', { name: 'College 1' })).toBeInTheDocument();
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(
      within(nth(rows, 0))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Player 1-1', 'Captain', PRINT_MSG.yes]);
    expect(within(nth(rows, 1)).getAllByRole('cell')[3]).toHaveTextContent(PRINT_MSG.no);
    expect(first).toHaveTextContent(PRINT_MSG.checkedInOf(2, 11));
    expect(pages[2]).toHaveTextContent(PRINT_MSG.pageOf(3, 3));
  });

  it('says when no team has paid', async () => {
    api.on('GET', '/admin/print/team-sheets/chess', () => sheets([]));
    renderPrint('/admin/print/team-sheets?event=chess');
    expect(await screen.findByText(PRINT_MSG.noTeams, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('prints passes and team sheets with Hindi headings and labels, and back', async () => {
    api.on('GET', '/admin/print/passes', () => ({
      success: true,
      event: 'football',
      college: null,
      passes: Array.from({ length: 9 }, (_, i) => printPass(i + 1)),
    }));
    renderPrint('/admin/print/passes?event=football');
    await screen.findByTestId('print-summary', {}, { timeout: 15_000 });
    await act(() => activateLanguage('hi'));

    expect(screen.getByRole('heading', { level: 1, name: 'पास प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByTestId('print-summary')).toHaveTextContent(
      /के 9 पास, 2 A4 पेज पर, एक पेज पर 8।$/,
    );
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एडमिन एरिया पर वापस जाएँ' })).toBeInTheDocument();
    expect(nth(screen.getAllByTestId('printed-pass'), 0)).toHaveTextContent('पास aaaaaaaaaaaaa001');

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Print passes' })).toBeInTheDocument();
  });
});
