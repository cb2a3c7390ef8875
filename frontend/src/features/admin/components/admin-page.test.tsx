import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Role, StatsResponse } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';

import {
  addressOf,
  adminUser,
  mockApi,
  NOT_FOUND,
  paged,
  renderPortal,
  sectionLink,
  type MockApi,
  openedSection,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const stats: StatsResponse = {
  success: true,
  users: { total: 1431, user: 1402, ca: 17, moderator: 9, admin: 3 },
  ca: { pending: 4, accepted: 17, rejected: 2 },
  events: [
    {
      event: 'football',
      title: 'Football',
      paid: 12,
      pending: 3,
      awaitingPayment: 1,
      flagged: 0,
      amountPaise: 7_800_000,
      sandboxPaid: 0,
    },
    {
      event: 'chess',
      title: 'Chess',
      paid: 4,
      pending: 0,
      awaitingPayment: 0,
      flagged: 1,
      amountPaise: 99_650,
      sandboxPaid: 0,
    },
  ],
  totals: { paid: 16, amountPaise: 7_899_650 },
};

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  api = mockApi();
  api.on('GET', '/admin/stats', () => stats);
  api.on('GET', '/user/all-users', ({ query }) => ({
    success: true,
    users: [],
    pagination: paged(Number(query.get('page')), Number(query.get('limit')), 0),
  }));
  api.on('GET', '/ca/all-applications', () => ({
    success: true,
    applications: [],
    counts: { pending: 0, accepted: 0, rejected: 0 },
  }));
  api.on('GET', '/events', () => ({ success: true, events: [] }));
  api.on('GET', '/config', () => ({
    googleClientId: null,
    payments: 'razorpay',
    razorpayKeyId: 'k',
  }));
  api.on('GET', '/admin/checkin/mr_infinito', () => ({
    success: true,
    event: 'mr_infinito',
    expected: 0,
    checkedIn: 0,
    gates: [],
    duplicates: [],
    recent: [],
  }));
  api.on('GET', '/admin/coupons', () => ({ success: true, coupons: [] }));
  api.on('GET', '/admin/accommodation', () => ({
    success: true,
    rules: {
      firstCheckIn: '2025-02-17',
      lastCheckIn: '2025-02-21',
      lastDay: '2025-02-22',
      maxNights: 5,
      pricePerNightPaise: 30000,
      beds: { Men: 200, Women: 120 },
    },
    nights: [],
    bookings: [],
  }));
  api.on('GET', '/admin/announcements', () => ({ success: true, announcements: [] }));
  api.on('GET', '/admin/audit-log', () => ({
    success: true,
    entries: [],
    pagination: paged(1, 5, 0),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin portal shell (SPEC 2.14)', () => {
  it('says on every tab when the site runs on the sandbox gateway', async () => {
    api.on('GET', '/config', () => ({
      googleClientId: null,
      payments: 'sandbox',
      razorpayKeyId: 'k',
    }));
    const { user } = await renderPortal('admin');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Test mode.');
    expect(note).toHaveTextContent('No real money moves here.');
    await user.click(sectionLink('Events'));
    expect(await openedSection('Events')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Test mode.');
  });

  it('shows no test-mode note when the site takes real money', async () => {
    await renderPortal('admin');
    await waitFor(() => {
      expect(api.callsTo('GET', '/config')).toHaveLength(1);
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the top bar: title, greeting in capitals, role in capitals and Logout', async () => {
    const { user, router } = await renderPortal('moderator');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    expect(within(banner).getByText('HELLO BOSS !!')).toBeInTheDocument();
    expect(within(banner).getByText('MODERATOR')).toBeInTheDocument();

    api.on('POST', '/auth/logout', () => ({ success: true }));
    localStorage.setItem('token', 't');
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
  });

  it('has the tabs Home, USERS, CA, Events, Fixtures, Check-in and, for admins, Numbers, Payments, Discount codes, Accommodation, Announcements, Privacy and Audit Log', async () => {
    const { user } = await renderPortal('admin');
    const links = within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole(
      'link',
    );
    expect(links.map((t) => t.textContent)).toEqual([
      'Home',
      'USERS',
      'CA',
      'Events',
      'Fixtures',
      'Check-in',
      'Numbers',
      'Payments',
      'Discount codes',
      'Accommodation',
      'Announcements',
      'Privacy',
      'Audit Log',
    ]);
    expect(sectionLink('Home')).toHaveAttribute('aria-current', 'page');
    expect(await openedSection('Home')).toBeInTheDocument();

    expect(links.map((t) => t.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/users',
      '/admin/ca',
      '/admin/events',
      '/admin/fixtures',
      '/admin/checkin',
      '/admin/numbers',
      '/admin/payments',
      '/admin/coupons',
      '/admin/accommodation',
      '/admin/announcements',
      '/admin/privacy',
      '/admin/audit',
    ]);

    await user.click(sectionLink('CA'));
    expect(await openedSection('CA')).toBeInTheDocument();
    expect(sectionLink('CA')).toHaveAttribute('aria-current', 'page');
    expect(sectionLink('Home')).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('group', { name: 'Filter applications' })).toBeInTheDocument();

    // Arrow keys move between sections (and wrap around).
    await user.keyboard('{ArrowDown}');
    expect(sectionLink('Events')).toHaveFocus();
    await waitFor(() => {
      expect(sectionLink('Events')).toHaveAttribute('aria-current', 'page');
    });
    await user.keyboard(
      '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}',
    );
    await waitFor(() => {
      expect(sectionLink('Home')).toHaveAttribute('aria-current', 'page');
    });
    await user.keyboard('{End}');
    expect(await openedSection('Audit Log')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('gives moderators no Numbers, Payments, Discount codes, Accommodation, Announcements, Privacy or Audit Log tab', async () => {
    await renderPortal('moderator');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((t) => t.textContent),
    ).toEqual(['Home', 'USERS', 'CA', 'Events', 'Fixtures', 'Check-in']);
  });

  it('turns the sidebar into a drawer on small screens; Escape closes it', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width: 767'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    const { user } = await renderPortal('admin');
    // The toggle names the open section.
    const toggle = screen.getByRole('button', { name: 'Sections: Home' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sectionLink('Home')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Choosing a tab closes the drawer.
    await user.click(toggle);
    await user.click(sectionLink('USERS'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await openedSection('USERS')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Sections: USERS');
  });
});

describe('the Home tab', () => {
  it('shows the real counts, with View Details opening USERS filtered by role', async () => {
    const { user, router } = await renderPortal('admin');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Big Boss' }),
    ).toBeInTheDocument();
    const card = async (label: string) =>
      (await screen.findByRole('heading', { level: 3, name: label })).closest('li') as HTMLElement;

    expect(within(await card('Current Users')).getByText('1,402')).toBeInTheDocument();
    expect(within(await card('CAs')).getByText('17')).toBeInTheDocument();
    expect(within(await card('Moderators')).getByText('9')).toBeInTheDocument();
    expect(within(await card('Admins')).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('1,431 in all')).toBeInTheDocument();

    await user.click(within(await card('CAs')).getByRole('button', { name: 'View Details' }));
    expect(await screen.findByLabelText('Role')).toHaveValue('ca');
    expect(sectionLink('USERS')).toHaveAttribute('aria-current', 'page');
    expect(addressOf(router)).toBe('/admin/users?role=ca');
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('role')).toBe('ca');
    });

    await user.click(sectionLink('Home'));
    await user.click(within(await card('Admins')).getByRole('button', { name: 'View Details' }));
    expect(await screen.findByLabelText('Role')).toHaveValue('admin');
    expect(addressOf(router)).toBe('/admin/users?role=admin');
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/all-users').at(-1)?.query.get('role')).toBe('admin');
    });
  });

  it('lists registrations and money received per event, with totals', async () => {
    await renderPortal('admin');
    const table = await screen.findByRole('table', {
      name: 'Registrations and money received per event',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Event', 'Paid', 'Pending', 'Awaiting payment', 'Flagged', 'Amount received'],
      ['Football', '12', '3', '1', '0', 'Rs. 78000'],
      ['Chess', '4', '0', '0', '1', 'Rs. 996.50'],
      ['Total', '16', '3', '1', '1', 'Rs. 78996.50'],
    ]);
  });

  it('has quick actions: Manage Users, CA Management and a disabled Concerns', async () => {
    const { user } = await renderPortal('moderator');
    expect(await screen.findByRole('button', { name: 'Concerns' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'CA Management' }));
    expect(await openedSection('CA')).toBeInTheDocument();
    expect(sectionLink('CA')).toHaveAttribute('aria-current', 'page');
    await user.click(sectionLink('Home'));
    await user.click(await screen.findByRole('button', { name: 'Manage Users' }));
    expect(await screen.findByLabelText('Role')).toHaveValue('');
    expect(sectionLink('USERS')).toHaveAttribute('aria-current', 'page');
  });

  it('says why the figures are missing and offers to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    api.on('GET', '/admin/stats', () =>
      fail ? new Response(JSON.stringify({ message: 'Database down' }), { status: 500 }) : stats,
    );
    const { user } = await renderPortal('admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(error).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,402')).toBeInTheDocument();
  });
});

describe('the sections in the address', () => {
  beforeEach(() => {
    api.on('GET', '/user/all-users', ({ query }) => ({
      success: true,
      users: [adminUser(1, { role: (query.get('role') ?? 'user') as Role })],
      pagination: paged(Number(query.get('page')), Number(query.get('limit')), 30),
    }));
  });

  const lastQuery = () => api.callsTo('GET', '/user/all-users').at(-1)?.query;

  it('opens a linked, filtered list as linked: section, role, search and page', async () => {
    await renderPortal('admin', '/admin/users?role=ca&q=rahul&page=3');
    expect(await openedSection('USERS')).toBeInTheDocument();
    expect(sectionLink('USERS')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Role')).toHaveValue('ca');
    expect(screen.getByLabelText('Search')).toHaveValue('rahul');
    await waitFor(() => {
      expect(lastQuery()?.get('role')).toBe('ca');
    });
    expect(lastQuery()?.get('search')).toBe('rahul');
    expect(lastQuery()?.get('page')).toBe('3');
    expect(await screen.findByText('Page 3 of 6')).toBeInTheDocument();
  });

  it('puts a changed filter in the address, from page 1, and back restores the one before', async () => {
    const { user, router } = await renderPortal('admin', '/admin/users?page=2');
    const role = await screen.findByLabelText('Role');
    await user.selectOptions(role, 'moderator');
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?role=moderator');
    });
    expect(role).toHaveValue('moderator');
    await waitFor(() => {
      expect(lastQuery()?.get('role')).toBe('moderator');
    });
    expect(lastQuery()?.get('page')).toBe('1');

    await user.type(screen.getByLabelText('Search'), 'ria');
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?role=moderator&q=ria');
    });
    // The list shows that search before the user goes back, as a person would see it: React Router
    // renders a navigation as a transition, and on a busy machine the address can be ahead of the page.
    await waitFor(() => {
      expect(lastQuery()?.get('search')).toBe('ria');
    });

    await router.navigate(-1);
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?role=moderator');
    });
    await waitFor(() => {
      expect(screen.getByLabelText('Search')).toHaveValue('');
    });
    expect(screen.getByLabelText('Role')).toHaveValue('moderator');
    await router.navigate(-1);
    await waitFor(() => {
      expect(screen.getByLabelText('Role')).toHaveValue('');
    });
    expect(addressOf(router)).toBe('/admin/users?page=2');
    await waitFor(() => {
      expect(lastQuery()?.get('role')).toBeNull();
    });
    expect(lastQuery()?.get('page')).toBe('2');
  });

  it('keeps what is typed in the search box while its search goes into the address', async () => {
    const { user, router } = await renderPortal('admin', '/admin/users');
    const search = await screen.findByLabelText('Search');
    await user.type(search, 'rahul ');
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?q=rahul');
    });
    expect(search).toHaveValue('rahul ');
    await user.type(search, 'kumar');
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?q=rahul+kumar');
    });
    expect(search).toHaveValue('rahul kumar');
    await waitFor(() => {
      expect(lastQuery()?.get('search')).toBe('rahul kumar');
    });
  });

  it('moves between pages in the address', async () => {
    const { user, router } = await renderPortal('admin', '/admin/users');
    await user.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/users?page=2');
    });
    expect(await screen.findByText('Page 2 of 6')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
  });

  it.each(['payments', 'coupons', 'accommodation', 'announcements', 'privacy', 'audit'])(
    'does not open the admins’ section /admin/%s to a moderator',
    async (section) => {
      await renderPortal('moderator', `/admin/${section}`);
      expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
      expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).not.toContain(
        `/admin/${section}`,
      );
      expect(api.calls.map((c) => c.path)).not.toContain(`/admin/${section}`);
    },
  );

  it('shows the not-found page for a path under /admin that is no section', async () => {
    await renderPortal('admin', '/admin/nothing-here');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the top bar, the sidebar and Home in Hindi, and back in English', async () => {
    await renderPortal('moderator');
    expect(await screen.findByText('1,431 in all')).toBeInTheDocument();
    await act(() => activateLanguage('hi'));

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'एडमिन पोर्टल' })).toBeVisible();
    expect(within(banner).getByText('नमस्ते BOSS !!')).toBeInTheDocument();
    expect(within(banner).getByText('मॉडरेटर')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'एडमिन सेक्शन' });
    expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'यूज़र' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'इवेंट्स' })).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { level: 3, name: 'फिर से स्वागत है, Big Boss' }),
    ).toBeInTheDocument();
    expect(screen.getByText('कुल 1,431')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'मौजूदा यूज़र' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'विवरण देखें' })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'यूज़र मैनेज करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शिकायतें' })).toBeDisabled();
    const table = screen.getByRole('table', { name: 'हर इवेंट के रजिस्ट्रेशन और मिली रकम' });
    expect(within(table).getByRole('columnheader', { name: 'पेमेंट बाकी' })).toBeInTheDocument();
    expect(within(table).getByText('₹78,000')).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    expect(screen.getByText('1,431 in all')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Users' })).toBeInTheDocument();
  });

  it('shows USERS and CA in Hindi: the filters, the table and the empty list', async () => {
    const { user } = await renderPortal('admin', '/admin/users');
    await act(() => activateLanguage('hi'));
    expect(await screen.findByLabelText('खोजें')).toHaveAttribute(
      'placeholder',
      'यूज़रनेम, पूरा नाम या ई-मेल',
    );
    expect(screen.getByRole('option', { name: 'सभी रोल' })).toBeInTheDocument();
    expect(screen.getByText('कोई यूज़र नहीं मिला।')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'एडमिन सेक्शन' })).getByRole('link', {
        name: 'CA',
      }),
    );
    expect(await screen.findByRole('group', { name: 'आवेदन फ़िल्टर करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नामंज़ूर' })).toBeInTheDocument();
    expect(screen.getByText('कोई आवेदन नहीं।')).toBeInTheDocument();
  });
});
