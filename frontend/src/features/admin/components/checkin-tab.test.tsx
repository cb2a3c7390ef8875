import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EventCheckinResponse, PassSummary } from '@/lib/api-types';
import { formatDateTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import { CHECKIN_REFRESH_MS } from '../api/get-event-checkins';
import { mockApi, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const pass = (n: number, name: string, roleTitle = 'Player'): PassSummary => ({
  id: `aaaaaaaaaaaaaa${String(n).padStart(2, '0')}`,
  registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
  event: 'football',
  role: 'players',
  roleTitle,
  name,
});

const football: EventCheckinResponse = {
  success: true,
  event: 'football',
  expected: 40,
  checkedIn: 12,
  gates: [
    { gate: 'North', count: 9 },
    { gate: 'South', count: 3 },
  ],
  duplicates: [
    {
      pass: pass(2, 'Ravi K.'),
      scannedAt: '2026-02-20T05:30:00Z',
      gate: 'South',
      by: 'meera',
      offline: true,
      firstCheckedInAt: '2026-02-20T05:12:00Z',
      firstGate: 'North',
      firstBy: 'asha',
    },
  ],
  recent: [
    { pass: pass(2, 'Ravi K.'), checkedInAt: '2026-02-20T05:12:00Z', gate: 'North', by: 'asha' },
    {
      pass: pass(1, 'Asha K.', 'Captain'),
      checkedInAt: '2026-02-20T05:10:00Z',
      gate: 'North',
      by: 'asha',
    },
  ],
};

const empty = (event: string): EventCheckinResponse => ({
  success: true,
  event: event as EventCheckinResponse['event'],
  expected: 0,
  checkedIn: 0,
  gates: [],
  duplicates: [],
  recent: [],
});

let api: MockApi;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(saveFile).mockClear();
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/checkin/mr_infinito', () => empty('mr_infinito'));
  api.on('GET', '/admin/checkin/football', () => football);
  api.on('GET', '/admin/checkin-lists', () => ({ success: true, lists: [] }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
});

afterEach(() => {
  vi.useRealTimers();
});

async function openCheckin(role: 'admin' | 'moderator' = 'admin') {
  const view = await renderPortal(role);
  await view.user.click(sectionLink('Check-in'));
  const select = await screen.findByLabelText('Event');
  await waitFor(() => {
    expect(select).toHaveValue('mr_infinito');
  });
  await view.user.selectOptions(select, 'football');
  await screen.findByRole('heading', { name: '12 of 40 checked in' });
  return view;
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => Array.from(r.children).map((c) => c.textContent));

describe('the Check-in tab', () => {
  it('offers every event of the catalogue and shows the chosen one', async () => {
    const { user } = await renderPortal('admin');
    await user.click(sectionLink('Check-in'));
    const select = await screen.findByLabelText('Event');
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((o) => o.textContent)).toContain('Football');
    expect(options.map((o) => o.value)).toContain('chess');
    expect(await screen.findByText('Nobody has been checked in yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: '0 of 0 checked in' })).toBeVisible();
  });

  it('shows checked in against expected, per gate, recent check-ins and duplicates', async () => {
    await openCheckin();
    const progress = screen.getByRole('progressbar', { name: 'Checked in: 30%' });
    expect(progress).toHaveAttribute('value', '12');
    expect(progress).toHaveAttribute('max', '40');
    expect(screen.getByText('30%')).toBeVisible();
    expect(screen.getByTestId('checkin-live')).toHaveTextContent('Live');
    expect(screen.getByTestId('checkin-live')).toHaveAttribute('data-live', 'true');

    expect(rows('Check-ins per gate')).toEqual([
      ['Gate', 'Check-ins'],
      ['North', '9'],
      ['South', '3'],
    ]);
    expect(rows('Recent check-ins')).toEqual([
      ['Pass', 'Role', 'Checked in at', 'Gate', 'By', 'Actions'],
      ['Ravi K.', 'Player', formatDateTime('2026-02-20T05:12:00Z'), 'North', 'asha', 'Undo'],
      ['Asha K.', 'Captain', formatDateTime('2026-02-20T05:10:00Z'), 'North', 'asha', 'Undo'],
    ]);
    expect(rows('Duplicate scans')).toEqual([
      [
        'Pass',
        'Scanned at',
        'Gate',
        'By',
        'Offline?',
        'First check-in at',
        'First gate',
        'First by',
      ],
      [
        'Ravi K. (Player)',
        formatDateTime('2026-02-20T05:30:00Z'),
        'South',
        'meera',
        'Yes',
        formatDateTime('2026-02-20T05:12:00Z'),
        'North',
        'asha',
      ],
    ]);
  });

  it('asks for the figures again every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCheckin();
    const before = api.callsTo('GET', '/admin/checkin/football').length;
    api.on('GET', '/admin/checkin/football', () => ({ ...football, checkedIn: 13 }));
    await act(() => vi.advanceTimersByTimeAsync(CHECKIN_REFRESH_MS));
    expect(await screen.findByRole('heading', { name: '13 of 40 checked in' })).toBeVisible();
    expect(api.callsTo('GET', '/admin/checkin/football').length).toBeGreaterThan(before);
  });

  it('says when the figures are not live any more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCheckin();
    api.on('GET', '/admin/checkin/football', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    await act(() => vi.advanceTimersByTimeAsync(CHECKIN_REFRESH_MS));
    await waitFor(() => {
      expect(screen.getByTestId('checkin-live')).toHaveAttribute('data-live', 'false');
    });
    expect(screen.getByTestId('checkin-live')).toHaveTextContent('Not live');
    expect(screen.getByRole('alert')).toHaveTextContent('Database down');
    // The last figures stay.
    expect(screen.getByRole('heading', { name: '12 of 40 checked in' })).toBeVisible();
  });

  it('exports the check-ins as CSV', async () => {
    api.on(
      'GET',
      '/admin/checkin/football/export',
      () =>
        new Response('pass,name\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="football-checkin.csv"',
          },
        }),
    );
    const { user } = await openCheckin();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('football-checkin.csv');
    expect(await blob?.text()).toBe('pass,name\n');
  });

  it('lets an admin undo a check-in, with a reason', async () => {
    api.on('POST', '/admin/checkin/passes/aaaaaaaaaaaaaa02/undo', () => ({
      success: true,
      message: 'Check-in undone.',
      pass: pass(2, 'Ravi K.'),
    }));
    const { user } = await openCheckin();
    const before = api.callsTo('GET', '/admin/checkin/football').length;
    await user.click(screen.getByRole('button', { name: 'Undo: Ravi K.' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the check-in of Ravi K.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the reason for this decision.',
    );
    expect(api.callsTo('POST', '/admin/checkin/passes/aaaaaaaaaaaaaa02/undo')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Scanned the wrong pass');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/checkin/passes/aaaaaaaaaaaaaa02/undo')[0]?.body).toEqual({
      reason: 'Scanned the wrong pass',
    });
    expect(notify.success).toHaveBeenCalledWith('Check-in undone.');
    await waitFor(() => {
      expect(api.callsTo('GET', '/admin/checkin/football').length).toBeGreaterThan(before);
    });
  });

  it('keeps the dialog open with the server refusal', async () => {
    api.on('POST', '/admin/checkin/passes/aaaaaaaaaaaaaa02/undo', () =>
      jsonResponse({ success: false, message: 'This pass is not checked in.' }, 409),
    );
    const { user } = await openCheckin();
    await user.click(screen.getByRole('button', { name: 'Undo: Ravi K.' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the check-in of Ravi K.?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Twice');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This pass is not checked in.',
    );
  });

  it('gives a moderator the figures but no Undo', async () => {
    await openCheckin('moderator');
    expect(rows('Recent check-ins')[0]).toEqual(['Pass', 'Role', 'Checked in at', 'Gate', 'By']);
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the figures, the tables and the undo dialog in Hindi, and back', async () => {
    const { user } = await openCheckin();
    await act(() => activateLanguage('hi'));

    expect(screen.getByRole('heading', { name: '40 में से 12 का चेक-इन हो गया' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'चेक-इन: 30%' })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-live')).toHaveTextContent('लाइव');
    expect(rows('हर गेट के चेक-इन')[0]).toEqual(['गेट', 'चेक-इन']);
    expect(rows('दोबारा हुए स्कैन')[1]).toContain('हाँ');
    expect(screen.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'वापस लें: Ravi K.' }));
    const dialog = screen.getByRole('dialog', { name: 'Ravi K. का चेक-इन वापस लें?' });
    expect(dialog).toHaveTextContent('Player, पास aaaaaaaaaaaaaa02:');
    expect(within(dialog).getByText('aaaaaaaaaaaaaa02').tagName).toBe('CODE');
    await user.click(within(dialog).getByRole('button', { name: /रद्द/ }));

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { name: '12 of 40 checked in' })).toBeVisible();
  });
});
