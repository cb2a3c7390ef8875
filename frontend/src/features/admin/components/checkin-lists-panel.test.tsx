import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type {
  CheckinListDetail,
  CheckinListView,
  ListEntryView,
  PassSummary,
} from '@/lib/api-types';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';

import { CHECKIN_REFRESH_MS } from '../api/get-event-checkins';
import { addressOf, mockApi, renderPortal, type MockApi } from '../testing/mock-api';
import { CheckinListsPanel } from './checkin-lists-panel';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const pass = (n: number, name: string, roleTitle = 'Player'): PassSummary => ({
  id: `bbbbbbbbbbbbbb${String(n).padStart(2, '0')}`,
  registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
  event: 'football',
  role: 'players',
  roleTitle,
  name,
});

function list(id: string, overrides: Partial<CheckinListView>): CheckinListView {
  return {
    id,
    name: id,
    kind: 'access',
    mode: 'once',
    events: null,
    gates: [],
    requiresStay: false,
    isDefault: false,
    entered: 0,
    inside: 0,
    blocked: 0,
    duplicates: 0,
    ...overrides,
  };
}

const festGates = list('fest-gates', {
  name: 'Fest gates',
  kind: 'entry',
  isDefault: true,
  entered: 1200,
  inside: 1200,
  duplicates: 4,
});
const hostelDesk = list('hostel-desk', {
  name: 'Hostel desk',
  kind: 'stay',
  gates: ['hostel'],
  requiresStay: true,
  entered: 30,
  inside: 30,
  duplicates: 1,
});
const pronite = list('pronite', {
  name: 'Pronite',
  mode: 'in_out',
  events: ['football', 'cricket'],
  gates: ['Pronite', 'Stage B'],
  entered: 300,
  inside: 180,
  blocked: 1,
  duplicates: 7,
});

function entry(overrides: Partial<ListEntryView>): ListEntryView {
  return {
    pass: pass(1, 'Asha K.', 'Captain'),
    inside: false,
    firstInAt: null,
    lastInAt: null,
    lastOutAt: null,
    ins: 0,
    outs: 0,
    gate: null,
    by: null,
    blockedAt: null,
    blockedReason: null,
    blockedBy: null,
    ...overrides,
  };
}

const proniteDetail: CheckinListDetail = {
  success: true,
  list: pronite,
  recent: [
    entry({
      inside: true,
      firstInAt: '2026-02-20T13:00:00Z',
      lastInAt: '2026-02-20T14:10:00Z',
      lastOutAt: '2026-02-20T14:00:00Z',
      ins: 2,
      outs: 1,
      gate: 'Pronite',
      by: 'asha',
    }),
    entry({
      pass: pass(2, 'Ravi K.'),
      firstInAt: '2026-02-20T13:05:00Z',
      lastInAt: '2026-02-20T13:05:00Z',
      lastOutAt: '2026-02-20T13:40:00Z',
      ins: 1,
      outs: 1,
      gate: 'Stage B',
      by: 'meera',
    }),
  ],
  duplicates: [
    {
      pass: pass(1, 'Asha K.', 'Captain'),
      scannedAt: '2026-02-20T13:30:00Z',
      gate: 'Stage B',
      by: 'meera',
      offline: true,
      direction: 'in',
    },
  ],
  blocked: [
    entry({
      pass: pass(3, 'Kiran M.'),
      blockedAt: '2026-02-20T12:00:00Z',
      blockedReason: 'Climbed the stage.',
      blockedBy: 'boss',
    }),
  ],
};

let api: MockApi;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(saveFile).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  api = mockApi();
  api.on('GET', '/admin/checkin-lists', () => ({
    success: true,
    lists: [festGates, hostelDesk, pronite],
  }));
  api.on('GET', '/admin/checkin-lists/pronite', () => proniteDetail);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPanel(isAdmin = true) {
  render(<CheckinListsPanel isAdmin={isAdmin} />);
  return userEvent.setup();
}

/** The panel, once its lists have loaded. */
async function panel() {
  const section = await screen.findByRole('region', { name: 'Check-in lists' });
  await within(section).findByRole('table', { name: 'Check-in lists and their counts' });
  return within(section);
}

/** The cells of a table's rows (its header row first). */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => Array.from(r.children).map((c) => c.textContent));

/** Opens the list `name` and resolves to its detail, once it has loaded. */
async function openList(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Show ${name}` }));
  const detail = await screen.findByRole('region', { name });
  await within(detail).findByRole('table', { name: `Latest entries at ${name}` });
  return within(detail);
}

const listCalls = () => api.callsTo('GET', '/admin/checkin-lists').length;

describe('the check-in lists', () => {
  it('lists every list with its rules and its live counts', async () => {
    renderPanel();
    const p = await panel();
    expect(rows(p.getByRole('table', { name: 'Check-in lists and their counts' }))).toEqual([
      [
        'List',
        'Kind',
        'Counts',
        'Events',
        'Gates',
        'Paid stay only?',
        'Entered',
        'Inside now',
        'Blocked',
        'Duplicates',
        'Actions',
      ],
      [
        'Fest gates',
        'Fest entry',
        'Entry once',
        'Every event',
        'Every other gate',
        'No',
        '1,200',
        '—',
        '0',
        '4',
        'EditDelete',
      ],
      [
        'Hostel desk',
        'Hostel desk',
        'Entry once',
        'Every event',
        'hostel',
        'Yes',
        '30',
        '—',
        '0',
        '1',
        'EditDelete',
      ],
      [
        'Pronite',
        'Counted on its own',
        'Entry and exit',
        'Football, Cricket',
        'Pronite, Stage B',
        'No',
        '300',
        '180',
        '1',
        '7',
        'EditDelete',
      ],
    ]);
    expect(p.getByRole('button', { name: 'Show Pronite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    api.on('GET', '/admin/checkin-lists', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    const user = renderPanel();
    const section = await screen.findByRole('region', { name: 'Check-in lists' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The check-in lists could not be loaded: Database down',
    );
    api.on('GET', '/admin/checkin-lists', () => ({ success: true, lists: [] }));
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('No check-in lists yet.')).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the counts again every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    const p = await panel();
    const before = listCalls();
    api.on('GET', '/admin/checkin-lists', () => ({
      success: true,
      lists: [festGates, hostelDesk, { ...pronite, inside: 181 }],
    }));
    await act(() => vi.advanceTimersByTimeAsync(CHECKIN_REFRESH_MS));
    expect(await p.findByRole('cell', { name: '181' })).toBeVisible();
    expect(listCalls()).toBeGreaterThan(before);
  });

  it('gives a moderator the lists and their detail, but nothing that changes them', async () => {
    const user = renderPanel(false);
    const p = await panel();
    expect(
      rows(p.getByRole('table', { name: 'Check-in lists and their counts' }))[0],
    ).not.toContain('Actions');
    expect(p.queryByRole('button', { name: 'Add a list' })).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    const detail = await openList(user, 'Pronite');
    expect(detail.getByRole('table', { name: 'Passes blocked from Pronite' })).toBeVisible();
    expect(detail.queryByRole('button', { name: /^Unblock/ })).not.toBeInTheDocument();
    expect(detail.queryByRole('region', { name: 'Block a pass' })).not.toBeInTheDocument();
    expect(detail.queryByRole('button', { name: 'Block pass' })).not.toBeInTheDocument();
    expect(detail.getByRole('button', { name: 'Export CSV of Pronite' })).toBeEnabled();
  });

  it('adds a list as the form says, and shows the server’s refusal at its field', async () => {
    let posted = 0;
    api.on('POST', '/admin/checkin-lists', (call) => {
      posted += 1;
      if (posted === 1) {
        return jsonResponse(
          {
            success: false,
            message: 'The request is not valid.',
            errors: { gates: ['Gate North already scans for Pronite.'] },
          },
          422,
        );
      }
      const body = call.body as Partial<CheckinListView>;
      return jsonResponse({ success: true, list: list('mess', body) }, 201);
    });
    const user = renderPanel();
    const p = await panel();
    await user.click(p.getByRole('button', { name: 'Add a list' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New check-in list' }));

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '  Mess ');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'Counted on its own');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Counts' }), 'Entry and exit');
    expect(dialog.getByRole('radio', { name: 'Every event' })).toBeChecked();
    expect(dialog.queryByRole('group', { name: 'Events' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Only the passes of these events' }));
    const events = within(dialog.getByRole('group', { name: 'Events' }));
    await user.click(events.getByRole('checkbox', { name: 'Football' }));
    await user.click(events.getByRole('checkbox', { name: 'Cricket' }));
    const gates = dialog.getByRole('textbox', { name: 'Gates' });
    await user.type(gates, ' North , Mess back door,, ');
    await user.click(dialog.getByRole('checkbox', { name: 'Only guests with a paid stay' }));
    await user.click(dialog.getByRole('button', { name: 'Add list' }));

    await waitFor(() => {
      expect(gates).toBeInvalid();
    });
    expect(gates).toHaveAccessibleDescription(
      expect.stringContaining('Gate North already scans for Pronite.'),
    );
    await waitFor(() => {
      expect(gates).toHaveFocus();
    });
    expect(dialog.getByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(api.callsTo('POST', '/admin/checkin-lists').map((c) => c.body)).toEqual([
      {
        name: 'Mess',
        kind: 'access',
        mode: 'in_out',
        events: ['football', 'cricket'],
        gates: ['North', 'Mess back door'],
        requiresStay: true,
        isDefault: false,
      },
    ]);

    await user.clear(gates);
    expect(gates).toBeValid();
    await user.type(gates, 'Mess');
    const before = listCalls();
    await user.click(dialog.getByRole('button', { name: 'Add list' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/checkin-lists')[1]?.body).toMatchObject({
      gates: ['Mess'],
    });
    expect(notify.success).toHaveBeenCalledWith('Mess added.');
    await waitFor(() => {
      expect(listCalls()).toBeGreaterThan(before);
    });
  });

  it('changes a list, the form starting from it', async () => {
    api.on('PUT', '/admin/checkin-lists/pronite', (call) => ({
      success: true,
      list: { ...pronite, ...(call.body as Partial<CheckinListView>) },
    }));
    const user = renderPanel();
    const p = await panel();
    await user.click(p.getByRole('button', { name: 'Edit Pronite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Pronite' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Pronite');
    expect(dialog.getByRole('combobox', { name: 'Counts' })).toHaveValue('in_out');
    expect(dialog.getByRole('radio', { name: 'Only the passes of these events' })).toBeChecked();
    const events = within(dialog.getByRole('group', { name: 'Events' }));
    expect(events.getByRole('checkbox', { name: 'Football' })).toBeChecked();
    expect(events.getByRole('checkbox', { name: 'Chess' })).not.toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Gates' })).toHaveValue('Pronite, Stage B');

    await user.click(events.getByRole('checkbox', { name: 'Cricket' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('PUT', '/admin/checkin-lists/pronite').map((c) => c.body)).toEqual([
      {
        name: 'Pronite',
        kind: 'access',
        mode: 'in_out',
        events: ['football'],
        gates: ['Pronite', 'Stage B'],
        requiresStay: false,
        isDefault: false,
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Pronite saved.');
  });

  it('deletes a list once asked, and shows the server’s refusal', async () => {
    api.on('DELETE', '/admin/checkin-lists/fest-gates', () =>
      jsonResponse({ success: false, message: 'The default list cannot be deleted.' }, 409),
    );
    api.on('DELETE', '/admin/checkin-lists/hostel-desk', () => ({ success: true }));
    const user = renderPanel();
    const p = await panel();

    await user.click(p.getByRole('button', { name: 'Delete Fest gates' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete the list Fest gates?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete list' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The default list cannot be deleted.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(p.getByRole('button', { name: 'Delete Hostel desk' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete the list Hostel desk?' }));
    expect(api.callsTo('DELETE', '/admin/checkin-lists/hostel-desk')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete list' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('DELETE', '/admin/checkin-lists/hostel-desk')).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Hostel desk deleted.');
  });

  it('shows a list’s counts, latest entries, duplicate scans and blocked passes', async () => {
    const user = renderPanel();
    const p = await panel();
    const detail = await openList(user, 'Pronite');
    expect(p.getByRole('button', { name: 'Show Pronite' })).toHaveAttribute('aria-pressed', 'true');
    expect(detail.getByText('Counted on its own · Entry and exit')).toBeVisible();

    const counters = within(detail.getByRole('list', { name: 'Counts of Pronite' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counters).toEqual(['Entered300', 'Inside now180', 'Blocked1', 'Duplicate scans7']);

    expect(rows(detail.getByRole('table', { name: 'Latest entries at Pronite' }))).toEqual([
      ['Pass', 'Role', 'First in', 'Last in', 'Last out', 'Inside?', 'Gate', 'By'],
      [
        'Asha K.',
        'Captain',
        formatDateTime('2026-02-20T13:00:00Z'),
        formatDateTime('2026-02-20T14:10:00Z'),
        formatDateTime('2026-02-20T14:00:00Z'),
        'Yes',
        'Pronite',
        'asha',
      ],
      [
        'Ravi K.',
        'Player',
        formatDateTime('2026-02-20T13:05:00Z'),
        formatDateTime('2026-02-20T13:05:00Z'),
        formatDateTime('2026-02-20T13:40:00Z'),
        'No',
        'Stage B',
        'meera',
      ],
    ]);
    expect(rows(detail.getByRole('table', { name: 'Duplicate scans at Pronite' }))).toEqual([
      ['Pass', 'Scanned at', 'Gate', 'By', 'Offline?', 'Direction'],
      [
        'Asha K. (Captain)',
        formatDateTime('2026-02-20T13:30:00Z'),
        'Stage B',
        'meera',
        'Yes',
        'In',
      ],
    ]);
    expect(rows(detail.getByRole('table', { name: 'Passes blocked from Pronite' }))).toEqual([
      ['Pass', 'Pass no.', 'Reason', 'By', 'When', 'Actions'],
      [
        'Kiran M. (Player)',
        'bbbbbbbbbbbbbb03',
        'Climbed the stage.',
        'boss',
        formatDateTime('2026-02-20T12:00:00Z'),
        'Unblock',
      ],
    ]);

    await user.click(detail.getByRole('button', { name: 'Close Pronite' }));
    expect(screen.queryByRole('region', { name: 'Pronite' })).not.toBeInTheDocument();
  });

  it('says when a list has no entries yet, counted once', async () => {
    api.on('GET', '/admin/checkin-lists/hostel-desk', () => ({
      success: true,
      list: hostelDesk,
      recent: [],
      duplicates: [],
      blocked: [],
    }));
    const user = renderPanel();
    await panel();
    const detail = await openList(user, 'Hostel desk');
    expect(rows(detail.getByRole('table', { name: 'Latest entries at Hostel desk' }))).toEqual([
      ['Pass', 'Role', 'First in', 'Gate', 'By'],
      ['No entries yet.'],
    ]);
    expect(detail.getByText('No duplicate scans.')).toBeVisible();
    expect(detail.getByText('No pass is blocked.')).toBeVisible();
    const counters = within(detail.getByRole('list', { name: 'Counts of Hostel desk' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counters).toEqual(['Entered30', 'Blocked0', 'Duplicate scans1']);
  });

  it('blocks a pass with a reason, and shows the server’s refusal', async () => {
    let blocks = 0;
    api.on('POST', '/admin/checkin-lists/pronite/blocks', () => {
      blocks += 1;
      if (blocks === 1) {
        return jsonResponse({ success: false, message: 'No pass has this number.' }, 404);
      }
      if (blocks === 2) {
        return jsonResponse(
          { success: false, message: 'This pass is already blocked from Pronite.' },
          409,
        );
      }
      return {
        success: true,
        entry: entry({
          pass: pass(2, 'Ravi K.'),
          blockedAt: '2026-02-20T15:00:00Z',
          blockedReason: 'Fake wristband',
          blockedBy: 'boss',
        }),
      };
    });
    const user = renderPanel();
    await panel();
    const detail = await openList(user, 'Pronite');
    const form = within(detail.getByRole('region', { name: 'Block a pass' }));
    const number = form.getByRole('textbox', { name: 'Pass number' });
    const reason = form.getByRole('textbox', {
      name: 'Reason (read at the gate, kept in the audit log)',
    });
    expect(number).toHaveAccessibleDescription(
      "The 16 characters (0-9, a-f) printed under the pass's QR code.",
    );

    // Nothing given: nothing is sent.
    await user.click(form.getByRole('button', { name: 'Block pass' }));
    expect(number).toBeInvalid();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Give the pass number.'));
    expect(reason).toBeInvalid();
    expect(api.callsTo('POST', '/admin/checkin-lists/pronite/blocks')).toHaveLength(0);

    await user.type(number, ' bbbbbbbbbbbbbb09 ');
    await user.type(reason, ' Fake wristband ');
    expect(number).toBeValid();
    await user.click(form.getByRole('button', { name: 'Block pass' }));
    expect(await form.findByRole('alert')).toHaveTextContent('No pass has this number.');

    await user.clear(number);
    await user.type(number, 'bbbbbbbbbbbbbb02');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Block pass' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'This pass is already blocked from Pronite.',
    );
    await user.click(form.getByRole('button', { name: 'Block pass' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Ravi K. is blocked from Pronite.');
    });
    expect(api.callsTo('POST', '/admin/checkin-lists/pronite/blocks').map((c) => c.body)).toEqual([
      { pass: 'bbbbbbbbbbbbbb09', reason: 'Fake wristband' },
      { pass: 'bbbbbbbbbbbbbb02', reason: 'Fake wristband' },
      { pass: 'bbbbbbbbbbbbbb02', reason: 'Fake wristband' },
    ]);
    expect(number).toHaveValue('');
    expect(reason).toHaveValue('');
  });

  it('unblocks a pass once asked', async () => {
    api.on('DELETE', '/admin/checkin-lists/pronite/blocks/bbbbbbbbbbbbbb03', () => ({
      success: true,
    }));
    const user = renderPanel();
    await panel();
    const detail = await openList(user, 'Pronite');
    const before = api.callsTo('GET', '/admin/checkin-lists/pronite').length;
    await user.click(detail.getByRole('button', { name: 'Unblock Kiran M.' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Unblock Kiran M. at Pronite?' }),
    );
    expect(dialog.getByText('Blocked for: Climbed the stage.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      api.callsTo('DELETE', '/admin/checkin-lists/pronite/blocks/bbbbbbbbbbbbbb03'),
    ).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Kiran M. unblocked.');
    await waitFor(() => {
      expect(api.callsTo('GET', '/admin/checkin-lists/pronite').length).toBeGreaterThan(before);
    });
  });

  it('exports a list’s entries as CSV', async () => {
    api.on(
      'GET',
      '/admin/checkin-lists/pronite/export',
      () =>
        new Response('pass,name\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="pronite-entries.csv"',
          },
        }),
    );
    const user = renderPanel(false);
    await panel();
    const detail = await openList(user, 'Pronite');
    await user.click(detail.getByRole('button', { name: 'Export CSV of Pronite' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('pronite-entries.csv');
    expect(await blob?.text()).toBe('pass,name\n');
  });

  it('sits at the end of the Check-in section, the chosen list in the address', async () => {
    api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
    api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
    api.on('GET', '/admin/checkin/mr_infinito', () => ({
      success: true,
      event: 'mr_infinito',
      expected: 0,
      checkedIn: 0,
      gates: [],
      duplicates: [],
      recent: [],
    }));
    const { user, router } = await renderPortal('admin', '/admin/checkin?list=pronite');
    const detail = await screen.findByRole('region', { name: 'Pronite' });
    await within(detail).findByRole('table', { name: 'Latest entries at Pronite' });
    expect(screen.getByRole('button', { name: 'Show Pronite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(detail).getByRole('button', { name: 'Close Pronite' }));
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/checkin');
    });
    await user.click(screen.getByRole('button', { name: 'Show Hostel desk' }));
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/checkin?list=hostel-desk');
    });
  });
});
