import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CaApplicationView } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import { application, mockApi, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;
let applications: CaApplicationView[];

const counts = () => ({
  pending: applications.filter((a) => a.status === 'pending').length,
  accepted: applications.filter((a) => a.status === 'accepted').length,
  rejected: applications.filter((a) => a.status === 'rejected').length,
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  api = mockApi();
  applications = [
    ...Array.from({ length: 7 }, (_, i) => application(i + 1)),
    application(8, {
      status: 'accepted',
      reviewedBy: { username: 'boss', email: 'boss@example.org' },
      reviewedAt: '2025-01-13T09:00:00Z',
      referralCode: 'CA-8XYZ',
    }),
    application(9, { status: 'rejected' }),
  ];
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/ca/all-applications', ({ query }) => {
    const status = query.get('status');
    return {
      success: true,
      applications: applications.filter((a) => !status || a.status === status),
      counts: counts(),
    };
  });
  for (const [action, status] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    api.on('PUT', `/ca/app1/${action}`, () => {
      applications = applications.map((a) => (a._id === 'app1' ? { ...a, status } : a));
      return { success: true, message: `Application ${status}` };
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCa() {
  const view = await renderPortal('moderator');
  await view.user.click(sectionLink('CA'));
  const table = await screen.findByRole('table', { name: 'CA applications' });
  return { ...view, table };
}

const counter = (label: string) =>
  within(screen.getByRole('list', { name: 'Applications per status' }))
    .getByText(label)
    .closest('li') as HTMLElement;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

function firstRow(table: HTMLElement): HTMLElement {
  const [row] = bodyRows(table);
  if (!row) throw new Error('no rows');
  return row;
}

describe('the CA tab', () => {
  it('shows the counters and the applications 5 to a page', async () => {
    const { table, user } = await openCa();
    expect(counter('Pending')).toHaveTextContent('Pending7');
    expect(counter('Accepted')).toHaveTextContent('Accepted1');
    expect(counter('Rejected')).toHaveTextContent('Rejected1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Username', 'College', 'Year', 'Status', 'Applied', 'Actions']);
    expect(bodyRows(table)).toHaveLength(5);
    expect(
      within(firstRow(table))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['Applicant 1', 'applicant1', 'NIT Patna', 'Second Year', 'pending', '12 Jan 2025']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(4);
  });

  it('filters by status and restarts paging at page 1', async () => {
    const { table, user } = await openCa();
    const filters = screen.getByRole('group', { name: 'Filter applications' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Pending', 'Accepted', 'Rejected']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Pending' }));
    expect(within(filters).getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/ca/all-applications').at(-1)?.query.get('status')).toBe('pending');

    await user.click(within(filters).getByRole('button', { name: 'Accepted' }));
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(1);
    });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(table).getByText('Applicant 8')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'All' }));
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(5);
    });
    expect(api.callsTo('GET', '/ca/all-applications').at(-1)?.query.has('status')).toBe(false);
  });

  it('offers Approve and Reject for pending applications, View only for others', async () => {
    const { table, user } = await openCa();
    const pendingRow = firstRow(table);
    expect(within(pendingRow).getByRole('button', { name: 'Approve: Applicant 1' })).toBeVisible();
    expect(within(pendingRow).getByRole('button', { name: 'Reject: Applicant 1' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const acceptedRow = within(table).getByText('Applicant 8').closest('tr') as HTMLElement;
    expect(
      within(acceptedRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);

    await user.click(within(acceptedRow).getByRole('button', { name: 'View: Applicant 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Application Details' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Full name')).toBe('Applicant 8');
    expect(value('Email')).toBe('applicant8@example.org');
    expect(value('Alternative email')).toBe('—');
    expect(value('Phone number')).toBe('9876543210');
    expect(value('College address')).toBe('Ashok Rajpath, Patna, Bihar');
    expect(value('Roll number')).toBe('22CS8');
    expect(value('Position of responsibility')).toBe('Cultural secretary');
    expect(value('How did you know')).toBe('Instagram');
    expect(value('Application statement')).toBe('I organise events in my college.');
    expect(value('Status')).toBe('accepted');
    expect(value('Reviewed by')).toBe('boss <boss@example.org>');
    expect(value('Referral code')).toBe('CA-8XYZ');
  });

  it('approves, says so and loads the list again', async () => {
    const { table, user } = await openCa();
    const loads = api.callsTo('GET', '/ca/all-applications').length;
    await user.click(within(table).getByRole('button', { name: 'Approve: Applicant 1' }));
    await waitFor(() => {
      expect(api.callsTo('GET', '/ca/all-applications').length).toBe(loads + 1);
    });
    expect(api.callsTo('PUT', '/ca/app1/accept')).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Application accepted');
    await waitFor(() => {
      expect(counter('Accepted')).toHaveTextContent('Accepted2');
    });
    expect(counter('Pending')).toHaveTextContent('Pending6');
  });

  it('rejects from the detail dialog', async () => {
    const { table, user } = await openCa();
    await user.click(within(table).getByRole('button', { name: 'View: Applicant 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Application Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('PUT', '/ca/app1/reject')).toHaveLength(1);
    await waitFor(() => {
      expect(counter('Rejected')).toHaveTextContent('Rejected2');
    });
  });

  it('logs a failed decision to the console, toasts it and still reloads', async () => {
    api.on('PUT', '/ca/app2/accept', () =>
      jsonResponse({ success: false, message: 'Application already reviewed' }, 409),
    );
    const { table, user } = await openCa();
    const loads = api.callsTo('GET', '/ca/all-applications').length;
    await user.click(within(table).getByRole('button', { name: 'Approve: Applicant 2' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Application already reviewed');
    });
    expect(console.error).toHaveBeenCalledWith(
      'Failed to approve the application',
      expect.anything(),
    );
    await waitFor(() => {
      expect(api.callsTo('GET', '/ca/all-applications').length).toBe(loads + 1);
    });
  });
});
