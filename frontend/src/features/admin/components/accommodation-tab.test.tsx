import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminAccommodationResponse, AdminBookingView } from '@/lib/api-types';
import { saveFile } from '@/lib/save-file';
import { activateLanguage } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import {
  mockApi,
  renderPortal,
  type MockApi,
  sectionLink,
  querySectionLink,
  openedSection,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const RULES: AdminAccommodationResponse['rules'] = {
  firstCheckIn: '2025-02-17',
  lastCheckIn: '2025-02-21',
  lastDay: '2025-02-22',
  maxNights: 5,
  pricePerNightPaise: 30000,
  beds: { Men: 200, Women: 120 },
};

function booking(n: number, overrides: Partial<AdminBookingView> = {}): AdminBookingView {
  return {
    id: `booking${n}`,
    registrationId: `reg${n}`,
    event: 'football',
    block: 'Men',
    checkIn: '2025-02-19',
    checkOut: '2025-02-22',
    nights: 3,
    guests: ['Asha K.', 'Ravi K.'].map((name, i) => ({
      passId: `pass${n}${i}`,
      name,
      role: 'players',
      roleTitle: 'Player',
      checkedInAt: null,
    })),
    status: 'paid',
    pricePerNightPaise: 30000,
    amount: 162000,
    originalAmount: 180000,
    discount: 18000,
    couponCode: 'STAY10',
    paymentMode: 'sandbox',
    paymentId: `pay_${n}`,
    expiresAt: null,
    paidAt: '2025-02-01T10:00:00Z',
    cancelledAt: null,
    refundStatus: null,
    refundAmount: null,
    createdAt: '2025-02-01T09:58:00Z',
    ownerName: `Owner ${n}`,
    ownerEmail: `owner${n}@example.org`,
    team: 'IIT Patna',
    flagReason: null,
    ...overrides,
  };
}

let api: MockApi;
let answer: AdminAccommodationResponse;

beforeEach(() => {
  for (const fn of Object.values(notify)) vi.mocked(fn).mockClear();
  vi.mocked(saveFile).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  answer = {
    success: true,
    rules: RULES,
    nights: [
      { date: '2025-02-19', taken: { Men: 2, Women: 0 }, bedsLeft: { Men: 198, Women: 120 } },
      { date: '2025-02-20', taken: { Men: 2, Women: 5 }, bedsLeft: { Men: 198, Women: 115 } },
    ],
    bookings: [
      booking(1),
      booking(2, {
        block: 'Women',
        status: 'awaiting_payment',
        paymentMode: 'offline',
        paidAt: null,
        paymentId: null,
        discount: null,
        originalAmount: null,
        couponCode: null,
        amount: 180000,
        ownerName: 'Owner 2',
        team: 'NIT Patna',
      }),
      booking(3, { status: 'expired', ownerEmail: 'owner3@example.org' }),
    ],
  };
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/accommodation', () => answer);
});

async function openTab() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Accommodation'));
  expect(await openedSection('Accommodation')).toBeInTheDocument();
  return view;
}

const bookingsTable = () => screen.findByRole('table', { name: 'Bookings' });
const rowOf = async (text: string) =>
  (await within(await bookingsTable()).findByText(text)).closest('tr') as HTMLElement;

describe('the Accommodation tab (admins only)', () => {
  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Accommodation')).not.toBeInTheDocument();
  });

  it('shows the beds taken and left in each block every night', async () => {
    await openTab();
    const beds = await screen.findByRole('table', { name: 'Beds per night' });
    const rows = within(beds)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((c) => c.textContent));
    expect(rows[0]).toEqual(['Night', 'Men taken', 'Men left', 'Women taken', 'Women left']);
    expect(rows[2]).toEqual(['20 Feb', '2', '198', '5', '115']);
  });

  it('lists the bookings with their owner, team, stay, guests, amount and status', async () => {
    await openTab();
    const row = await rowOf('owner1@example.org');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Owner 1owner1@example.org',
      'IIT Patna',
      'Football',
      'Men',
      '19 Feb – 22 Feb (3 nights)',
      '2: Asha K., Ravi K.',
      'Rs. 1620STAY10 −Rs. 180 of Rs. 1800',
    ]);
    expect(cells[7]).toBe('paid');
    // Refund for the paid one, Mark paid for the one awaiting an offline payment, nothing for the
    // expired one.
    expect(within(row).getByRole('button', { name: 'Refund: owner1@example.org' })).toBeVisible();
    const offline = await rowOf('owner2@example.org');
    expect(
      within(offline).getByRole('button', { name: 'Mark paid: owner2@example.org' }),
    ).toBeVisible();
    expect(within(await rowOf('owner3@example.org')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by block and night', async () => {
    const { user } = await openTab();
    await bookingsTable();
    await user.selectOptions(screen.getByLabelText('Block'), 'Women');
    await user.selectOptions(screen.getByLabelText('Night'), '2025-02-20');
    await waitFor(() => {
      const last = api.callsTo('GET', '/admin/accommodation').at(-1);
      expect(last?.query.get('block')).toBe('Women');
      expect(last?.query.get('night')).toBe('2025-02-20');
    });
    expect(api.callsTo('GET', '/admin/accommodation')[0]?.query.toString()).toBe('');
  });

  it('refunds a paid booking with a reason, then loads the bookings again', async () => {
    api.on('POST', '/admin/accommodation/booking1/refund', () => {
      answer = {
        ...answer,
        bookings: [booking(1, { status: 'cancelled', refundStatus: 'pending' })],
      };
      return {
        success: true,
        booking: booking(1, { status: 'cancelled', refundStatus: 'pending' }),
      };
    });
    const { user } = await openTab();
    const row = await rowOf('owner1@example.org');
    await user.click(within(row).getByRole('button', { name: 'Refund: owner1@example.org' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund the stay booked by owner1@example.org?',
    });
    expect(dialog).toHaveTextContent(
      'The booking is cancelled and Rs. 1620 is refunded in full. Its 2 beds are given back.',
    );
    // A reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the reason for this decision.',
    );
    expect(api.callsTo('POST', '/admin/accommodation/booking1/refund')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Team left');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/accommodation/booking1/refund')[0]?.body).toEqual({
      reason: 'Team left',
    });
    expect(notify.success).toHaveBeenCalledWith('Booking refunded');
    const after = await rowOf('owner1@example.org');
    await waitFor(() => {
      expect(within(after).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    });
  });

  it('shows a refused refund under the reason', async () => {
    api.on('POST', '/admin/accommodation/booking1/refund', () =>
      jsonResponse(
        { success: false, message: 'There is nothing to refund for this booking.' },
        409,
      ),
    );
    const { user } = await openTab();
    const row = await rowOf('owner1@example.org');
    await user.click(within(row).getByRole('button', { name: 'Refund: owner1@example.org' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Why');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is nothing to refund for this booking.',
    );
  });

  it('marks an offline booking paid after asking', async () => {
    api.on('POST', '/admin/accommodation/booking2/mark-paid', () => ({
      success: true,
      booking: booking(2, { status: 'paid' }),
    }));
    const { user } = await openTab();
    const row = await rowOf('owner2@example.org');
    await user.click(within(row).getByRole('button', { name: 'Mark paid: owner2@example.org' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the stay booked by owner2@example.org as paid?',
    });
    expect(dialog).toHaveTextContent('Rs. 1800.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      expect(api.callsTo('POST', '/admin/accommodation/booking2/mark-paid')).toHaveLength(1);
    });
    expect(notify.success).toHaveBeenCalledWith('Booking marked as paid');
  });

  it('downloads the guest list as CSV and as Excel', async () => {
    api.on('GET', '/admin/accommodation/export', (call) =>
      call.query.get('format') === 'xlsx'
        ? new Response('xlsx-bytes', {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': 'attachment; filename="accommodation-guests.xlsx"',
            },
          })
        : new Response('name,block\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="accommodation-guests.csv"',
            },
          }),
    );
    const { user } = await openTab();
    await bookingsTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('accommodation-guests.csv');
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(2);
    });
    expect(vi.mocked(saveFile).mock.calls[1]?.[1]).toBe('accommodation-guests.xlsx');
    expect(
      api.callsTo('GET', '/admin/accommodation/export').map((c) => c.query.get('format')),
    ).toEqual(['csv', 'xlsx']);
  });

  it('changes the price (typed in rupees, sent in paise) and the beds', async () => {
    api.on('PUT', '/admin/accommodation/settings', () => ({
      success: true,
      rules: { ...RULES, pricePerNightPaise: 35050, beds: { Men: 150, Women: 120 } },
    }));
    const { user } = await openTab();
    await bookingsTable();
    const price = screen.getByLabelText('Price per guest per night (Rs.)');
    expect(price).toHaveAccessibleDescription('Now Rs. 300. In rupees, e.g. 80 or 79.50.');
    const men = screen.getByLabelText('Beds in the men block');
    expect(men).toHaveAccessibleDescription('Now 200 per night.');

    // Nothing typed: nothing to save.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Change the price or the beds first.');

    // What is not an amount or a count is said before anything is sent.
    await user.type(price, 'three hundred');
    await user.type(men, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleDescription(
      'Now Rs. 300. In rupees, e.g. 80 or 79.50. Give the price in rupees, e.g. 80 or 79.50.',
    );
    expect(men).toHaveAccessibleDescription('Now 200 per night. Give a whole number of beds.');
    expect(api.callsTo('PUT', '/admin/accommodation/settings')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '350.50');
    await user.clear(men);
    await user.type(men, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Price and beds saved.');
    });
    expect(api.callsTo('PUT', '/admin/accommodation/settings')[0]?.body).toEqual({
      pricePerNightPaise: 35050,
      beds: { Men: 150 },
    });
  });

  it("shows the server's refusal of a setting at its field", async () => {
    api.on('PUT', '/admin/accommodation/settings', () =>
      jsonResponse(
        {
          success: false,
          message: 'Invalid settings',
          errors: { 'beds.Women': ['Give 0 to 100000 beds.'] },
        },
        422,
      ),
    );
    const { user } = await openTab();
    await bookingsTable();
    const women = screen.getByLabelText('Beds in the women block');
    await user.type(women, '999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(women).toHaveAccessibleDescription('Now 120 per night. Give 0 to 100000 beds.');
    });
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the beds, the bookings and the price form in Hindi, and back', async () => {
    await openTab();
    await bookingsTable();
    await act(() => activateLanguage('hi'));

    const beds = screen.getByRole('table', { name: 'हर रात के बेड' });
    expect(
      within(beds)
        .getAllByRole('row')
        .map((row) => Array.from(row.children).map((c) => c.textContent))[0],
    ).toEqual(['रात', 'पुरुष भरे', 'पुरुष बचे', 'महिला भरे', 'महिला बचे']);
    const bookings = screen.getByRole('table', { name: 'बुकिंग' });
    const row = within(bookings).getByText('owner1@example.org').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹1,620');
    expect(row).toHaveTextContent('(3 रातें)');
    expect(within(row).getByText('पेड')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'दोनों ब्लॉक' })).toBeInTheDocument();
    expect(screen.getByLabelText('पुरुष ब्लॉक में बेड')).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('table', { name: 'Bookings' })).toBeInTheDocument();
  });
});
