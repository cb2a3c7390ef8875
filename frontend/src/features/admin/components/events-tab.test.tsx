import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RegistrationView } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';

import {
  athleticsEntry,
  mockApi,
  paged,
  person,
  registration,
  renderPortal,
  type MockApi,
  sectionLink,
  addressOf,
  NOT_FOUND,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

let api: MockApi;
let chess: RegistrationView[];
const open: Record<string, boolean> = {};
/** Whether an event's rulebook is an uploaded file (else the one made from the catalogue). */
const rulebook: Record<string, boolean> = {};

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(saveFile).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  localStorage.setItem('token', 'admin-token');
  api = mockApi();
  open.chess = true;
  open.athletics = true;
  rulebook.chess = false;
  chess = [
    registration(1),
    registration(2, {
      paymentStatus: 'awaiting_payment',
      paidAt: null,
      paymentId: null,
      userId: { _id: 'u2', username: 'meera', fullname: 'Meera Das', email: 'meera@college.in' },
      collegeName: 'NIT Patna',
    }),
    ...Array.from({ length: 5 }, (_, i) => registration(i + 3, { paymentStatus: 'pending' })),
  ];
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/events', () => ({
    success: true,
    events: [
      {
        id: 'chess',
        title: 'Chess',
        isRegistrationOpen: open.chess,
        categories: [],
        rulebookUrl: rulebook.chess ? '/api/v1/events/chess/rulebook.pdf' : '/rulebook/chess',
        rulebookUploaded: rulebook.chess,
      },
      {
        id: 'athletics',
        title: 'Athletics',
        isRegistrationOpen: open.athletics,
        categories: [],
        rulebookUrl: '/rulebook/athletics',
        rulebookUploaded: false,
      },
    ],
  }));
  const list =
    (rows: () => RegistrationView[]) =>
    ({ query }: { query: URLSearchParams }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const status = query.get('status') ?? '';
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const found = rows().filter(
        (r) =>
          (r.userId?.email ?? '').toLowerCase().includes(search) &&
          (status === 'all'
            ? true
            : status
              ? r.paymentStatus === status
              : r.paymentStatus !== 'pending' && r.paymentStatus !== 'expired'),
      );
      return {
        success: true,
        event: 'chess',
        registrations: found.slice((page - 1) * limit, page * limit),
        pagination: paged(page, limit, found.length),
      };
    };
  api.on(
    'GET',
    '/events/chess/registrations',
    list(() => chess),
  );
  api.on(
    'GET',
    '/events/athletics/registrations',
    list(() => [
      registration(
        50,
        { event: 'athletics', category: 'men', members: 5, amount: 350000 },
        athleticsEntry(person('Lead Runner')),
      ),
    ]),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openEvents(role: 'admin' | 'moderator' = 'admin') {
  const view = await renderPortal(role);
  await view.user.click(sectionLink('Events'));
  const table = await screen.findByRole('table', { name: 'Chess registrations' });
  return { ...view, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('the Events tab', () => {
  it('has one button per event and shows the first event’s registrations, 5 a page', async () => {
    const { table, user } = await openEvents();
    const picker = screen.getByRole('group', { name: 'Events' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Chess', 'Athletics']);
    expect(within(picker).getByRole('button', { name: 'Chess' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Team / College',
      'Captain / Lead',
      'Registrant email',
      'Category',
      'Members',
      'Amount',
      'Payment',
      'Created',
      'Actions',
    ]);
    expect(bodyRows(table)).toHaveLength(5);
    expect(
      within(rowOf(table, 'p1@example.org'))
        .getAllByRole('cell')
        .slice(0, 8)
        .map((c) => c.textContent),
    ).toEqual([
      'IIT Patna',
      'Captain 1',
      'p1@example.org',
      '—',
      '5',
      'Rs. 249',
      'paid',
      '15 Jan 2025',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('7 registrations')).toBeInTheDocument();
    expect(api.callsTo('GET', '/events/chess/registrations')[0]?.query.toString()).toBe(
      'status=all&page=1&limit=5',
    );

    await user.click(within(picker).getByRole('button', { name: 'Athletics' }));
    const athletics = await screen.findByRole('table', { name: 'Athletics registrations' });
    expect(
      within(rowOf(athletics, 'Lead Runner'))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['IIT Patna', 'Lead Runner', 'p50@example.org', 'men', '5', 'Rs. 3500']);
  });

  it('searches by e-mail (debounced) and filters by payment status', async () => {
    const { table, user } = await openEvents();
    const before = api.callsTo('GET', '/events/chess/registrations').length;
    await user.type(screen.getByLabelText('Search by e-mail'), 'meera@');
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });
    expect(
      api
        .callsTo('GET', '/events/chess/registrations')
        .slice(before)
        .map((c) => c.query.toString()),
    ).toEqual(['search=meera%40&status=all&page=1&limit=5']);

    await user.clear(screen.getByLabelText('Search by e-mail'));
    await user.selectOptions(screen.getByLabelText('Payment status'), 'pending');
    await waitFor(() => {
      expect(api.callsTo('GET', '/events/chess/registrations').at(-1)?.query.toString()).toBe(
        'status=pending&page=1&limit=5',
      );
    });
    await waitFor(() => {
      expect(screen.getByText('5 registrations')).toBeInTheDocument();
    });
    expect(
      within(screen.getByLabelText('Payment status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All statuses',
      'pending',
      'paid',
      'awaiting payment',
      'flagged',
      'expired',
      'refunded',
      'cancelled',
    ]);
  });

  it('shows the raw record as pretty-printed JSON with a copy button', async () => {
    const { table, user } = await openEvents();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(table).getByRole('button', { name: 'View: p1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    const json = JSON.stringify(chess[0], null, 2);
    expect(within(dialog).getByLabelText('Registration as JSON').textContent).toBe(json);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(json);
    expect(notify.success).toHaveBeenCalledWith('Copied to clipboard');
  });

  it('reveals the Aadhaar numbers of one registration to an admin, from the keyboard', async () => {
    api.on('POST', '/admin/registrations/reg1/reveal-aadhaar', () => ({
      success: true,
      registrationId: 'reg1',
      numbers: [{ path: 'team.captain[0]', fullname: 'Captain 1', aadharId: '123412341234' }],
    }));
    const { table, user } = await openEvents();
    await user.click(within(table).getByRole('button', { name: 'View: p1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).queryByText('123412341234')).toBeNull();
    const reveal = within(dialog).getByRole('button', { name: 'Reveal Aadhaar' });
    reveal.focus();
    await user.keyboard('{Enter}');
    const numbers = await within(dialog).findByRole('region', { name: /Aadhaar numbers/ });
    const row = within(numbers).getByRole('row', { name: /Captain 1/ });
    expect(within(row).getByText('123412341234')).toBeVisible();
    expect(within(row).getByText('team.captain[0]')).toBeVisible();
    expect(api.callsTo('POST', '/admin/registrations/reg1/reveal-aadhaar')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Reveal Aadhaar' })).toBeNull();
  });

  it('says so when a reveal fails', async () => {
    api.on(
      'POST',
      '/admin/registrations/reg1/reveal-aadhaar',
      () => new Response(JSON.stringify({ success: false, message: 'Forbidden' }), { status: 403 }),
    );
    const { table, user } = await openEvents();
    await user.click(within(table).getByRole('button', { name: 'View: p1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal Aadhaar' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Forbidden');
    });
  });

  it('downloads CSV, Excel and JSON with the bearer token, named by the server', async () => {
    api.on(
      'GET',
      '/events/chess/export',
      ({ query }) =>
        new Response(query.get('format') === 'csv' ? 'a,b\n1,2\n' : 'x', {
          headers: {
            'Content-Disposition': `attachment; filename="chess-registrations.${query.get('format') ?? ''}"`,
          },
        }),
    );
    const { user } = await openEvents();
    const downloads = screen.getByRole('group', { name: 'Download registrations' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['CSV', 'Excel (.xlsx)', 'JSON']);

    await user.click(within(downloads).getByRole('button', { name: 'CSV' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    const [call] = api.callsTo('GET', '/events/chess/export');
    expect(call?.query.get('format')).toBe('csv');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('chess-registrations.csv');
    expect(await blob?.text()).toBe('a,b\n1,2\n');

    await user.click(within(downloads).getByRole('button', { name: 'Excel (.xlsx)' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(2);
    });
    expect(vi.mocked(saveFile).mock.calls[1]?.[1]).toBe('chess-registrations.xlsx');
    await user.click(within(downloads).getByRole('button', { name: 'JSON' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(3);
    });
    expect(api.callsTo('GET', '/events/chess/export').map((c) => c.query.get('format'))).toEqual([
      'csv',
      'xlsx',
      'json',
    ]);
  });

  it('toasts a refused download', async () => {
    api.on(
      'GET',
      '/events/chess/export',
      () => new Response(JSON.stringify({ message: 'Admins only' }), { status: 403 }),
    );
    const { user } = await openEvents();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Admins only');
    });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('marks a registration awaiting payment as paid after confirming, then reloads', async () => {
    api.on('POST', '/admin/registrations/reg2/mark-paid', () => {
      chess = chess.map((r) => (r._id === 'reg2' ? { ...r, paymentStatus: 'paid' } : r));
      return { success: true, message: 'Marked as paid', registration: chess[1] };
    });
    const { table, user } = await openEvents();
    expect(
      within(rowOf(table, 'p1@example.org')).queryByRole('button', { name: /Mark paid/ }),
    ).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Mark paid: meera@college.in' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Mark the registration of meera@college.in as paid?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      expect(api.callsTo('POST', '/admin/registrations/reg2/mark-paid')).toHaveLength(1);
    });
    expect(notify.success).toHaveBeenCalledWith('Marked as paid');
    await waitFor(() => {
      expect(within(rowOf(table, 'meera@college.in')).getByText('paid')).toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves a flagged registration only with a reason, then reloads', async () => {
    chess = chess.map((r) =>
      r._id === 'reg1'
        ? {
            ...r,
            paymentStatus: 'flagged',
            flagReason: 'Paid ₹1 INR but the order was for ₹249 INR',
          }
        : r,
    );
    api.on('POST', '/admin/registrations/reg1/resolve', ({ body }) => {
      const { action } = body as { action: string; reason: string };
      chess = chess.map((r) =>
        r._id === 'reg1' ? { ...r, paymentStatus: action === 'accept' ? 'paid' : 'refunded' } : r,
      );
      return { success: true, message: 'Recorded as refunded', registration: chess[0] };
    });
    const { table, user } = await openEvents();
    await user.click(within(table).getByRole('button', { name: 'Resolve: p1@example.org' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Resolve the flagged registration of p1@example.org?',
    });
    expect(within(dialog).getByText(/Flagged: Paid ₹1 INR/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the reason for this decision.',
    );
    expect(api.callsTo('POST', '/admin/registrations/reg1/resolve')).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Refunded pay_1 on the dashboard',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => {
      expect(api.callsTo('POST', '/admin/registrations/reg1/resolve')).toHaveLength(1);
    });
    expect(api.callsTo('POST', '/admin/registrations/reg1/resolve')[0]?.body).toEqual({
      action: 'refund',
      reason: 'Refunded pay_1 on the dashboard',
    });
    expect(notify.success).toHaveBeenCalledWith('Recorded as refunded');
    await waitFor(() => {
      expect(within(rowOf(table, 'p1@example.org')).getByText('refunded')).toBeInTheDocument();
    });
  });

  it('opens and closes registrations after confirming', async () => {
    api.on('PUT', '/admin/events/chess/settings', ({ body }) => {
      open.chess = (body as { registrationOpen: boolean }).registrationOpen;
      return { success: true, event: 'chess', isRegistrationOpen: open.chess };
    });
    const { user } = await openEvents();
    const toggle = screen.getByRole('switch', { name: 'Registrations open' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    let dialog = screen.getByRole('dialog', { name: 'Close registrations for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toggle).toBeChecked();
    expect(api.callsTo('PUT', '/admin/events/chess/settings')).toHaveLength(0);

    await user.click(toggle);
    dialog = screen.getByRole('dialog', { name: 'Close registrations for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close registrations' }));
    await waitFor(() => {
      expect(toggle).not.toBeChecked();
    });
    expect(api.callsTo('PUT', '/admin/events/chess/settings')[0]?.body).toEqual({
      registrationOpen: false,
    });
    expect(notify.success).toHaveBeenCalledWith('Registrations for Chess are now closed.');
    expect(screen.getByText('Registrations closed')).toBeInTheDocument();
  });

  it('lets a moderator download (Aadhaar masked) but gives no Mark paid and no registration switch', async () => {
    const { table } = await openEvents('moderator');
    const downloads = screen.getByRole('group', { name: 'Download registrations' });
    expect(within(downloads).getByRole('button', { name: 'CSV' })).toBeEnabled();
    expect(
      within(downloads).getByText('Aadhaar numbers are masked in your downloads.'),
    ).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'View: meera@college.in' })).toBeVisible();
  });

  it('gives a moderator no Reveal Aadhaar button in the record', async () => {
    const { table, user } = await openEvents('moderator');
    await user.click(within(table).getByRole('button', { name: 'View: p1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).queryByRole('button', { name: 'Reveal Aadhaar' })).toBeNull();
  });
});

describe('refunds in the registration record', () => {
  async function openRecord(email: string, role: 'admin' | 'moderator' = 'admin') {
    const view = await openEvents(role);
    await view.user.click(within(view.table).getByRole('button', { name: `View: ${email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    return { ...view, dialog };
  }

  const cancelledWith = (overrides: Partial<RegistrationView>) => {
    chess = chess.map((r) =>
      r._id === 'reg1'
        ? {
            ...r,
            paymentStatus: 'cancelled',
            cancelledAt: '2025-01-20T10:00:00Z',
            refundAmount: 19900,
            ...overrides,
          }
        : r,
    );
  };

  it('shows the status, the refund, its amount and when it was cancelled', async () => {
    cancelledWith({ refundStatus: 'processed' });
    const { dialog } = await openRecord('p1@example.org');
    const summary = within(dialog)
      .getAllByRole('term')
      .map((term) => term.parentElement);
    expect(summary.map((row) => row?.textContent)).toEqual([
      'Paymentcancelled',
      'AmountRs. 249',
      'Refundprocessed',
      'Refund amountRs. 199',
      expect.stringMatching(/^Cancelled at20 Jan 2025/),
    ]);
    // Nothing left to refund.
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows no refund lines for a registration that has none', async () => {
    const { dialog } = await openRecord('p1@example.org');
    expect(dialog).toHaveTextContent('Paymentpaid');
    expect(dialog).not.toHaveTextContent('Refund amount');
    expect(dialog).not.toHaveTextContent('Cancelled at');
  });

  it('refunds a paid registration only with a reason, then shows the answer and reloads', async () => {
    api.on('POST', '/admin/registrations/reg1/refund', () => {
      cancelledWith({ refundStatus: 'pending', refundAmount: 24900 });
      return {
        success: true,
        message: 'Registration cancelled; a refund of Rs. 249 is on its way.',
        registration: chess[0],
      };
    });
    const { dialog, table, user } = await openRecord('p1@example.org');
    const listed = api.callsTo('GET', '/events/chess/registrations').length;
    const refund = within(dialog).getByRole('button', { name: 'Refund' });
    refund.focus();
    await user.keyboard('{Enter}');
    const ask = screen.getByRole('dialog', { name: 'Refund the registration of p1@example.org?' });
    expect(ask).toHaveTextContent(
      'The registration is cancelled and Rs. 249 is refunded in full. Its place is freed and every pass of the team stops working.',
    );

    // No reason: nothing is sent.
    await user.click(within(ask).getByRole('button', { name: 'Refund' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent('Give the reason for this decision.');
    const reason = within(ask).getByLabelText('Reason (kept in the audit log)');
    expect(reason).toHaveAccessibleDescription('Give the reason for this decision.');
    expect(api.callsTo('POST', '/admin/registrations/reg1/refund')).toHaveLength(0);

    await user.type(reason, '  Team withdrew by e-mail  ');
    await user.click(within(ask).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: /^Refund the registration/ })).toBeNull();
    });
    expect(api.callsTo('POST', '/admin/registrations/reg1/refund').map((c) => c.body)).toEqual([
      { reason: 'Team withdrew by e-mail' },
    ]);
    expect(notify.success).toHaveBeenCalledWith(
      'Registration cancelled; a refund of Rs. 249 is on its way.',
    );
    // The record shows the server's answer, and the focus is on it.
    expect(dialog).toHaveTextContent('Paymentcancelled');
    expect(dialog).toHaveTextContent('Refundpending');
    expect(within(dialog).getByLabelText('Registration as JSON').textContent).toBe(
      JSON.stringify(chess[0], null, 2),
    );
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The list is loaded again.
    await waitFor(() => {
      expect(api.callsTo('GET', '/events/chess/registrations').length).toBeGreaterThan(listed);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(within(rowOf(table, 'p1@example.org')).getByText('cancelled')).toBeInTheDocument();
    });
  });

  it('warns when the gateway refuses the refund at once, and offers to try again', async () => {
    vi.mocked(notify.warning).mockClear();
    api.on('POST', '/admin/registrations/reg1/refund', () => {
      cancelledWith({ refundStatus: 'failed', refundAmount: 24900 });
      return {
        success: true,
        message: 'Cancelled; the refund failed, try again',
        registration: chess[0],
      };
    });
    const { dialog, user } = await openRecord('p1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const ask = screen.getByRole('dialog', { name: 'Refund the registration of p1@example.org?' });
    await user.type(within(ask).getByLabelText('Reason (kept in the audit log)'), 'Withdrew');
    await user.click(within(ask).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(notify.warning).toHaveBeenCalledWith('Cancelled; the refund failed, try again');
    });
    expect(notify.success).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Refundfailed');
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('asks again for a refund that failed, and shows a 409 in the reason dialog', async () => {
    cancelledWith({ refundStatus: 'failed' });
    api.on(
      'POST',
      '/admin/registrations/reg1/refund',
      () =>
        new Response(JSON.stringify({ success: false, message: 'There is nothing to refund.' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { dialog, user } = await openRecord('p1@example.org');
    expect(dialog).toHaveTextContent('Refundfailed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const ask = screen.getByRole('dialog', { name: 'Refund the registration of p1@example.org?' });
    expect(ask).toHaveTextContent(
      'The refund of Rs. 199 failed. The gateway is asked for it again.',
    );
    await user.type(within(ask).getByLabelText('Reason (kept in the audit log)'), 'Retry');
    await user.click(within(ask).getByRole('button', { name: 'Refund' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('There is nothing to refund.');
    expect(notify.success).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Refundfailed');

    // Escape closes the reason dialog only; the record stays, focus back on Refund.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /^Refund the registration/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Registration Details' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toHaveFocus();
  });

  it('shows the reason the server refuses (422) under the reason', async () => {
    api.on(
      'POST',
      '/admin/registrations/reg1/refund',
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Please check the form.',
            errors: { reason: ['Keep the reason under 500 characters.'] },
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const { dialog, user } = await openRecord('p1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const ask = screen.getByRole('dialog', { name: 'Refund the registration of p1@example.org?' });
    await user.type(within(ask).getByLabelText('Reason (kept in the audit log)'), 'Too long');
    await user.click(within(ask).getByRole('button', { name: 'Refund' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'Keep the reason under 500 characters.',
    );
  });

  it('offers no refund for a registration awaiting payment or already refunded', async () => {
    cancelledWith({ refundStatus: 'pending' });
    const { table, user } = await openEvents();
    for (const email of ['p1@example.org', 'meera@college.in']) {
      await user.click(within(table).getByRole('button', { name: `View: ${email}` }));
      const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
      expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });

  it('gives a moderator no Refund, even on a paid registration', async () => {
    const { dialog } = await openRecord('p1@example.org', 'moderator');
    expect(dialog).toHaveTextContent('Paymentpaid');
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('gives a moderator no Refund on a failed refund either', async () => {
    cancelledWith({ refundStatus: 'failed' });
    const { dialog } = await openRecord('p1@example.org', 'moderator');
    expect(dialog).toHaveTextContent('Refundfailed');
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('an event’s registrations in the address', () => {
  it('opens an event with its status filter from a link, and puts a new filter in the address', async () => {
    const { user, router } = await renderPortal('admin', '/admin/events/athletics?status=paid');
    expect(
      await screen.findByRole('table', { name: 'Athletics registrations' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Events' })).getByRole('button', {
        name: 'Athletics',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Payment status')).toHaveValue('paid');
    expect(api.callsTo('GET', '/events/athletics/registrations').at(-1)?.query.get('status')).toBe(
      'paid',
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Events' })).getByRole('button', { name: 'Chess' }),
    );
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/events/chess');
    });
    const table = await screen.findByRole('table', { name: 'Chess registrations' });
    await user.selectOptions(screen.getByLabelText('Payment status'), 'awaiting_payment');
    await waitFor(() => {
      expect(addressOf(router)).toBe('/admin/events/chess?status=awaiting_payment');
    });
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });

    // Back: all of chess's registrations again, then athletics as linked.
    await router.navigate(-1);
    await waitFor(() => {
      expect(screen.getByLabelText('Payment status')).toHaveValue('');
    });
    await router.navigate(-1);
    expect(
      await screen.findByRole('table', { name: 'Athletics registrations' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Payment status')).toHaveValue('paid');
  });

  it('shows the not-found page for an event there is none of', async () => {
    await renderPortal('admin', '/admin/events/quidditch');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows an event’s registrations, its controls and a record in Hindi, and back', async () => {
    const { table, user } = await openEvents();
    await act(() => activateLanguage('hi'));

    expect(screen.getByRole('table', { name: 'Chess के रजिस्ट्रेशन' })).toBe(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'टीम / कॉलेज',
      'कप्तान / लीड',
      'रजिस्टर करने वाले का ई-मेल',
      'कैटेगरी',
      'सदस्य',
      'रकम',
      'पेमेंट',
      'कब बना',
      'एक्शन',
    ]);
    expect(within(rowOf(table, 'p1@example.org')).getByText('पेड')).toBeInTheDocument();
    expect(within(rowOf(table, 'p1@example.org')).getByText('₹249')).toBeInTheDocument();
    expect(screen.getByLabelText('ई-मेल से खोजें')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'पेमेंट बाकी' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'रजिस्ट्रेशन खुले हैं' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'क्षमता और डेडलाइन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^रूलबुक देखें/ })).toBeInTheDocument();

    await user.click(
      within(rowOf(table, 'meera@college.in')).getByRole('button', { name: /^पेड मार्क करें/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'meera@college.in का रजिस्ट्रेशन पेड मार्क करें?',
    });
    expect(
      within(dialog).getByText(/ऐसा तभी करें जब पैसा फ़ेस्ट के अकाउंट में पहुँच गया हो।/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('table', { name: 'Chess registrations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by e-mail')).toBeInTheDocument();
  });
});
