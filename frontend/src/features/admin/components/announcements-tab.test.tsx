import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AnnouncementView, Segment } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import {
  mockApi,
  NOT_FOUND,
  openedSection,
  querySectionLink,
  renderPortal,
  sectionLink,
  type MockApi,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

/** A segment with nothing chosen, as the form sends it. */
const NOBODY: Segment = {
  registered: false,
  events: [],
  categories: [],
  colleges: [],
  checkedIn: null,
  waiting: false,
  guests: false,
  roles: [],
};

const announcement = (n: number, overrides: Partial<AnnouncementView> = {}): AnnouncementView => ({
  id: `a${n}`,
  title: `Announcement ${n}`,
  body: `The message of announcement ${n}.`,
  public: false,
  segment: { ...NOBODY, guests: true },
  state: 'sent',
  sendAt: '2026-02-20T04:30:00Z',
  sentAt: '2026-02-20T04:30:05Z',
  recipients: 40,
  deliveries: { queued: 0, sent: 40, failed: 0 },
  createdAt: '2026-02-20T04:30:00Z',
  ...overrides,
});

let api: MockApi;
/** What GET /admin/announcements answers. */
let announcements: AnnouncementView[];

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  announcements = [];
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/announcements', () => ({ success: true, announcements }));
  // The reminders' panel under the list (its own tests: reminders-panel.test.tsx).
  api.on('GET', '/admin/reminders', () => ({
    success: true,
    reminders: {
      matchEve: false,
      festEve: false,
      time: '18:00',
      firstDay: '2026-02-20',
      bring: '',
      report: '',
    },
    sent: { matchEve: 0, festEve: 0 },
  }));
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

/** The list's section, once it has loaded. */
async function list() {
  const section = await screen.findByRole('region', { name: 'All announcements' });
  await waitFor(() => {
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });
  return section;
}

const form = () => screen.getByRole('region', { name: 'New announcement' });
const segment = () => within(form()).getByRole('group', { name: 'Who it is for' });
/** The card of an announcement in the list, by its title. */
const card = (title: string) =>
  screen.getByRole('article', { name: title }).closest('li') as HTMLElement;

describe('the Announcements section (admins only)', () => {
  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Announcements')).not.toBeInTheDocument();
  });

  it('shows the not-found page to a moderator at its address, and asks for nothing', async () => {
    await renderPortal('moderator', '/admin/announcements');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/announcements')).toHaveLength(0);
  });

  it('says when there are no announcements yet', async () => {
    await openTab();
    expect(within(await list()).getByText('No announcements yet.')).toBeInTheDocument();
  });

  it('lists each announcement with its state, time, people, e-mails and who it was for', async () => {
    announcements = [
      announcement(3, {
        title: 'Final schedule',
        state: 'scheduled',
        public: true,
        sendAt: '2026-03-01T12:30:00Z',
        sentAt: null,
        recipients: null,
        deliveries: { queued: 0, sent: 0, failed: 0 },
        segment: {
          ...NOBODY,
          registered: true,
          events: ['football', 'chess'],
          categories: ['Men'],
          colleges: ['IIT Patna'],
          checkedIn: false,
        },
      }),
      announcement(2, {
        title: 'Gates open',
        state: 'sending',
        sentAt: null,
        recipients: 120,
        deliveries: { queued: 100, sent: 18, failed: 2 },
        segment: { ...NOBODY, waiting: true, events: ['football'], roles: ['ca', 'volunteer'] },
      }),
      announcement(1, {
        title: 'Welcome',
        recipients: 1,
        deliveries: { queued: 0, sent: 1, failed: 0 },
      }),
      announcement(0, { title: 'Old news', state: 'cancelled', sentAt: null, recipients: null }),
    ];
    await openTab();
    const section = await list();
    const titles = within(section)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual(['Final schedule', 'Gates open', 'Welcome', 'Old news']);

    const scheduled = card('Final schedule');
    expect(scheduled).toHaveTextContent('Scheduled');
    expect(scheduled).toHaveTextContent(`To be sent${formatFestDateTime('2026-03-01T12:30:00Z')}`);
    expect(scheduled).toHaveTextContent(
      'ForPaid teams: Football, Chess · Men · IIT Patna · not checked in yet. Also on the home page.',
    );
    expect(scheduled).not.toHaveTextContent('Recipients');
    expect(scheduled).not.toHaveTextContent('E-mails');
    expect(
      within(scheduled).getByRole('button', { name: 'Cancel “Final schedule”' }),
    ).toBeInTheDocument();

    const sending = card('Gates open');
    expect(sending).toHaveTextContent('Sending');
    expect(sending).toHaveTextContent('Recipients120 people');
    expect(sending).toHaveTextContent('E-mails18 sent, 100 queued, 2 failed');
    expect(sending).toHaveTextContent('ForPeople waiting for Football; Accounts: CA, Volunteer');
    expect(within(sending).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const sent = card('Welcome');
    expect(sent).toHaveTextContent(`Sent${formatFestDateTime('2026-02-20T04:30:05Z')}`);
    expect(sent).toHaveTextContent('Recipients1 person');
    expect(sent).toHaveTextContent('ForHostel guests');
    expect(within(sent).getByText('The message of announcement 1.')).toBeInTheDocument();

    const cancelled = card('Old news');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent(
      `Was to be sent${formatFestDateTime('2026-02-20T04:30:00Z')}`,
    );
    expect(within(cancelled).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads the list again', async () => {
    let fail = true;
    api.on('GET', '/admin/announcements', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database down' }, 500)
        : { success: true, announcements: [announcement(1)] },
    );
    const { user } = await openTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The announcements could not be loaded: Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('who an announcement is for', () => {
  it('counts the people of the segment chosen; the figure goes when the segment changes', async () => {
    const counts = [12, 1];
    api.on('POST', '/admin/announcements/reach', () => ({ success: true, count: counts.shift() }));
    const { user } = await openTab();
    const group = segment();
    const g = within(group);
    // The teams' narrowing shows once the teams are ticked.
    expect(g.queryByRole('group', { name: 'Events' })).not.toBeInTheDocument();
    await user.click(g.getByRole('checkbox', { name: 'Teams registered and paid' }));
    const events = g.getByRole('group', { name: 'Events' });
    // The events and categories are the shared catalogue's.
    await user.click(within(events).getByRole('checkbox', { name: 'Chess' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Football' }));
    await user.click(
      within(g.getByRole('group', { name: 'Categories' })).getByRole('checkbox', { name: 'Women' }),
    );
    await user.type(g.getByRole('textbox', { name: 'Colleges' }), 'IIT Patna,  nit patna , ');
    await user.click(g.getByRole('radio', { name: 'Checked in (someone of the team)' }));
    await user.click(g.getByRole('checkbox', { name: 'People on a waiting list' }));
    await user.click(g.getByRole('checkbox', { name: 'CA' }));

    await user.click(screen.getByRole('button', { name: 'Count people' }));
    expect(await screen.findByText('Reaches 12 people.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/announcements/reach').map((c) => c.body)).toEqual([
      {
        segment: {
          registered: true,
          events: ['football', 'chess'], // in the catalogue's order, whatever the order ticked
          categories: ['Women'],
          colleges: ['IIT Patna', 'nit patna'],
          checkedIn: true,
          waiting: true,
          guests: false,
          roles: ['ca'],
        },
      },
    ]);

    // Another group: the figure was of the last segment, so it goes until counted again.
    await user.click(g.getByRole('checkbox', { name: 'Hostel guests' }));
    expect(screen.queryByText('Reaches 12 people.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Count people' }));
    expect(await screen.findByText('Reaches 1 person.')).toBeInTheDocument();
    const second = api.callsTo('POST', '/admin/announcements/reach')[1]?.body as {
      segment: Segment;
    };
    expect(second.segment.guests).toBe(true);
  });

  it('says so when nobody is chosen (422)', async () => {
    api.on('POST', '/admin/announcements/reach', () =>
      jsonResponse(
        {
          success: false,
          message: 'Choose who the announcement is for.',
          errors: { segment: ['Choose who the announcement is for.'] },
        },
        422,
      ),
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Count people' }));
    expect(await screen.findByText('Choose who the announcement is for.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/announcements/reach')[0]?.body).toEqual({
      segment: NOBODY,
    });
  });
});

describe('sending an announcement', () => {
  /** Answers POST /admin/announcements with the list, the new one first. */
  function acceptCreate(made: Partial<AnnouncementView> = {}) {
    api.on('POST', '/admin/announcements', ({ body }) => {
      const request = body as { title: string; body: string; public: boolean; segment: Segment };
      announcements = [
        announcement(9, { ...request, state: 'sending', sentAt: null, ...made }),
        ...announcements,
      ];
      return { success: true, announcements };
    });
  }

  it('sends now: the request carries the message and who it is for; the list shows it', async () => {
    announcements = [announcement(1, { title: 'Welcome' })];
    acceptCreate();
    const { user } = await openTab();
    await list();
    const f = within(form());
    await user.type(f.getByRole('textbox', { name: 'Title' }), '  Gates open at 8  ');
    await user.type(
      f.getByRole('textbox', { name: 'Message' }),
      'Bring your pass.{Enter}See you there.',
    );
    await user.click(f.getByRole('checkbox', { name: 'Show on the home page too' }));
    await user.click(f.getByRole('checkbox', { name: 'Hostel guests' }));
    await user.click(f.getByRole('checkbox', { name: 'Volunteer' }));
    expect(f.getByRole('radio', { name: 'Send now' })).toBeChecked();
    await user.click(f.getByRole('button', { name: 'Send announcement' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('The announcement is being sent.');
    });
    expect(api.callsTo('POST', '/admin/announcements').map((c) => c.body)).toEqual([
      {
        title: 'Gates open at 8',
        body: 'Bring your pass.\nSee you there.',
        public: true,
        segment: { ...NOBODY, guests: true, roles: ['volunteer'] },
      },
    ]);
    // The list is the one the server answered with.
    const titles = within(await list())
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual(['Gates open at 8', 'Welcome']);
    // The form is blank again.
    expect(f.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(f.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(f.getByRole('checkbox', { name: 'Hostel guests' })).not.toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Show on the home page too' })).not.toBeChecked();
  });

  it('schedules it at a time typed in India time, sent in UTC', async () => {
    acceptCreate({ state: 'scheduled', sendAt: '2027-03-01T12:30:00Z', recipients: null });
    const { user } = await openTab();
    await list();
    const f = within(form());
    await user.type(f.getByRole('textbox', { name: 'Title' }), 'Finals');
    await user.type(f.getByRole('textbox', { name: 'Message' }), 'The finals start at six.');
    await user.click(f.getByRole('checkbox', { name: 'Teams registered and paid' }));
    await user.click(f.getByRole('radio', { name: 'Send at' }));
    const at = f.getByLabelText('Send at (India time)');
    expect(at).toHaveAttribute('type', 'datetime-local');
    expect(at).toHaveAccessibleDescription('India time (IST).');
    fireEvent.change(at, { target: { value: '2027-03-01T18:00' } });
    await user.click(f.getByRole('button', { name: 'Schedule announcement' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith(
        `The announcement will be sent ${formatFestDateTime('2027-03-01T12:30:00Z')}.`,
      );
    });
    expect(api.callsTo('POST', '/admin/announcements')[0]?.body).toEqual({
      title: 'Finals',
      body: 'The finals start at six.',
      public: false,
      segment: { ...NOBODY, registered: true },
      sendAt: '2027-03-01T12:30:00Z',
    });
    expect(await screen.findByRole('article', { name: 'Finals' })).toHaveTextContent('Scheduled');
    expect(f.getByRole('radio', { name: 'Send now' })).toBeChecked();
  });

  it('asks for a time when Send at has none, and sends nothing', async () => {
    const { user } = await openTab();
    const f = within(form());
    await user.click(f.getByRole('radio', { name: 'Send at' }));
    await user.click(f.getByRole('button', { name: 'Schedule announcement' }));
    const at = f.getByLabelText('Send at (India time)');
    await waitFor(() => {
      expect(at).toHaveFocus();
    });
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(at).toHaveAccessibleDescription('India time (IST). Choose when to send it.');
    expect(api.callsTo('POST', '/admin/announcements')).toHaveLength(0);
  });

  it("shows the server's refusal (422) at its field, focuses it, and keeps what was typed", async () => {
    const refusals: Record<string, string[]>[] = [
      { sendAt: ['The time to send it has passed: choose a later time, or send it now.'] },
      { segment: ['Choose who the announcement is for.'] },
    ];
    api.on('POST', '/admin/announcements', () => {
      const errors = refusals.shift() ?? {};
      const message = Object.values(errors)[0]?.[0];
      return jsonResponse({ success: false, message, errors }, 422);
    });
    const { user } = await openTab();
    const f = within(form());
    await user.type(f.getByRole('textbox', { name: 'Title' }), 'Late');
    await user.type(f.getByRole('textbox', { name: 'Message' }), 'Too late.');
    await user.click(f.getByRole('radio', { name: 'Send at' }));
    const at = f.getByLabelText('Send at (India time)');
    fireEvent.change(at, { target: { value: '2020-01-01T10:00' } });
    await user.click(f.getByRole('button', { name: 'Schedule announcement' }));

    await waitFor(() => {
      expect(at).toHaveFocus();
    });
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(at).toHaveAccessibleDescription(
      expect.stringContaining(
        'The time to send it has passed: choose a later time, or send it now.',
      ) as string,
    );
    expect(f.queryByRole('alert')).not.toBeInTheDocument(); // said once, at its field
    expect(notify.success).not.toHaveBeenCalled();
    expect(f.getByRole('textbox', { name: 'Title' })).toHaveValue('Late');

    // Sent now instead: nobody is chosen.
    await user.click(f.getByRole('radio', { name: 'Send now' }));
    await user.click(f.getByRole('button', { name: 'Send announcement' }));
    await waitFor(() => {
      expect(segment()).toHaveAttribute('aria-invalid', 'true');
    });
    expect(segment()).toHaveAccessibleDescription(
      expect.stringContaining('Choose who the announcement is for.') as string,
    );
    expect(f.getByRole('checkbox', { name: 'Teams registered and paid' })).toHaveFocus();
    // Choosing someone clears it.
    await user.click(f.getByRole('checkbox', { name: 'Hostel guests' }));
    expect(segment()).not.toHaveAttribute('aria-invalid');
  });
});

describe('cancelling an announcement', () => {
  const scheduled = () =>
    announcement(5, {
      title: 'Prize giving',
      state: 'scheduled',
      sendAt: '2027-03-02T12:30:00Z',
      sentAt: null,
      recipients: null,
      deliveries: { queued: 0, sent: 0, failed: 0 },
    });

  it('cancels a scheduled one once confirmed; the list shows it cancelled', async () => {
    announcements = [scheduled()];
    api.on('DELETE', '/admin/announcements/a5', () => {
      announcements = [{ ...scheduled(), state: 'cancelled' }];
      return { success: true, announcements };
    });
    const { user } = await openTab();
    await list();
    const cancel = screen.getByRole('button', { name: 'Cancel “Prize giving”' });

    // Keep it: nothing is sent, the focus goes back.
    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this announcement?' });
    expect(dialog).toHaveTextContent('“Prize giving” will not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(api.callsTo('DELETE', '/admin/announcements/a5')).toHaveLength(0);

    await user.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Cancel this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel announcement' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Announcement cancelled.');
    });
    expect(api.callsTo('DELETE', '/admin/announcements/a5')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const item = card('Prize giving');
    expect(item).toHaveTextContent('Cancelled');
    expect(within(item).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: 'Prize giving' })).toHaveFocus();
  });

  it('says why when it is being sent already (409), and loads the list again', async () => {
    announcements = [scheduled()];
    api.on('DELETE', '/admin/announcements/a5', () => {
      announcements = [{ ...scheduled(), state: 'sending' }];
      return jsonResponse(
        { success: false, message: 'This announcement is being sent or was sent already.' },
        409,
      );
    });
    const { user } = await openTab();
    await list();
    await user.click(screen.getByRole('button', { name: 'Cancel “Prize giving”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel announcement' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith(
        'This announcement is being sent or was sent already.',
      );
    });
    await waitFor(() => {
      expect(card('Prize giving')).toHaveTextContent('Sending');
    });
    expect(screen.queryByRole('button', { name: /Cancel “/ })).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the form, the list, the reminders and the certificates in Hindi, and back', async () => {
    announcements = [announcement(1)];
    await openTab();
    await list();
    await act(() => activateLanguage('hi'));

    const newOne = screen.getByRole('region', { name: 'नई घोषणा' });
    expect(within(newOne).getByLabelText('शीर्षक')).toBeInTheDocument();
    expect(within(newOne).getByRole('group', { name: 'यह किसके लिए है' })).toBeInTheDocument();
    expect(within(newOne).getByRole('button', { name: 'घोषणा भेजें' })).toBeInTheDocument();
    const all = screen.getByRole('region', { name: 'सभी घोषणाएँ' });
    const sent = card('Announcement 1');
    expect(within(all).getByText('भेजी गई', { selector: '.admin-badge' })).toBeInTheDocument();
    expect(sent).toHaveTextContent('40 लोग');
    expect(sent).toHaveTextContent('हॉस्टल के मेहमान');
    expect(screen.getByRole('heading', { name: 'रिमाइंडर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सर्टिफ़िकेट' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई सर्टिफ़िकेट जारी नहीं हुआ।')).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('region', { name: 'New announcement' })).toBeInTheDocument();
  });
});
