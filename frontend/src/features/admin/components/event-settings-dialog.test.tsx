import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/lib/toast';

import { mockApi, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;
/** The badminton settings as the server holds them. */
let settings: Record<string, unknown>;

const listed = (id: string, title: string, categories: string[]) => ({
  id,
  title,
  categories,
  isRegistrationOpen: true,
  rulebookUrl: `/rulebook/${id}`,
  rulebookUploaded: false,
  placesLeft: null,
  categoryPlacesLeft: null,
  deadline: null,
  deadlinePassed: false,
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  localStorage.setItem('token', 'admin-token');
  settings = {
    success: true,
    event: 'badminton',
    isRegistrationOpen: true,
    registrationOpen: true,
    capacity: 20,
    categoryCapacity: { Men: 12 },
    deadline: '2025-03-01T12:30:00Z',
    changeDeadline: null,
    cancelDeadline: '2025-02-20T18:29:00Z',
    placesLeft: 4,
    categoryPlacesLeft: { Men: 0 },
  };
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/events', () => ({
    success: true,
    events: [listed('badminton', 'Badminton', ['Men', 'Women']), listed('chess', 'Chess', [])],
  }));
  for (const id of ['badminton', 'chess']) {
    api.on('GET', `/events/${id}/registrations`, () => ({
      success: true,
      event: id,
      registrations: [],
      pagination: { page: 1, limit: 5, total: 0 },
    }));
  }
  api.on('GET', '/admin/events/badminton/settings', () => settings);
  api.on('PUT', '/admin/events/badminton/settings', ({ body }) => ({
    ...settings,
    ...(body as Record<string, unknown>),
  }));
});

afterEach(() => {
  localStorage.clear();
});

async function openEvents(role: 'admin' | 'moderator') {
  const view = await renderPortal(role);
  await view.user.click(sectionLink('Events'));
  await screen.findByRole('table', { name: 'Badminton registrations' });
  return view;
}

async function openSettings() {
  const view = await openEvents('admin');
  await view.user.click(screen.getByRole('button', { name: 'Capacity & deadlines' }));
  const dialog = screen.getByRole('dialog', { name: 'Capacity & deadlines: Badminton' });
  await within(dialog).findByLabelText('Capacity');
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(label);

const puts = () => api.callsTo('PUT', '/admin/events/badminton/settings');

describe('the capacity and deadlines dialog', () => {
  it('loads the current values and places left, in India time', async () => {
    const { dialog } = await openSettings();
    expect(api.callsTo('GET', '/admin/events/badminton/settings')).toHaveLength(1);
    expect(field(dialog, 'Capacity')).toHaveValue(20);
    expect(field(dialog, 'Men')).toHaveValue(12);
    expect(field(dialog, 'Women')).toHaveValue(null);
    expect(field(dialog, 'Registration deadline')).toHaveValue('2025-03-01T18:00');
    expect(field(dialog, 'Change deadline')).toHaveValue('');
    expect(field(dialog, 'Cancellation deadline')).toHaveValue('2025-02-20T23:59');

    const now = within(dialog).getByLabelText('Current state');
    const row = (term: string) => within(now).getByText(term).nextElementSibling;
    expect(row('Places left')).toHaveTextContent('4');
    expect(row('Places left (Men)')).toHaveTextContent('Full');
    expect(row('Places left (Women)')).toHaveTextContent('No limit');
    expect(row('Registration deadline')).toHaveTextContent('1 Mar 2025, 6:00 pm IST');
    expect(row('Registrations')).toHaveTextContent('Open');
    // Nothing changed yet: nothing to save.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends only the fields that changed, deadlines as UTC, and the public events follow', async () => {
    const { dialog, user } = await openSettings();
    const eventsLoads = api.callsTo('GET', '/events').length;
    await user.clear(field(dialog, 'Capacity'));
    await user.type(field(dialog, 'Capacity'), '25');
    fireEvent.change(field(dialog, 'Change deadline'), { target: { value: '2025-03-02T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toEqual({ capacity: 25, changeDeadline: '2025-03-02T04:30:00Z' });
    expect(puts()[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(notify.success).toHaveBeenCalledWith('Settings saved for Badminton.');
    await waitFor(() => {
      expect(api.callsTo('GET', '/events').length).toBeGreaterThan(eventsLoads);
    });
  });

  it('clears a field with null, and sends the category capacities together', async () => {
    const { dialog, user } = await openSettings();
    await user.clear(field(dialog, 'Capacity'));
    fireEvent.change(field(dialog, 'Registration deadline'), { target: { value: '' } });
    await user.type(field(dialog, 'Women'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toEqual({
      capacity: null,
      categoryCapacity: { Men: 12, Women: 8 },
      deadline: null,
    });
  });

  it('clears the category capacities with null when both are blank', async () => {
    const { dialog, user } = await openSettings();
    await user.clear(field(dialog, 'Men'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toEqual({ categoryCapacity: null });
  });

  it('shows the field errors of a 422 at their fields and keeps the dialog open', async () => {
    api.on(
      'PUT',
      '/admin/events/badminton/settings',
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Please correct the highlighted fields.',
            errors: {
              capacity: ['Give 0 places or more.'],
              'categoryCapacity.Women': ['Give at most so many places.'],
              cancelDeadline: ['Give a date and time (RFC 3339).'],
              registrationOpen: ['Something else entirely.'],
            },
          }),
          { status: 422 },
        ),
    );
    const { dialog, user } = await openSettings();
    fireEvent.change(field(dialog, 'Capacity'), { target: { value: '-1' } });
    await user.type(field(dialog, 'Women'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(field(dialog, 'Capacity')).toHaveAttribute('aria-invalid', 'true');
    });
    expect(puts()[0]?.body).toEqual({ capacity: -1, categoryCapacity: { Men: 12, Women: 9 } });
    expect(field(dialog, 'Capacity')).toHaveAccessibleDescription(
      expect.stringContaining('Give 0 places or more.') as string,
    );
    expect(field(dialog, 'Women')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Give at most so many places.')).toBeInTheDocument();
    expect(field(dialog, 'Men')).not.toHaveAttribute('aria-invalid');
    expect(field(dialog, 'Cancellation deadline')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Give a date and time (RFC 3339).')).toBeInTheDocument();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(alert).toHaveTextContent('Something else entirely.');
    expect(notify.success).not.toHaveBeenCalled();

    // An edited field loses its errors; the others keep theirs.
    fireEvent.change(field(dialog, 'Capacity'), { target: { value: '0' } });
    expect(field(dialog, 'Capacity')).not.toHaveAttribute('aria-invalid');
    expect(field(dialog, 'Cancellation deadline')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no settings to a moderator', async () => {
    await openEvents('moderator');
    expect(screen.queryByRole('button', { name: 'Capacity & deadlines' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/events/badminton/settings')).toHaveLength(0);
  });

  it('has no category fields for an event without categories', async () => {
    api.on('GET', '/admin/events/chess/settings', () => ({
      ...settings,
      event: 'chess',
      categoryCapacity: {},
      categoryPlacesLeft: null,
      placesLeft: null,
    }));
    const view = await renderPortal('admin');
    await view.user.click(sectionLink('Events'));
    await view.user.click(await screen.findByRole('button', { name: 'Chess' }));
    await screen.findByRole('table', { name: 'Chess registrations' });
    await view.user.click(screen.getByRole('button', { name: 'Capacity & deadlines' }));
    const dialog = screen.getByRole('dialog', { name: 'Capacity & deadlines: Chess' });
    await within(dialog).findByLabelText('Capacity');
    expect(within(dialog).queryByLabelText('Men')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Capacity per category' })).toBeNull();
    expect(within(dialog).getByText('Places left').nextElementSibling).toHaveTextContent(
      'No limit',
    );
  });
});
