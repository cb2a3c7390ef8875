import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CouponView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';
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

let api: MockApi;
/** What GET /admin/coupons answers. */
let coupons: CouponView[];

const coupon = (n: number, overrides: Partial<CouponView> = {}): CouponView => ({
  id: `coupon${n}`,
  code: `CODE${n}`,
  kind: 'percent',
  value: 10,
  appliesTo: 'registration',
  events: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  perUser: null,
  uses: 0,
  createdBy: 'me0000000000000000000001',
  createdAt: '2026-02-20T06:00:00Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  coupons = [];
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/coupons', () => ({ success: true, coupons }));
});

async function openTab() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Discount codes'));
  expect(await openedSection('Discount codes')).toBeInTheDocument();
  return view;
}

const table = () => screen.findByRole('table', { name: 'Discount codes' });

async function openForm() {
  const view = await openTab();
  await table();
  await view.user.click(screen.getByRole('button', { name: 'New code' }));
  const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
  return { ...view, dialog };
}

describe('the Discount codes tab (admins only)', () => {
  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Discount codes')).not.toBeInTheDocument();
  });

  it('says it is loading, then lists every code with its terms', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.on(
      'GET',
      '/admin/coupons',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await openTab();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer(
      jsonResponse({
        success: true,
        coupons: [
          coupon(1, {
            code: 'WELCOME10',
            uses: 3,
            maxUses: 50,
            perUser: 1,
            validFrom: '2026-02-01T04:30:00Z',
            validTo: '2026-03-01T18:29:00Z',
          }),
          coupon(2, {
            code: 'FLAT500',
            kind: 'fixed',
            value: 50000,
            appliesTo: 'both',
            events: ['football', 'chess'],
            uses: 7,
          }),
        ],
      }),
    );
    // Each row's cells' texts: the header row first.
    const rows = within(await table())
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows[0]).toEqual([
      'Code',
      'Discount',
      'Applies to',
      'Events',
      'Valid from',
      'Valid to',
      'Uses',
      'Per user',
      'Created',
    ]);
    const cells = (row: number) => rows[row] ?? [];
    expect(cells(1)).toEqual([
      'WELCOME10',
      '10%',
      'Event registrations',
      'All events',
      formatFestDateTime('2026-02-01T04:30:00Z'),
      formatFestDateTime('2026-03-01T18:29:00Z'),
      '3 / 50',
      '1',
      formatFestDateTime('2026-02-20T06:00:00Z'),
    ]);
    expect(cells(1)[4]).toMatch(/IST$/);
    expect(cells(2)).toEqual([
      'FLAT500',
      'Rs. 500',
      'Both',
      'Football, Chess',
      'At once',
      'No end',
      '7 / No limit',
      'No limit',
      formatFestDateTime('2026-02-20T06:00:00Z'),
    ]);
  });

  it('says when there are no codes yet', async () => {
    await openTab();
    expect(await within(await table()).findByText('No discount codes yet.')).toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the list again', async () => {
    let fail = true;
    api.on('GET', '/admin/coupons', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database down' }, 500)
        : { success: true, coupons: [coupon(1)] },
    );
    const { user } = await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findByText('CODE1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a new discount code', () => {
  it('offers every field, with the unit of the value beside it', async () => {
    const { user, dialog } = await openForm();
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(d.getByRole('combobox', { name: 'Kind' })).toHaveValue('percent');
    expect(d.getByRole('textbox', { name: 'Value (%)' })).toBeInTheDocument();
    await user.selectOptions(d.getByRole('combobox', { name: 'Kind' }), 'fixed');
    expect(d.getByRole('textbox', { name: 'Value (Rs.)' })).toHaveAccessibleDescription(
      'In rupees, e.g. 50 or 49.50 (sent to the server in paise).',
    );
    expect(d.getByRole('combobox', { name: 'Applies to' })).toHaveValue('registration');
    const events = d.getByRole('group', { name: 'Events' });
    expect(within(events).getByRole('checkbox', { name: 'Football' })).not.toBeChecked();
    expect(within(events).getByRole('checkbox', { name: 'Chess' })).toBeInTheDocument();
    expect(d.getByLabelText('Valid from')).toHaveAttribute('type', 'datetime-local');
    expect(d.getByLabelText('Valid to')).toHaveAttribute('type', 'datetime-local');
    expect(d.getByRole('spinbutton', { name: 'Max uses' })).toBeInTheDocument();
    expect(d.getByRole('spinbutton', { name: 'Per user' })).toBeInTheDocument();

    // Escape closes it, and the focus goes back to New code.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toHaveFocus();
  });

  it('creates a fixed code in paise with its events, window and limits; the list refreshes', async () => {
    api.on('POST', '/admin/coupons', ({ body }) => {
      const made = coupon(9, { ...(body as Partial<CouponView>), code: 'FLAT499' });
      coupons = [made, ...coupons];
      return jsonResponse({ success: true, coupon: made }, 201);
    });
    const { user, dialog } = await openForm();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Code' }), 'flat499');
    await user.selectOptions(d.getByRole('combobox', { name: 'Kind' }), 'fixed');
    await user.type(d.getByRole('textbox', { name: 'Value (Rs.)' }), '499.50');
    await user.selectOptions(d.getByRole('combobox', { name: 'Applies to' }), 'both');
    await user.click(d.getByRole('checkbox', { name: 'Football' }));
    await user.click(d.getByRole('checkbox', { name: 'Chess' }));
    await user.click(d.getByRole('checkbox', { name: 'Football' }));
    fireEvent.change(d.getByLabelText('Valid from'), { target: { value: '2026-03-01T10:00' } });
    fireEvent.change(d.getByLabelText('Valid to'), { target: { value: '2026-03-10T18:30' } });
    await user.type(d.getByRole('spinbutton', { name: 'Max uses' }), '100');
    await user.type(d.getByRole('spinbutton', { name: 'Per user' }), '1');
    await user.click(d.getByRole('button', { name: 'Create code' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Discount code FLAT499 created.');
    });
    expect(api.callsTo('POST', '/admin/coupons').map((c) => c.body)).toEqual([
      {
        code: 'flat499',
        kind: 'fixed',
        value: 49950,
        appliesTo: 'both',
        events: ['chess'],
        validFrom: '2026-03-01T04:30:00Z',
        validTo: '2026-03-10T13:00:00Z',
        maxUses: 100,
        perUser: 1,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(await table()).findByText('FLAT499')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/coupons').length).toBeGreaterThanOrEqual(2);
  });

  it('sends a percentage as it is, and leaves out what is left blank', async () => {
    api.on('POST', '/admin/coupons', () =>
      jsonResponse({ success: true, coupon: coupon(3, { code: 'TEN' }) }, 201),
    );
    const { user, dialog } = await openForm();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Code' }), ' TEN ');
    await user.type(d.getByRole('textbox', { name: 'Value (%)' }), '10');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Discount code TEN created.');
    });
    expect(api.callsTo('POST', '/admin/coupons')[0]?.body).toEqual({
      code: 'TEN',
      kind: 'percent',
      value: 10,
      appliesTo: 'registration',
    });
  });

  it('checks the value with the shared rules before sending it', async () => {
    const { user, dialog } = await openForm();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Code' }), 'HALF');
    const value = d.getByRole('textbox', { name: 'Value (%)' });
    await user.type(value, '150');
    await user.click(d.getByRole('button', { name: 'Create code' }));
    // The form checks its values with the shared rules, which may still be loading: wait for the verdict.
    await waitFor(() => {
      expect(value).toHaveAttribute('aria-invalid', 'true');
    });
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining('A percentage is a whole number from 1 to 100.') as string,
    );
    expect(value).toHaveFocus();
    await user.selectOptions(d.getByRole('combobox', { name: 'Kind' }), 'fixed');
    const rupees = d.getByRole('textbox', { name: 'Value (Rs.)' });
    await user.clear(rupees);
    await user.type(rupees, 'lots');
    await user.click(d.getByRole('button', { name: 'Create code' }));
    await waitFor(() => {
      expect(rupees).toHaveAccessibleDescription(
        expect.stringContaining('Give the amount in rupees, e.g. 50 or 49.50.') as string,
      );
    });
    expect(api.callsTo('POST', '/admin/coupons')).toHaveLength(0);
  });

  it("shows the server's field errors (422) at their fields and focuses the first", async () => {
    api.on('POST', '/admin/coupons', () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: {
            code: ['A code is 3 to 32 letters, digits, - or _.'],
            'events[0]': ['Unknown event'],
            validTo: ['The end of the validity must come after its start.'],
            maxUses: ['Give 1 to 1000000, or leave it out for no limit.'],
          },
        },
        422,
      ),
    );
    const { user, dialog } = await openForm();
    const d = within(dialog);
    const code = d.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'a b');
    await user.type(d.getByRole('textbox', { name: 'Value (%)' }), '5');
    await user.click(d.getByRole('checkbox', { name: 'Chess' }));
    await user.click(d.getByRole('button', { name: 'Create code' }));

    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('A code is 3 to 32 letters, digits, - or _.') as string,
    );
    expect(d.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      expect.stringContaining('Unknown event') as string,
    );
    expect(d.getByLabelText('Valid to')).toHaveAccessibleDescription(
      expect.stringContaining('The end of the validity must come after its start.') as string,
    );
    expect(d.getByRole('spinbutton', { name: 'Max uses' })).toHaveAccessibleDescription(
      expect.stringContaining('Give 1 to 1000000') as string,
    );
    expect(d.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(notify.success).not.toHaveBeenCalled();

    // Editing a field clears its errors only.
    await user.type(code, 'c');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(d.getByLabelText('Valid to')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a code that exists (409) under the code, and the dialog stays', async () => {
    api.on('POST', '/admin/coupons', () =>
      jsonResponse({ success: false, message: 'This code exists already.' }, 409),
    );
    const { user, dialog } = await openForm();
    const d = within(dialog);
    const code = d.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'WELCOME10');
    await user.type(d.getByRole('textbox', { name: 'Value (%)' }), '10');
    await user.click(d.getByRole('button', { name: 'Create code' }));
    await waitFor(() => {
      expect(code).toHaveAttribute('aria-invalid', 'true');
    });
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('This code exists already.') as string,
    );
    expect(code).toHaveFocus();
    expect(d.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Create code' })).toBeEnabled();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the codes, the empty list and the new-code form in Hindi, and back', async () => {
    coupons = [coupon(1, { kind: 'fixed', value: 50000, maxUses: 50, uses: 3 })];
    const { user } = await openTab();
    await table();
    await act(() => activateLanguage('hi'));

    const list = screen.getByRole('table', { name: 'डिस्काउंट कोड' });
    expect(within(list).getByRole('columnheader', { name: 'किस पर लागू' })).toBeInTheDocument();
    expect(within(list).getByText('₹500')).toBeInTheDocument();
    expect(within(list).getByText('इवेंट रजिस्ट्रेशन')).toBeInTheDocument();
    expect(within(list).getByText('सभी इवेंट्स')).toBeInTheDocument();
    expect(within(list).getByText('तुरंत')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'नया कोड' }));
    const dialog = await screen.findByRole('dialog', { name: 'नया डिस्काउंट कोड' });
    expect(within(dialog).getByLabelText('कोड')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'तय रकम' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'कोड बनाएँ' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
  });
});
