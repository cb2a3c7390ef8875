import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatDateTime, formatFestDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { adminWaitlistEntry, installWaitlistApi, type WaitlistState } from '@/test/waitlist';

import { mockApi, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;
let state: WaitlistState;

const listed = (id: string, title: string) => ({
  id,
  title,
  categories: [],
  isRegistrationOpen: true,
  rulebookUrl: `/rulebook/${id}`,
  rulebookUploaded: false,
  placesLeft: 0,
  categoryPlacesLeft: null,
  deadline: null,
  deadlinePassed: false,
});

const OFFER_ENDS = '2025-01-21T12:30:00Z';

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  localStorage.setItem('token', 'admin-token');
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/events', () => ({ success: true, events: [listed('chess', 'Chess')] }));
  api.on('GET', '/events/chess/registrations', () => ({
    success: true,
    event: 'chess',
    registrations: [],
    pagination: { page: 1, limit: 5, total: 0 },
  }));
  state = installWaitlistApi(api, { events: ['chess'] });
  state.admin.chess = [
    adminWaitlistEntry(1),
    adminWaitlistEntry(2, { category: 'Women' }),
    adminWaitlistEntry(3),
    adminWaitlistEntry(4, {
      status: 'offered',
      position: null,
      offeredAt: '2025-01-20T12:30:00Z',
      offerExpiresAt: OFFER_ENDS,
    }),
    adminWaitlistEntry(5, { status: 'left', position: null }),
  ];
});

afterEach(() => {
  localStorage.clear();
});

async function openWaitlist() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Events'));
  await screen.findByRole('table', { name: 'Chess registrations' });
  await view.user.click(screen.getByRole('button', { name: 'Waiting list' }));
  const dialog = screen.getByRole('dialog', { name: 'Waiting list: Chess' });
  await within(dialog).findByRole('table', { name: 'Waiting list: Chess' });
  return { ...view, dialog };
}

/** The table's rows as [position, team] pairs (the move buttons sit between them). */
function order(dialog: HTMLElement): string[][] {
  return within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[2]?.textContent ?? ''];
    });
}

describe("an event's waiting list", () => {
  it('is for admins only', async () => {
    const { user } = await renderPortal('moderator');
    await user.click(sectionLink('Events'));
    await screen.findByRole('table', { name: 'Chess registrations' });
    expect(screen.queryByRole('button', { name: 'Waiting list' })).not.toBeInTheDocument();
  });

  it('lists each entry with its owner, status, dates and offer', async () => {
    const { dialog } = await openWaitlist();
    expect(order(dialog)).toEqual([
      ['1', 'College 1'],
      ['2', 'College 2 (Women)'],
      ['3', 'College 3'],
      ['—', 'College 4'],
      ['—', 'College 5'],
    ]);
    const rows = within(dialog).getAllByRole('row');
    const row = (i: number) => {
      const found = rows[i];
      if (!found) throw new Error(`no row ${i}`);
      return found;
    };
    const first = row(1);
    expect(first).toHaveTextContent('Owner 1');
    expect(first).toHaveTextContent('owner1@example.org');
    expect(first).toHaveTextContent('5'); // members
    expect(first).toHaveTextContent('waiting');
    expect(first).toHaveTextContent(formatDateTime('2025-01-20T10:00:00Z'));
    const offered = row(4);
    expect(offered).toHaveTextContent('offered');
    expect(offered).toHaveTextContent(formatFestDateTime(OFFER_ENDS));
    expect(within(offered).queryByRole('button')).not.toBeInTheDocument();
    // The ends of the line cannot move further.
    expect(within(dialog).getByRole('button', { name: 'Move up: College 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move down: College 3' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save order' })).toBeDisabled();
  });

  it('reorders from the keyboard and saves the new order', async () => {
    const { dialog, user } = await openWaitlist();
    const down = within(dialog).getByRole('button', { name: 'Move down: College 1' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(order(dialog).slice(0, 3)).toEqual([
      ['1', 'College 2 (Women)'],
      ['2', 'College 1'],
      ['3', 'College 3'],
    ]);
    // The focus stays with the team moved, and the move is announced.
    expect(within(dialog).getByRole('button', { name: 'Move down: College 1' })).toHaveFocus();
    expect(within(dialog).getByText('College 1 moved to position 2.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(
      order(dialog)
        .slice(0, 3)
        .map(([, team]) => team),
    ).toEqual(['College 2 (Women)', 'College 3', 'College 1']);
    // At the end of the line the focus goes to the other button.
    expect(within(dialog).getByRole('button', { name: 'Move up: College 1' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Undo changes' }));
    expect(order(dialog)[0]).toEqual(['1', 'College 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Move up: College 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Waiting list order saved.');
    });
    expect(
      api.callsTo('PUT', '/admin/events/chess/waitlist/order').map((call) => call.body),
    ).toEqual([{ ids: ['wait1', 'wait3', 'wait2'] }]);
    expect(
      order(dialog)
        .slice(0, 3)
        .map(([, team]) => team),
    ).toEqual(['College 1', 'College 3', 'College 2 (Women)']);
    expect(within(dialog).getByRole('button', { name: 'Save order' })).toBeDisabled();
  });

  it('says so when the list changed meanwhile (409) and loads it again', async () => {
    const { dialog, user } = await openWaitlist();
    await user.click(within(dialog).getByRole('button', { name: 'Move down: College 1' }));
    // Someone else joined meanwhile.
    state.admin.chess = [...(state.admin.chess ?? []), adminWaitlistEntry(6)];
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The waiting list changed: reload it.',
    );
    expect(await within(dialog).findByRole('cell', { name: 'College 6' })).toBeInTheDocument();
    expect(order(dialog)[0]).toEqual(['1', 'College 1']);
    expect(api.callsTo('GET', '/admin/events/chess/waitlist')).toHaveLength(2);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says when nobody is waiting, and offers Retry when the list cannot be loaded', async () => {
    state.admin.chess = [];
    let asked = 0;
    api.on('GET', '/admin/events/chess/waitlist', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, entries: [] };
    });
    const { user } = await renderPortal('admin');
    await user.click(sectionLink('Events'));
    await screen.findByRole('table', { name: 'Chess registrations' });
    await user.click(screen.getByRole('button', { name: 'Waiting list' }));
    const dialog = screen.getByRole('dialog', { name: 'Waiting list: Chess' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Nobody is on the waiting list.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
