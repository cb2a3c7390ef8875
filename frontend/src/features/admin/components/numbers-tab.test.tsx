import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FestNumbersResponse } from '@/lib/api-types';
import { formatTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';

import { NUMBERS_REFRESH_MS } from '../api/get-fest-numbers';
import {
  mockApi,
  NOT_FOUND,
  querySectionLink,
  renderPortal,
  sectionLink,
  type MockApi,
} from '../testing/mock-api';
// The section's lazy module, loaded up front so that a busy machine does not run the first test out
// of time while it loads.
import './numbers-tab';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const numbers: FestNumbersResponse = {
  success: true,
  takenAt: '2026-02-20T18:20:00Z',
  gates: {
    checkedIn: 1234,
    passes: 2000,
    duplicates: 7,
    events: [
      { event: 'football', title: 'Football', checkedIn: 1200, passes: 1800, duplicates: 6 },
      { event: 'chess', title: 'Chess', checkedIn: 34, passes: 200, duplicates: 1 },
    ],
    gates: [
      { gate: 'North', checkedIn: 1000, duplicates: 2 },
      { gate: 'South', checkedIn: 234, duplicates: 5 },
    ],
    hours: [
      { start: '2026-02-20T17:30:00Z', date: '2026-02-20', hour: 23, checkedIn: 1000 },
      { start: '2026-02-20T18:30:00Z', date: '2026-02-21', hour: 0, checkedIn: 234 },
    ],
  },
  hostel: {
    checkedIn: 3,
    guests: 12,
    blocks: [
      { block: 'Men', checkedIn: 3, guests: 10 },
      { block: 'Women', checkedIn: 0, guests: 2 },
    ],
    hours: [{ start: '2026-02-20T12:30:00Z', date: '2026-02-20', hour: 18, checkedIn: 3 }],
  },
};

const nothing: FestNumbersResponse = {
  success: true,
  takenAt: '2026-02-20T04:00:00Z',
  gates: { checkedIn: 0, passes: 0, duplicates: 0, events: [], gates: [], hours: [] },
  hostel: {
    checkedIn: 0,
    guests: 0,
    blocks: [
      { block: 'Men', checkedIn: 0, guests: 0 },
      { block: 'Women', checkedIn: 0, guests: 0 },
    ],
    hours: [],
  },
};

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/numbers', () => numbers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
});

afterEach(() => {
  vi.useRealTimers();
});

async function openNumbers() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Numbers'));
  await screen.findByRole('heading', { name: 'At the gates' }, { timeout: 5_000 });
  return view;
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => Array.from(r.children).map((c) => c.textContent));

describe('the Numbers section', () => {
  it('shows checked in against passes, by event, gate, hour and the hostel desk', async () => {
    await openNumbers();
    expect(screen.getByTestId('numbers-checked-in')).toHaveTextContent('1,234');
    expect(screen.getByText('1,234 of 2,000 (62%)')).toBeVisible();
    expect(screen.getByTestId('numbers-passes')).toHaveTextContent('2,000');
    expect(screen.getByTestId('numbers-duplicates')).toHaveTextContent('7');
    expect(screen.getByTestId('numbers-live')).toHaveTextContent(
      `Updated ${formatTime(numbers.takenAt)}`,
    );
    // Each headline is a list item named by its label, for screen readers.
    expect(screen.getByRole('listitem', { name: 'Checked in now' })).toHaveTextContent('1,234');

    expect(rows('Checked in by event')).toEqual([
      ['Event', 'Checked in', 'Passes', 'Share', 'Duplicate scans'],
      ['Football', '1,200', '1,800', '67%', '6'],
      ['Chess', '34', '200', '17%', '1'],
    ]);
    expect(rows('Checked in by gate')).toEqual([
      ['Gate', 'Checked in', 'Duplicate scans'],
      ['North', '1,000', '2'],
      ['South', '234', '5'],
    ]);
    const hours = within(
      screen.getByRole('list', { name: 'Checked in by hour (India time)' }),
    ).getAllByRole('listitem');
    expect(hours.map((h) => h.textContent.replace(/\s+/g, ' '))).toEqual([
      '20 Feb, 23:00–00:00 1,000 checked in',
      '21 Feb, 00:00–01:00 234 checked in',
    ]);

    expect(screen.getByTestId('numbers-hostel-checked-in')).toHaveTextContent('3');
    expect(screen.getByTestId('numbers-hostel-guests')).toHaveTextContent('12');
    expect(rows('Checked in by hostel block')).toEqual([
      ['Block', 'Checked in', 'Guests', 'Share'],
      ["Men's block", '3', '10', '30%'],
      ["Women's block", '0', '2', '0%'],
    ]);
    expect(
      within(
        screen.getByRole('list', { name: 'Hostel check-ins by hour (India time)' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('asks for the numbers again on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openNumbers();
    const before = api.callsTo('GET', '/admin/numbers').length;
    api.on('GET', '/admin/numbers', () => ({
      ...numbers,
      takenAt: '2026-02-20T18:21:00Z',
      gates: { ...numbers.gates, checkedIn: 1235 },
    }));
    await act(() => vi.advanceTimersByTimeAsync(NUMBERS_REFRESH_MS));
    await waitFor(() => {
      expect(screen.getByTestId('numbers-checked-in')).toHaveTextContent('1,235');
    });
    expect(screen.getByTestId('numbers-live')).toHaveTextContent(
      `Updated ${formatTime('2026-02-20T18:21:00Z')}`,
    );
    expect(api.callsTo('GET', '/admin/numbers').length).toBeGreaterThan(before);
  });

  it('says when nothing is issued yet', async () => {
    api.on('GET', '/admin/numbers', () => nothing);
    await openNumbers();
    expect(screen.getByTestId('numbers-checked-in')).toHaveTextContent('0');
    expect(
      screen.getByText(
        'No passes have been issued yet: they are made when a registration is paid.',
      ),
    ).toBeVisible();
    expect(screen.getByText('No hostel stays are booked yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the last numbers when a refresh fails, and can try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openNumbers();
    api.on('GET', '/admin/numbers', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    await act(() => vi.advanceTimersByTimeAsync(NUMBERS_REFRESH_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.getByTestId('numbers-live')).toHaveAttribute('data-live', 'false');
    expect(screen.getByTestId('numbers-checked-in')).toHaveTextContent('1,234');

    api.on('GET', '/admin/numbers', () => numbers);
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(screen.getByTestId('numbers-live')).toHaveAttribute('data-live', 'true');
  });

  it('says when the numbers cannot be loaded at all', async () => {
    api.on('GET', '/admin/numbers', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    const { user } = await renderPortal('admin');
    await user.click(sectionLink('Numbers'));
    const message = await screen.findByText('Database down', {}, { timeout: 5_000 });
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.queryByTestId('numbers-live')).not.toBeInTheDocument();
    expect(screen.queryByTestId('numbers-checked-in')).not.toBeInTheDocument();
  });

  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Numbers')).not.toBeInTheDocument();
  });

  it('shows moderators who open its address the not-found page', async () => {
    await renderPortal('moderator', '/admin/numbers');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the fest’s numbers in Hindi, and back', async () => {
    await openNumbers();
    await act(() => activateLanguage('hi'));

    expect(screen.getByRole('heading', { name: 'गेट पर' })).toBeVisible();
    expect(screen.getByText('2,000 में से 1,234 (62%)')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'अभी तक चेक-इन' })).toHaveTextContent('1,234');
    expect(rows('इवेंट के हिसाब से चेक-इन')[0]).toEqual([
      'इवेंट',
      'चेक-इन',
      'पास',
      'हिस्सा',
      'दोबारा हुए स्कैन',
    ]);
    expect(rows('हॉस्टल ब्लॉक के हिसाब से चेक-इन')[1]?.[0]).toBe('पुरुष ब्लॉक');
    const hours = within(
      screen.getByRole('list', { name: 'घंटे के हिसाब से चेक-इन (भारत का समय)' }),
    ).getAllByRole('listitem');
    expect(hours[0]?.textContent.replace(/\s+/g, ' ')).toBe('20 फ़र॰, 23:00–00:00 1,000 चेक-इन');

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { name: 'At the gates' })).toBeVisible();
  });
});
