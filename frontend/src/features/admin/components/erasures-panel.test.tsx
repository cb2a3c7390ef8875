import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { formatFestDateTime } from '@/lib/dates';
import { jsonResponse } from '@/test/fixtures';

import type { ErasureView } from '../api/erasures';
import {
  mockApi,
  NOT_FOUND,
  openedSection,
  renderPortal,
  sectionLink,
  type MockApi,
} from '../testing/mock-api';

let api: MockApi;
/** What GET /admin/erasures answers. */
let eraseFrom: string | null;
let erasures: ErasureView[];

const erasure = (n: number, overrides: Partial<ErasureView> = {}): ErasureView => ({
  id: `e${n}`,
  userId: `user-${n}`,
  reason: 'request',
  noticedAt: null,
  erasedAt: '2026-11-20T04:30:00Z',
  ...overrides,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  eraseFrom = '2025-05-23T18:30:00Z';
  erasures = [];
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/grievances', () => ({
    success: true,
    grievances: [],
    open: 0,
    overdue: 0,
  }));
  api.on('GET', '/admin/breaches', () => ({ success: true, breaches: [] }));
  api.on('GET', '/admin/erasures', () => ({ success: true, eraseFrom, erasures }));
});

async function openTab() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Privacy'));
  expect(await openedSection('Privacy')).toBeInTheDocument();
  return view;
}

const panel = () => screen.getByRole('region', { name: 'Erasures' });
/** The table's rows as their cells' texts (the header row first). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the erasure register (Privacy, admins)', () => {
  it('says from when accounts are erased and lists each erasure, naming no one', async () => {
    erasures = [
      erasure(1, {
        reason: 'retention',
        noticedAt: '2026-11-27T06:00:00Z',
        erasedAt: null,
      }),
      erasure(2, {
        reason: 'retention',
        noticedAt: '2026-11-20T06:00:00Z',
        erasedAt: '2026-11-22T06:00:00Z',
      }),
      erasure(3),
    ];
    await openTab();
    const table = await within(panel()).findByRole('table', { name: 'Erasure register' });
    expect(panel()).toHaveTextContent(
      `Accounts made for the fest are erased at the end of their retention from ${formatFestDateTime('2025-05-23T18:30:00Z')}`,
    );
    expect(rowsOf(table)).toEqual([
      ['Reason', 'Account', 'Told at', 'Erased at'],
      [
        'End of retention',
        'user-1',
        formatFestDateTime('2026-11-27T06:00:00Z'),
        'Due 48 hours after the notice',
      ],
      [
        'End of retention',
        'user-2',
        formatFestDateTime('2026-11-20T06:00:00Z'),
        formatFestDateTime('2026-11-22T06:00:00Z'),
      ],
      ['Deleted by its owner', 'user-3', '—', formatFestDateTime('2026-11-20T04:30:00Z')],
    ]);
  });

  it('says accounts are kept until erased by hand when no retention is set, and when none is erased', async () => {
    eraseFrom = null;
    await openTab();
    expect(
      await within(panel()).findByText(
        'No retention is set: accounts are kept until erased by hand.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('No accounts erased yet.')).toBeInTheDocument();
  });

  it('says why the register could not be loaded and tries again', async () => {
    let fail = true;
    api.on('GET', '/admin/erasures', () =>
      fail
        ? jsonResponse({ message: 'Database unavailable' }, 500)
        : { success: true, eraseFrom, erasures },
    );
    const { user } = await openTab();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('No accounts erased yet.')).toBeInTheDocument();
  });

  it('is not asked for by a moderator', async () => {
    await renderPortal('moderator', '/admin/privacy');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/erasures')).toHaveLength(0);
  });
});
