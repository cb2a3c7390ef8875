import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UserListItem } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import {
  adminUser,
  me,
  mockApi,
  paged,
  renderPortal,
  type MockApi,
  sectionLink,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;
let everyone: UserListItem[];

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  api = mockApi();
  everyone = Array.from({ length: 12 }, (_, i) => adminUser(i + 1));
  everyone[1] = adminUser(2, {
    username: 'ravi',
    fullname: 'Ravi Verma',
    email: 'ravi@example.org',
    authProvider: 'google',
    isEmailVerified: true,
    role: 'ca',
    caApplication: 'a1',
    caApplicationStatus: 'accepted',
    isIITPStud: true,
    collegeName: 'IIT Patna',
    por: 'Sports secretary',
    address: 'Bihta, Patna',
  });
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  // A small fake of the server's search and paging.
  api.on('GET', '/user/all-users', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const role = query.get('role') ?? '';
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const found = everyone.filter(
      (u) =>
        (!role || u.role === role) &&
        [u.username, u.fullname, u.email].some((f) => f.toLowerCase().includes(search)),
    );
    return {
      success: true,
      users: found.slice((page - 1) * limit, page * limit),
      pagination: paged(page, limit, found.length),
    };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openUsers(role: 'admin' | 'moderator' = 'admin') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  const view = await renderPortal(role);
  await view.user.click(sectionLink('USERS'));
  const table = await screen.findByRole('table', { name: 'Users' });
  return { ...view, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

function firstRow(table: HTMLElement): HTMLElement {
  const [row] = bodyRows(table);
  if (!row) throw new Error('no rows');
  return row;
}

describe('the USERS tab', () => {
  it('shows 5 users a page: the first 6 characters of the ID, username, email, role, date', async () => {
    const { table, user } = await openUsers();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Username', 'Email', 'Role', 'Registered', 'Change role', 'Actions']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(5);
    const cells = within(firstRow(table)).getAllByRole('cell');
    expect(cells.slice(0, 5).map((c) => c.textContent)).toEqual([
      '01abcd',
      'user1',
      'user1@example.org',
      'user',
      '10 Jan 2025',
    ]);
    expect(api.callsTo('GET', '/user/all-users')[0]?.query.toString()).toBe('page=1&limit=5');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await within(table).findByText('user6')).toBeInTheDocument();
    expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('page')).toBe('2');
  });

  it('searches by username, full name or e-mail once typing pauses, from page 1', async () => {
    const { table, user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    const before = api.callsTo('GET', '/user/all-users').length;

    await user.type(screen.getByLabelText('Search'), 'Verma');
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });
    const searches = api.callsTo('GET', '/user/all-users').slice(before);
    expect(searches.map((c) => c.query.toString())).toEqual(['search=Verma&page=1&limit=5']);
    expect(within(table).getByText('ravi')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('filters by role', async () => {
    const { table, user } = await openUsers();
    await user.selectOptions(screen.getByLabelText('Role'), 'ca');
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });
    expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('role')).toBe('ca');
  });

  it('lets an admin change a role after confirming, then reloads the table', async () => {
    api.on('PUT', '/user/01abcdef0000000000000000/role', ({ body }) => {
      const role = (body as { role: UserListItem['role'] }).role;
      everyone[0] = adminUser(1, { role });
      return { success: true, message: 'Role updated to moderator', user: everyone[0] };
    });
    const { table, user } = await openUsers();
    const select = within(table).getByRole('combobox', { name: 'Role of user1' });

    // Cancel changes nothing.
    await user.selectOptions(select, 'moderator');
    let dialog = screen.getByRole('dialog', { name: 'Change role of user1 to moderator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('user');
    expect(api.callsTo('PUT', '/user/01abcdef0000000000000000/role')).toHaveLength(0);

    await user.selectOptions(select, 'moderator');
    dialog = screen.getByRole('dialog', { name: 'Change role of user1 to moderator?' });
    const loads = api.callsTo('GET', '/user/all-users').length;
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => {
      expect(api.callsTo('PUT', '/user/01abcdef0000000000000000/role')).toHaveLength(1);
    });
    expect(api.callsTo('PUT', '/user/01abcdef0000000000000000/role')[0]?.body).toEqual({
      role: 'moderator',
    });
    expect(notify.success).toHaveBeenCalledWith('Role updated to moderator');
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/all-users').length).toBe(loads + 1);
    });
    const row = within(table).getByText('user1').closest('tr') as HTMLElement;
    await waitFor(() => {
      expect(within(row).getByText('moderator')).toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back a page when a role change empties the last one', async () => {
    api.on('PUT', '/user/12abcdef0000000000000000/role', () => {
      everyone[11] = adminUser(12, { role: 'moderator' });
      return { success: true, message: 'user12 is now moderator' };
    });
    const { table, user } = await openUsers();
    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Role of user12' }),
      'moderator',
    );
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(5);
    });
    expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('page')).toBe('2');
  });

  it('reports a refused role change in a toast and the console', async () => {
    api.on('PUT', '/user/01abcdef0000000000000000/role', () =>
      jsonResponse({ success: false, message: 'Admins cannot change their own role' }, 400),
    );
    const { table, user } = await openUsers();
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Role of user1' }),
      'admin',
    );
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Admins cannot change their own role');
    });
    expect(console.error).toHaveBeenCalledWith('Failed to change the role', expect.anything());
  });

  it('offers every role, volunteer and scorer included, in the filter and the role select', async () => {
    const { table } = await openUsers();
    const values = (select: HTMLElement) =>
      Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);
    expect(values(screen.getByLabelText('Role'))).toEqual([
      ['', 'All roles'],
      ['user', 'User'],
      ['ca', 'CA'],
      ['volunteer', 'Volunteer'],
      ['scorer', 'Scorer'],
      ['moderator', 'Moderator'],
      ['admin', 'Admin'],
    ]);
    expect(values(within(table).getByRole('combobox', { name: 'Role of user1' }))).toEqual([
      ['user', 'User'],
      ['ca', 'CA'],
      ['volunteer', 'Volunteer'],
      ['scorer', 'Scorer'],
      ['moderator', 'Moderator'],
      ['admin', 'Admin'],
    ]);
  });

  it('makes a user a volunteer', async () => {
    api.on('PUT', '/user/01abcdef0000000000000000/role', ({ body }) => {
      const role = (body as { role: UserListItem['role'] }).role;
      everyone[0] = adminUser(1, { role });
      return { success: true, message: 'Role updated', user: everyone[0] };
    });
    const { table, user } = await openUsers();
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Role of user1' }),
      'volunteer',
    );
    const dialog = screen.getByRole('dialog', { name: 'Change role of user1 to volunteer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => {
      expect(api.callsTo('PUT', '/user/01abcdef0000000000000000/role')[0]?.body).toEqual({
        role: 'volunteer',
      });
    });
    await waitFor(() => {
      expect(within(firstRow(table)).getByText('volunteer')).toBeInTheDocument();
    });
  });

  it('does not offer an admin their own role', async () => {
    everyone[0] = adminUser(1, { _id: me('admin')._id, role: 'admin' });
    const { table } = await openUsers();
    expect(within(table).getByRole('combobox', { name: 'Role of user1' })).toBeDisabled();
  });

  it('gives a moderator no role control', async () => {
    const { table } = await openUsers('moderator');
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: 'Change role' }),
    ).not.toBeInTheDocument();
  });

  it('opens User Details with every field; Google accounts read Verified by Google', async () => {
    const { table, user } = await openUsers();
    await user.click(within(table).getByRole('button', { name: 'Info: ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('ID')).toBe('02abcdef0000000000000000');
    expect(value('Username')).toBe('ravi');
    expect(value('Full name')).toBe('Ravi Verma');
    expect(value('Email')).toBe('ravi@example.org');
    expect(value('Email verification')).toBe('Verified by Google');
    expect(value('Role')).toBe('ca');
    expect(value('IIT Patna student')).toBe('Yes');
    expect(value('CA application')).toBe('accepted');
    expect(value('College')).toBe('IIT Patna');
    expect(value('Position of responsibility')).toBe('Sports secretary');
    expect(value('Address')).toBe('Bihta, Patna');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(table).getByRole('button', { name: 'Info: user1' }));
    const other = screen.getByRole('dialog', { name: 'User Details' });
    // The server marks code-verified accounts verified too: the sign-up method decides.
    expect(within(other).getByText('Verified by OTP')).toBeInTheDocument();
    expect(within(other).queryByText('Verified by Google')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
