import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatFestDateTime } from '@/lib/dates';
import { jsonResponse } from '@/test/fixtures';
import { installWaitlistApi, rosterChange, type WaitlistState } from '@/test/waitlist';

import {
  mockApi,
  registration,
  renderPortal,
  type MockApi,
  sectionLink,
} from '../testing/mock-api';

let api: MockApi;
let state: WaitlistState;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('token', 'admin-token');
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/events', () => ({
    success: true,
    events: [
      {
        id: 'chess',
        title: 'Chess',
        categories: [],
        isRegistrationOpen: true,
        rulebookUrl: '/rulebook/chess',
        rulebookUploaded: false,
        placesLeft: null,
        categoryPlacesLeft: null,
        deadline: null,
        deadlinePassed: false,
      },
    ],
  }));
  api.on('GET', '/events/chess/registrations', () => ({
    success: true,
    event: 'chess',
    registrations: [registration(1)],
    pagination: { page: 1, limit: 5, total: 1 },
  }));
  state = installWaitlistApi(api, { events: ['chess'], registrations: ['reg1'] });
});

afterEach(() => {
  localStorage.clear();
});

async function openRegistration(role: 'admin' | 'moderator' = 'admin') {
  const view = await renderPortal(role);
  await view.user.click(sectionLink('Events'));
  const table = await screen.findByRole('table', { name: 'Chess registrations' });
  await view.user.click(within(table).getByRole('button', { name: 'View: p1@example.org' }));
  const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
  return {
    ...view,
    dialog,
    changes: () => within(dialog).getByRole('region', { name: 'Changes' }),
  };
}

describe("a registration's changes", () => {
  it('lists each change, newest first, with who made it, what changed and the fee', async () => {
    state.history.reg1 = [
      rosterChange(2, {
        status: 'awaiting_payment',
        createdAt: '2025-01-25T09:00:00Z',
        appliedAt: null,
        feeBefore: 24900,
        feeAfter: 34900,
        difference: 10000,
        added: ['Meera Das', 'Ravi Kumar'],
        removed: [],
        fields: ['coach', 'collegeName'],
        by: { name: 'Big Boss', email: 'boss@example.org' },
      }),
      rosterChange(1, {
        feeAfter: 14900,
        difference: -10000,
        refundStatus: 'due',
        added: [],
        removed: ['Old Player'],
      }),
    ];
    const { changes } = await openRegistration();
    const items = await within(changes()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    expect(
      within(newest).getByRole('heading', { name: formatFestDateTime('2025-01-25T09:00:00Z') }),
    ).toBeInTheDocument();
    expect(newest).toHaveTextContent('Statusawaiting payment');
    expect(newest).toHaveTextContent('ByBig Boss (boss@example.org)');
    expect(newest).toHaveTextContent('AddedMeera Das, Ravi Kumar');
    expect(newest).toHaveTextContent('Removed—');
    expect(newest).toHaveTextContent('Also changedcoach, college name');
    expect(newest).toHaveTextContent('FeeRs. 249 → Rs. 349');
    expect(newest).toHaveTextContent('DifferenceRs. 100 more');
    expect(newest).not.toHaveTextContent('Applied');

    expect(oldest).toHaveTextContent('Statusapplied');
    expect(oldest).toHaveTextContent('ByThe owner');
    expect(oldest).toHaveTextContent('RemovedOld Player');
    expect(oldest).toHaveTextContent('DifferenceRs. 100 to refund');
    expect(oldest).toHaveTextContent('Refunddue');
    expect(oldest).toHaveTextContent(`Applied${formatFestDateTime('2025-01-22T06:30:00Z')}`);
    expect(oldest).not.toHaveTextContent('Also changed');
  });

  it('says when the team was never changed', async () => {
    const { changes } = await openRegistration();
    expect(
      await within(changes()).findByText('The team has not been changed.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the changes cannot be loaded', async () => {
    let asked = 0;
    api.on('GET', '/admin/registrations/reg1/history', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, changes: [rosterChange(1)] };
    });
    const { changes, user } = await openRegistration();
    const alert = await within(changes()).findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(changes()).findByRole('listitem')).toHaveTextContent('AddedNew Player');
  });

  it('is not shown to moderators', async () => {
    const { dialog } = await openRegistration('moderator');
    expect(within(dialog).queryByRole('region', { name: 'Changes' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/registrations/reg1/history')).toHaveLength(0);
  });
});
