import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuditEntry } from '@/lib/api-types';

import { mockApi, paged, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';
import { formatDetails } from './audit-log-tab';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;

const entry = (n: number): AuditEntry => ({
  _id: `e${n}`,
  at: `2025-02-0${(n % 9) + 1}T08:30:00Z`,
  actor: { _id: 'me', username: 'boss' },
  action: n === 1 ? 'user.role_changed' : 'ca.accepted',
  target: n === 1 ? 'user1' : `app${n}`,
  details: n === 1 ? { from: 'user', to: 'moderator' } : null,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  api = mockApi();
  const entries = Array.from({ length: 7 }, (_, i) => entry(i + 1));
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/admin/audit-log', ({ query }) => {
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    return {
      success: true,
      entries: entries.slice((page - 1) * limit, page * limit),
      pagination: paged(page, limit, entries.length),
    };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Audit Log tab (admins only)', () => {
  it('lists when, who, action, target and details, paged by the server', async () => {
    const { user } = await renderPortal('admin');
    await user.click(sectionLink('Audit Log'));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent)).slice(0, 2)).toEqual([
      ['When', 'Who', 'Action', 'Target', 'Details'],
      ['2 Feb 2025, 8:30 am', 'boss', 'user.role changed', 'user1', 'from: user, to: moderator'],
    ]);
    expect(rows).toHaveLength(6);
    expect(api.callsTo('GET', '/admin/audit-log')[0]?.query.toString()).toBe('page=1&limit=5');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(8);
    });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/audit-log').at(-1)?.query.toString()).toBe('page=1&limit=10');
  });

  it('formats the details', () => {
    expect(formatDetails({ from: 'user', to: 'admin', n: 2 })).toBe('from: user, to: admin, n: 2');
    expect(formatDetails(null)).toBe('—');
    expect(formatDetails({})).toBe('—');
    expect(formatDetails('plain text')).toBe('plain text');
  });
});
