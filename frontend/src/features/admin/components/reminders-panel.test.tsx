import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Reminders, RemindersResponse } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import {
  mockApi,
  openedSection,
  renderPortal,
  sectionLink,
  type MockApi,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const MATCH_EVE = "The day before a team's first match: its time and venue";
const FEST_EVE = 'The day before the fest: where to report and what to bring';

/** The settings as stored on the server. */
const STORED: Reminders = {
  matchEve: true,
  festEve: false,
  time: '18:00',
  firstDay: '2026-02-20',
  bring: 'College ID',
  report: '',
};

let api: MockApi;
/** What GET /admin/reminders answers. */
let stored: RemindersResponse;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  stored = { success: true, reminders: STORED, sent: { matchEve: 12, festEve: 1 } };
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/announcements', () => ({ success: true, announcements: [] }));
  api.on('GET', '/admin/reminders', () => stored);
  // The certificates' panel at the end of the section (its own tests: certificates-panel.test.tsx).
  api.on('GET', '/admin/certificates', () => ({
    success: true,
    counts: { participation: 0, merit: 0, ca: 0, revoked: 0 },
    eligible: { participation: 0, merit: 0, ca: 0, revoked: 0 },
    certificates: [],
    total: 0,
  }));
});

async function openTab() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Announcements'));
  expect(await openedSection('Announcements')).toBeInTheDocument();
  return view;
}

/** The Reminders section, once its settings have loaded. */
async function panel() {
  const section = await screen.findByRole('region', { name: 'Reminders' });
  await within(section).findByRole('button', { name: 'Save reminders' });
  return within(section);
}

describe('the reminders (Announcements section)', () => {
  it('shows the settings stored and how many reminders were sent', async () => {
    await openTab();
    const p = await panel();
    expect(p.getByRole('checkbox', { name: MATCH_EVE })).toBeChecked();
    expect(p.getByRole('checkbox', { name: FEST_EVE })).not.toBeChecked();
    const time = p.getByLabelText('Sent at (India time)');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toHaveValue('18:00');
    expect(time).toHaveAccessibleDescription('On the day before, India time (IST), as HH:MM.');
    const firstDay = p.getByLabelText("The fest's first day");
    expect(firstDay).toHaveAttribute('type', 'date');
    expect(firstDay).toHaveValue('2026-02-20');
    const report = p.getByRole('textbox', { name: 'Where to report' });
    expect(report).toHaveValue('');
    // The longest text is the shared rules' (1000 characters).
    expect(report).toHaveAttribute('maxLength', '1000');
    expect(report).toHaveAccessibleDescription(
      'Needed for the reminder before the fest. At most 1,000 characters.',
    );
    const bring = p.getByRole('textbox', { name: 'What to bring' });
    expect(bring).toHaveValue('College ID');
    expect(bring).toHaveAttribute('maxLength', '1000');
    expect(
      p.getByText(
        'Sent so far: 12 teams reminded of their first match · 1 person reminded of the fest.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/reminders')).toHaveLength(1);
  });

  it('saves exactly the values typed, says so, and shows what the server answered', async () => {
    api.on('PUT', '/admin/reminders', ({ body }) => {
      stored = { success: true, reminders: body as Reminders, sent: { matchEve: 14, festEve: 0 } };
      return stored;
    });
    const { user } = await openTab();
    const p = await panel();
    await user.click(p.getByRole('checkbox', { name: MATCH_EVE }));
    await user.click(p.getByRole('checkbox', { name: FEST_EVE }));
    fireEvent.change(p.getByLabelText('Sent at (India time)'), { target: { value: '07:30' } });
    fireEvent.change(p.getByLabelText("The fest's first day"), { target: { value: '2026-03-05' } });
    await user.type(
      p.getByRole('textbox', { name: 'Where to report' }),
      'Main gate, by 8 am.{Enter}Ask at the desk.',
    );
    const bring = p.getByRole('textbox', { name: 'What to bring' });
    await user.clear(bring);
    await user.type(bring, 'Aadhaar and college ID');
    await user.click(p.getByRole('button', { name: 'Save reminders' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Reminders saved.');
    });
    expect(api.callsTo('PUT', '/admin/reminders').map((c) => c.body)).toEqual([
      {
        matchEve: false,
        festEve: true,
        time: '07:30',
        firstDay: '2026-03-05',
        report: 'Main gate, by 8 am.\nAsk at the desk.',
        bring: 'Aadhaar and college ID',
      },
    ]);
    // The counts are the answer's; the form keeps what was saved.
    expect(
      await p.findByText(
        'Sent so far: 14 teams reminded of their first match · 0 people reminded of the fest.',
      ),
    ).toBeInTheDocument();
    expect(p.getByRole('checkbox', { name: FEST_EVE })).toBeChecked();
    expect(p.getByLabelText('Sent at (India time)')).toHaveValue('07:30');
    expect(p.getByRole('textbox', { name: 'What to bring' })).toHaveValue('Aadhaar and college ID');
  });

  it('cannot be saved twice while saving', async () => {
    let release: () => void = () => undefined;
    api.on(
      'PUT',
      '/admin/reminders',
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve(stored);
          };
        }),
    );
    const { user } = await openTab();
    const p = await panel();
    await user.click(p.getByRole('button', { name: 'Save reminders' }));
    const busy = await p.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Reminders saved.');
    });
    expect(p.getByRole('button', { name: 'Save reminders' })).toBeEnabled();
    expect(api.callsTo('PUT', '/admin/reminders')).toHaveLength(1);
  });

  it("shows the server's refusal (422) at its field, focuses it, and keeps what was typed", async () => {
    const message = 'Say where people report, at most 1000 characters.';
    api.on('PUT', '/admin/reminders', () =>
      jsonResponse({ success: false, message, errors: { report: [message] } }, 422),
    );
    const { user } = await openTab();
    const p = await panel();
    await user.click(p.getByRole('checkbox', { name: FEST_EVE }));
    await user.click(p.getByRole('button', { name: 'Save reminders' }));

    const report = p.getByRole('textbox', { name: 'Where to report' });
    await waitFor(() => {
      expect(report).toHaveFocus();
    });
    expect(report).toHaveAttribute('aria-invalid', 'true');
    expect(report).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(p.queryByRole('alert')).not.toBeInTheDocument(); // said once, at its field
    expect(notify.success).not.toHaveBeenCalled();
    expect(p.getByRole('checkbox', { name: FEST_EVE })).toBeChecked();

    // Typing there clears it.
    await user.type(report, 'Main gate');
    expect(report).not.toHaveAttribute('aria-invalid');
    expect(p.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows a refusal of the time at the time', async () => {
    const message = 'Give the time as HH:MM (India time), for example 18:00.';
    api.on('PUT', '/admin/reminders', () =>
      jsonResponse({ success: false, message, errors: { time: [message] } }, 422),
    );
    const { user } = await openTab();
    const p = await panel();
    const time = p.getByLabelText('Sent at (India time)');
    fireEvent.change(time, { target: { value: '' } });
    await user.click(p.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => {
      expect(time).toHaveAttribute('aria-invalid', 'true');
    });
    expect(time).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(api.callsTo('PUT', '/admin/reminders')[0]?.body).toEqual({ ...STORED, time: '' });
  });

  it('says why when saving fails otherwise', async () => {
    api.on('PUT', '/admin/reminders', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    const { user } = await openTab();
    const p = await panel();
    await user.click(p.getByRole('button', { name: 'Save reminders' }));
    expect(await p.findByRole('alert')).toHaveTextContent('Database down');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows a failure to load with Try again, which loads them again', async () => {
    let fail = true;
    api.on('GET', '/admin/reminders', () =>
      fail ? jsonResponse({ success: false, message: 'Database down' }, 500) : stored,
    );
    const { user } = await openTab();
    const section = await screen.findByRole('region', { name: 'Reminders' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The reminders could not be loaded: Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('checkbox', { name: MATCH_EVE })).toBeChecked();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
