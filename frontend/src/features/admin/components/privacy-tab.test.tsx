import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BreachView, GrievanceView } from '@/lib/api-types';
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

let api: MockApi;
/** What GET /admin/grievances answers. */
let grievances: GrievanceView[];
/** What GET /admin/breaches answers. */
let breaches: BreachView[];

const grievance = (n: number, overrides: Partial<GrievanceView> = {}): GrievanceView => ({
  id: `g${n}`,
  reference: `GRV-00000${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  kind: 'access',
  message: `Grievance number ${n}.`,
  receivedAt: '2026-11-27T06:00:00Z',
  dueOn: '2027-02-25',
  daysLeft: 30,
  overdue: false,
  status: 'open',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  ...overrides,
});

const breach = (n: number, overrides: Partial<BreachView> = {}): BreachView => ({
  id: `b${n}`,
  summary: `Breach number ${n}`,
  personalData: 'Names and phone numbers of 3 teams',
  peopleAffected: 40,
  occurredAt: '2026-11-20T04:30:00Z',
  discoveredAt: '2026-11-21T04:30:00Z',
  boardToldAt: null,
  peopleToldAt: null,
  actions: 'Rotated the leaked key.',
  boardDueAt: '2026-11-24T04:30:00Z',
  boardOverdue: false,
  recordedBy: 'boss',
  createdAt: '2026-11-21T05:00:00Z',
  updatedAt: '2026-11-21T05:00:00Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  grievances = [];
  breaches = [];
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/admin/grievances', () => ({
    success: true,
    grievances,
    open: grievances.filter((g) => g.status === 'open').length,
    overdue: grievances.filter((g) => g.overdue).length,
  }));
  api.on('GET', '/admin/breaches', () => ({ success: true, breaches }));
  api.on('GET', '/admin/erasures', () => ({ success: true, eraseFrom: null, erasures: [] }));
});

async function openTab() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Privacy'));
  expect(await openedSection('Privacy')).toBeInTheDocument();
  return view;
}

const grievancesPanel = () => screen.getByRole('region', { name: 'Grievances' });
const breachesPanel = () => screen.getByRole('region', { name: 'Breach register' });
/** A card of a list, by its heading. */
const card = (name: string | RegExp) => screen.getByRole('article', { name });
/** The card's status, beside its heading. */
const badgeOf = (article: HTMLElement) => article.querySelector('.admin-badge');
/** The card's details as label -> value. */
function detailsOf(article: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...article.querySelectorAll('.admin-details__row')].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

describe('the Privacy section (admins only)', () => {
  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Privacy')).not.toBeInTheDocument();
  });

  it('shows the not-found page to a moderator at its address, and asks for nothing', async () => {
    await renderPortal('moderator', '/admin/privacy');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/grievances')).toHaveLength(0);
    expect(api.callsTo('GET', '/admin/breaches')).toHaveLength(0);
  });

  it('comes after Announcements and before the audit log in the sidebar', async () => {
    await renderPortal('admin');
    const links = within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(links.indexOf('Announcements'), links.indexOf('Announcements') + 3)).toEqual(
      ['Announcements', 'Privacy', 'Audit Log'],
    );
    expect(sectionLink('Privacy')).toHaveAttribute('href', '/admin/privacy');
  });
});

describe('the grievances', () => {
  it('counts the open and overdue ones and lists each with its deadline, overdue ones marked', async () => {
    grievances = [
      grievance(1, {
        reference: 'GRV-OVER01',
        kind: 'erasure',
        dueOn: '2026-11-20',
        daysLeft: -3,
        overdue: true,
        message: 'Please erase my data.\nAll of it.',
      }),
      grievance(2, { reference: 'GRV-SOON02', daysLeft: 1, dueOn: '2026-11-28' }),
      grievance(3, {
        reference: 'GRV-DONE03',
        status: 'answered',
        daysLeft: null,
        answer: 'We erased it.',
        answeredAt: '2026-11-26T10:00:00Z',
        answeredBy: 'boss',
      }),
    ];
    await openTab();
    const counts = await within(grievancesPanel()).findByRole('list', {
      name: 'Grievances waiting for an answer',
    });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Open2', 'Overdue1']);

    const overdue = card('GRV-OVER01');
    expect(badgeOf(overdue)).toHaveTextContent('Overdue');
    expect(detailsOf(overdue)).toEqual({
      Received: formatFestDateTime('2026-11-27T06:00:00Z'),
      'Answer due by': '20 November 2026 (Overdue by 3 days)',
      Name: 'Person 1',
      'E-mail': 'person1@example.org',
      About: 'Erase my data',
      Grievance: 'Please erase my data.\nAll of it.',
    });
    expect(within(overdue).getByText('(Overdue by 3 days)')).toHaveAttribute('data-overdue');
    expect(within(overdue).getByRole('link', { name: 'person1@example.org' })).toHaveAttribute(
      'href',
      'mailto:person1@example.org',
    );

    const soon = card('GRV-SOON02');
    expect(badgeOf(soon)).toHaveTextContent('Open');
    expect(detailsOf(soon)['Answer due by']).toBe('28 November 2026 (1 day left)');
    expect(within(soon).getByText('(1 day left)')).not.toHaveAttribute('data-overdue');
    expect(detailsOf(soon).About).toBe('See the data the fest holds about me');
    expect(within(soon).getByRole('button', { name: 'Answer GRV-SOON02' })).toBeInTheDocument();

    const done = card('GRV-DONE03');
    expect(badgeOf(done)).toHaveTextContent('Answered');
    expect(detailsOf(done)).toMatchObject({
      'Answer due by': '25 February 2027',
      Answer: 'We erased it.',
      Answered: `${formatFestDateTime('2026-11-26T10:00:00Z')} by boss`,
    });
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await openTab();
    expect(await within(grievancesPanel()).findByText('No grievances yet.')).toBeInTheDocument();
  });

  it('answers one in a dialog: the answer is sent, a toast says so and the list refreshes', async () => {
    grievances = [grievance(1, { reference: 'GRV-7K3Q9M', email: 'asha@example.org' })];
    api.on('POST', '/admin/grievances/g1/answer', ({ body }) => {
      const { answer } = body as { answer: string };
      const answered = grievance(1, {
        reference: 'GRV-7K3Q9M',
        email: 'asha@example.org',
        status: 'answered',
        daysLeft: null,
        answer,
        answeredAt: '2026-11-28T09:00:00Z',
        answeredBy: 'boss',
      });
      grievances = [answered];
      return { success: true, grievance: answered };
    });
    const { user } = await openTab();
    await user.click(
      await within(grievancesPanel()).findByRole('button', { name: 'Answer GRV-7K3Q9M' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer grievance GRV-7K3Q9M' });
    const d = within(dialog);
    expect(dialog).toHaveTextContent('Grievance number 1.');
    const answer = d.getByRole('textbox', { name: 'Your answer' });
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription(/e-mailed to asha@example\.org/);

    // Blank is refused here.
    await user.click(d.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => {
      expect(answer).toHaveAttribute('aria-invalid', 'true');
    });
    expect(answer).toHaveAccessibleDescription(/Write your answer\./);
    expect(api.callsTo('POST', '/admin/grievances/g1/answer')).toHaveLength(0);

    await user.type(answer, '  We have erased your data.  ');
    await user.click(d.getByRole('button', { name: 'Send answer' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith(
        'Your answer to GRV-7K3Q9M is on its way to asha@example.org.',
      );
    });
    expect(api.callsTo('POST', '/admin/grievances/g1/answer').map((c) => c.body)).toEqual([
      { answer: 'We have erased your data.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(detailsOf(card('GRV-7K3Q9M')).Answer).toBe('We have erased your data.');
    });
    expect(within(card('GRV-7K3Q9M')).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/grievances').length).toBeGreaterThanOrEqual(2);
    // The focus is not lost with the Answer button: the grievance's reference takes it.
    expect(within(card('GRV-7K3Q9M')).getByRole('heading')).toHaveFocus();
  });

  it('says so when it was answered meanwhile (409), and the list refreshes', async () => {
    grievances = [grievance(1)];
    api.on('POST', '/admin/grievances/g1/answer', () => {
      grievances = [
        grievance(1, { status: 'answered', daysLeft: null, answer: 'Done by someone else.' }),
      ];
      return jsonResponse(
        { success: false, message: 'This grievance has been answered already.' },
        409,
      );
    });
    const { user } = await openTab();
    await user.click(
      await within(grievancesPanel()).findByRole('button', { name: 'Answer GRV-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer grievance GRV-000001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This grievance has been answered already.',
    );
    expect(notify.success).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(detailsOf(card('GRV-000001')).Answer).toBe('Done by someone else.');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the answer (422) at the field", async () => {
    grievances = [grievance(1)];
    api.on('POST', '/admin/grievances/g1/answer', () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { answer: ['Keep the answer to at most 5000 characters.'] },
        },
        422,
      ),
    );
    const { user } = await openTab();
    await user.click(
      await within(grievancesPanel()).findByRole('button', { name: 'Answer GRV-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer grievance GRV-000001' });
    const answer = within(dialog).getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => {
      expect(answer).toHaveAttribute('aria-invalid', 'true');
    });
    expect(answer).toHaveAccessibleDescription(/Keep the answer to at most 5000 characters\./);
    expect(answer).toHaveFocus();
  });
});

describe('the breach register', () => {
  it('lists each breach, its Board deadline marked once overdue', async () => {
    breaches = [
      breach(2, { summary: 'Leaked export', boardOverdue: true, peopleAffected: null }),
      breach(1, {
        summary: 'Lost laptop',
        occurredAt: null,
        actions: '',
        boardToldAt: '2026-11-22T04:30:00Z',
        peopleToldAt: '2026-11-22T06:30:00Z',
      }),
    ];
    await openTab();
    const leaked = await within(breachesPanel()).findByRole('article', { name: 'Leaked export' });
    expect(badgeOf(leaked)).toHaveTextContent('Board report overdue');
    expect(detailsOf(leaked)).toEqual({
      'Personal data affected': 'Names and phone numbers of 3 teams',
      'People affected': 'Not known',
      'Happened at': formatFestDateTime('2026-11-20T04:30:00Z'),
      'Found out at': formatFestDateTime('2026-11-21T04:30:00Z'),
      'Report to the Board due by': `${formatFestDateTime('2026-11-24T04:30:00Z')} (Overdue)`,
      'Told the Board at': 'Not yet',
      'Told the people at': 'Not yet',
      'Actions taken': 'Rotated the leaked key.',
      'Recorded by': 'boss',
    });
    expect(within(leaked).getByText(/\(Overdue\)/)).toHaveAttribute('data-overdue');

    const laptop = card('Lost laptop');
    expect(badgeOf(laptop)).toHaveTextContent('Board told');
    expect(detailsOf(laptop)).toMatchObject({
      'People affected': '40 people',
      'Happened at': 'Not known',
      'Report to the Board due by': formatFestDateTime('2026-11-24T04:30:00Z'),
      'Told the Board at': formatFestDateTime('2026-11-22T04:30:00Z'),
      'Told the people at': formatFestDateTime('2026-11-22T06:30:00Z'),
      'Actions taken': '—',
    });
    expect(within(laptop).queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it('says when none is recorded', async () => {
    await openTab();
    expect(await within(breachesPanel()).findByText('No breaches recorded.')).toBeInTheDocument();
  });

  it('records a breach with its times in RFC 3339 (UTC); the register refreshes', async () => {
    api.on('POST', '/admin/breaches', ({ body }) => {
      const made = breach(9, { ...(body as Partial<BreachView>), id: 'b9' });
      breaches = [made, ...breaches];
      return jsonResponse({ success: true, breach: made }, 201);
    });
    const { user } = await openTab();
    await user.click(
      await within(breachesPanel()).findByRole('button', { name: 'Record a breach' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record a breach' });
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: 'What happened' })).toHaveFocus();
    // A new breach offers no "told" times yet.
    expect(d.queryByLabelText('Told the Board at')).not.toBeInTheDocument();
    expect(d.getByLabelText('Found out at')).toHaveAttribute('type', 'datetime-local');

    await user.type(
      d.getByRole('textbox', { name: 'What happened' }),
      'Export sent to the wrong list',
    );
    await user.type(
      d.getByRole('textbox', { name: 'Personal data affected' }),
      'E-mails of 120 players',
    );
    await user.type(d.getByRole('textbox', { name: 'People affected' }), '120');
    fireEvent.change(d.getByLabelText('Happened at'), { target: { value: '2026-11-27T09:00' } });
    fireEvent.change(d.getByLabelText('Found out at'), { target: { value: '2026-11-27T15:30' } });
    await user.type(d.getByRole('textbox', { name: 'Actions taken' }), 'Asked them to delete it.');
    await user.click(d.getByRole('button', { name: 'Record a breach' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('The breach is recorded.');
    });
    expect(api.callsTo('POST', '/admin/breaches').map((c) => c.body)).toEqual([
      {
        summary: 'Export sent to the wrong list',
        personalData: 'E-mails of 120 players',
        peopleAffected: 120,
        occurredAt: '2026-11-27T03:30:00Z',
        discoveredAt: '2026-11-27T10:00:00Z',
        actions: 'Asked them to delete it.',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(breachesPanel()).findByRole('article', {
        name: 'Export sent to the wrong list',
      }),
    ).toBeInTheDocument();
  });

  it('refuses a number of people that is not a count, sending nothing', async () => {
    const { user } = await openTab();
    await user.click(
      await within(breachesPanel()).findByRole('button', { name: 'Record a breach' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record a breach' });
    const people = within(dialog).getByRole('textbox', { name: 'People affected' });
    await user.type(people, 'about forty');
    await user.click(within(dialog).getByRole('button', { name: 'Record a breach' }));
    await waitFor(() => {
      expect(people).toHaveAttribute('aria-invalid', 'true');
    });
    expect(people).toHaveAccessibleDescription(
      /Give a whole number of people, or leave it blank\./,
    );
    expect(people).toHaveFocus();
    expect(api.callsTo('POST', '/admin/breaches')).toHaveLength(0);
  });

  it("shows the server's field errors (422) at their fields and focuses the first", async () => {
    api.on('POST', '/admin/breaches', () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: {
            summary: ['Say what happened.'],
            discoveredAt: ['It cannot be discovered before it happened.'],
          },
        },
        422,
      ),
    );
    const { user } = await openTab();
    await user.click(
      await within(breachesPanel()).findByRole('button', { name: 'Record a breach' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record a breach' });
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Personal data affected' }), 'Phone numbers');
    fireEvent.change(d.getByLabelText('Happened at'), { target: { value: '2026-11-27T09:00' } });
    fireEvent.change(d.getByLabelText('Found out at'), { target: { value: '2026-11-26T09:00' } });
    await user.click(d.getByRole('button', { name: 'Record a breach' }));

    const summary = d.getByRole('textbox', { name: 'What happened' });
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(summary).toHaveAccessibleDescription(/Say what happened\./);
    expect(d.getByLabelText('Found out at')).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText('Found out at')).toHaveAccessibleDescription(
      /It cannot be discovered before it happened\./,
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Record a breach' })).toBeInTheDocument();
  });

  it('edits a breach, with when the Board and the people were told', async () => {
    breaches = [breach(1, { summary: 'Leaked export', boardOverdue: true })];
    api.on('PUT', '/admin/breaches/b1', ({ body }) => {
      const saved = breach(1, { ...(body as Partial<BreachView>), boardOverdue: false });
      breaches = [saved];
      return { success: true, breach: saved };
    });
    const { user } = await openTab();
    await user.click(
      await within(breachesPanel()).findByRole('button', {
        name: 'Edit the breach: Leaked export',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the breach' });
    const d = within(dialog);
    // The form holds the breach as it is, its times in India time.
    expect(d.getByRole('textbox', { name: 'What happened' })).toHaveValue('Leaked export');
    expect(d.getByRole('textbox', { name: 'People affected' })).toHaveValue('40');
    expect(d.getByLabelText('Found out at')).toHaveValue('2026-11-21T10:00');
    expect(d.getByLabelText('Told the Board at')).toHaveValue('');

    fireEvent.change(d.getByLabelText('Told the Board at'), {
      target: { value: '2026-11-23T12:00' },
    });
    await user.clear(d.getByRole('textbox', { name: 'People affected' }));
    await user.click(d.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('The breach is saved.');
    });
    expect(api.callsTo('PUT', '/admin/breaches/b1').map((c) => c.body)).toEqual([
      {
        summary: 'Leaked export',
        personalData: 'Names and phone numbers of 3 teams',
        peopleAffected: null,
        occurredAt: '2026-11-20T04:30:00Z',
        discoveredAt: '2026-11-21T04:30:00Z',
        actions: 'Rotated the leaked key.',
        boardToldAt: '2026-11-23T06:30:00Z',
        peopleToldAt: null,
      },
    ]);
    await waitFor(() => {
      expect(detailsOf(card('Leaked export'))['Told the Board at']).toBe(
        formatFestDateTime('2026-11-23T06:30:00Z'),
      );
    });
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the grievances, the breach register and the erasures in Hindi, and back', async () => {
    grievances = [
      grievance(1, {
        reference: 'GRV-OVER01',
        kind: 'erasure',
        dueOn: '2026-11-20',
        daysLeft: -3,
        overdue: true,
      }),
    ];
    await openTab();
    await within(grievancesPanel()).findByRole('list', {
      name: 'Grievances waiting for an answer',
    });
    await act(() => activateLanguage('hi'));

    const panel = screen.getByRole('region', { name: 'शिकायतें' });
    const counts = within(panel).getByRole('list', { name: 'जवाब के इंतज़ार में शिकायतें' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['खुली1', 'समय निकल गया1']);
    const overdue = card('GRV-OVER01');
    expect(badgeOf(overdue)).toHaveTextContent('समय निकल गया');
    expect(detailsOf(overdue)['जवाब की आख़िरी तारीख़']).toBe('20 नवंबर 2026 (3 दिन की देरी)');
    expect(
      within(overdue).getByRole('button', { name: 'GRV-OVER01 का जवाब दें' }),
    ).toBeInTheDocument();
    const breachesRegion = screen.getByRole('region', { name: 'ब्रीच रजिस्टर' });
    expect(within(breachesRegion).getByText('कोई ब्रीच दर्ज नहीं।')).toBeInTheDocument();
    expect(within(breachesRegion).getByRole('button', { name: 'ब्रीच दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई अकाउंट नहीं मिटाया गया।')).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('region', { name: 'Grievances' })).toBeInTheDocument();
  });
});
