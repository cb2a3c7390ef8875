import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { FixtureMatch, FixtureSet } from '../api/fixtures';
import '@/test/fixtures-wasm';
import { jsonResponse } from '@/test/fixtures';

import { mockApi, renderPortal, sectionLink, type MockApi } from '../testing/mock-api';

const TEAMS = ['IIT Patna', 'NIT Patna', 'BIT Mesra', 'NIT Jamshedpur'];

const side = (entrant: string, label: string) => ({ entrant, label });

const m = (id: string, overrides: Partial<FixtureMatch>): FixtureMatch => ({
  id,
  round: 1,
  roundName: 'Semi-finals',
  kind: 'knockout',
  home: side('T1', 'IIT Patna'),
  away: side('T4', 'NIT Jamshedpur'),
  status: 'ready',
  walkover: false,
  ...overrides,
});

const draft = (version: number, state: FixtureSet['state'] = 'draft'): FixtureSet => ({
  id: 'set1',
  event: 'football',
  eventTitle: 'Football',
  category: 'Men',
  format: { kind: 'knockout', thirdPlace: false },
  state,
  version,
  entrants: TEAMS.map((name, i) => ({ id: `T${i + 1}`, name })),
  rounds: [],
  groups: [],
  matches: [
    m('M1', {}),
    m('M2', { home: side('T2', 'NIT Patna'), away: side('T3', 'BIT Mesra') }),
    m('M3', {
      round: 2,
      roundName: 'Final',
      kind: 'final',
      home: { label: 'Winner of M1' },
      away: { label: 'Winner of M2' },
      status: 'waiting',
    }),
  ],
  tables: [],
  podium: [],
  complete: false,
});

let api: MockApi;
let current: FixtureSet | null;

beforeEach(() => {
  current = null;
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  api.on('GET', '/venues', () => ({ success: true, venues: [{ id: 'v1', name: 'Main ground' }] }));
  api.on('GET', '/admin/fixtures/mr_infinito/teams', () => ({ success: true, teams: [] }));
  api.on('GET', '/admin/fixtures/football/teams', () => ({
    success: true,
    teams: TEAMS.map((college, i) => ({ registrationId: `reg${i + 1}`, college })),
  }));
  api.on('GET', '/admin/fixtures/football', () =>
    current
      ? { success: true, fixtures: current }
      : jsonResponse({ success: false, message: 'No fixtures yet.' }, 404),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function openFootball(role: 'admin' | 'moderator' = 'admin') {
  const view = await renderPortal(role);
  await view.user.click(sectionLink('Fixtures'));
  const select = await screen.findByLabelText('Event');
  await view.user.selectOptions(select, 'football');
  await screen.findByRole('heading', { name: 'Paid teams (4)' });
  return view;
}

describe('the Fixtures section', () => {
  it('is in the sidebar of a moderator, after Events', async () => {
    await renderPortal('moderator');
    const links = within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links.indexOf('Fixtures')).toBe(links.indexOf('Events') + 1);
  });

  it('previews the draw with the rules in the browser, then generates it', async () => {
    const { user } = await openFootball();
    expect(
      await screen.findByText('No fixtures yet: preview a format, then generate them.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate draft' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Third-place match' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview (not saved)' });
    expect(within(preview).getByRole('heading', { name: 'Semi-finals' })).toBeVisible();
    expect(within(preview).getByRole('heading', { name: 'Final' })).toBeVisible();
    expect(within(preview).getByText(/IIT Patna v NIT Jamshedpur/)).toBeVisible();
    // Nothing was sent to draw it.
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    api.on('POST', '/admin/fixtures/football', () => {
      current = draft(1);
      return { success: true, fixtures: current };
    });
    await user.click(screen.getByRole('button', { name: 'Generate draft' }));
    expect(await screen.findByText('Draft fixtures generated.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/fixtures/football')[0]?.body).toEqual({
      format: { kind: 'knockout', thirdPlace: true },
      category: 'Men',
    });
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Winner of M1 v Winner of M2')).toBeVisible();
  });

  it('shows what the rules refuse in the preview', async () => {
    const { user } = await openFootball();
    await user.click(screen.getByRole('radio', { name: 'Groups, then a knockout' }));
    await user.type(screen.getByLabelText('Teams in the largest group'), 'two');
    await user.type(screen.getByLabelText('Qualifiers from each group'), '1');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter a whole number.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate draft' })).not.toBeInTheDocument();
  });

  it("shows the server's clash when scheduling, then publishes with the version read", async () => {
    current = draft(3);
    const { user } = await openFootball();
    const table = await screen.findByRole('table', { name: 'Matches' });

    api.on('PUT', '/admin/fixture-sets/set1/matches/M1/schedule', () =>
      jsonResponse(
        {
          success: false,
          message: 'NIT Patna already plays at Main ground from 09:30 to 10:30 on 2026-02-20.',
        },
        409,
      ),
    );
    await user.click(within(table).getByRole('button', { name: 'Schedule M1' }));
    const form = await screen.findByRole('region', { name: 'Schedule M1' });
    await user.selectOptions(within(form).getByLabelText('Venue'), 'v1');
    await user.type(within(form).getByLabelText('Day'), '2026-02-20');
    await user.type(within(form).getByLabelText('Start'), '09:00');
    await user.type(within(form).getByLabelText('End'), '10:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'NIT Patna already plays at Main ground from 09:30 to 10:30 on 2026-02-20.',
    );
    expect(api.callsTo('PUT', '/admin/fixture-sets/set1/matches/M1/schedule')[0]?.body).toEqual({
      venueId: 'v1',
      day: '2026-02-20',
      start: '09:00',
      end: '10:00',
      version: 3,
    });

    api.on('POST', '/admin/fixture-sets/set1/publish', () => {
      current = draft(4, 'published');
      return { success: true, fixtures: current };
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish these fixtures?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Fixtures published.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/fixture-sets/set1/publish')[0]?.body).toEqual({
      version: 3,
    });
    await waitFor(() => {
      expect(screen.getByText('Version 4')).toBeVisible();
    });
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
  });

  it('adds and removes venues', async () => {
    const { user } = await openFootball();
    api.on('POST', '/admin/venues', () => ({
      success: true,
      venues: [
        { id: 'v2', name: 'Court 1' },
        { id: 'v1', name: 'Main ground' },
      ],
    }));
    await user.type(screen.getByLabelText('New venue'), 'Court 1');
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    expect(await screen.findByText('Court 1')).toBeVisible();
    expect(api.callsTo('POST', '/admin/venues')[0]?.body).toEqual({ name: 'Court 1' });

    api.on('DELETE', '/admin/venues/v2', () => ({
      success: true,
      venues: [{ id: 'v1', name: 'Main ground' }],
    }));
    await user.click(screen.getByRole('button', { name: 'Remove Court 1' }));
    await waitFor(() => {
      expect(screen.queryByText('Court 1')).not.toBeInTheDocument();
    });
  });
});
