import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FixtureMatch, FixtureSet } from '../api/fixtures';
import '@/test/fixtures-wasm';
import { jsonResponse } from '@/test/fixtures';
import { activateLanguage } from '@/lib/i18n/i18n';

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

/** Published Swiss fixtures of the four teams over three rounds, `paired` of them paired. */
const swissSet = (version: number, paired: number, extra: Partial<FixtureSet> = {}): FixtureSet => {
  const boards: [string, string][][] = [
    [
      ['T1', 'T3'],
      ['T4', 'T2'],
    ],
    [
      ['T1', 'T4'],
      ['T2', 'T3'],
    ],
  ];
  const matches = boards.slice(0, paired).flatMap((round, r) =>
    round.map(([white, black], b) =>
      m(`M${r * 2 + b + 1}`, {
        round: r + 1,
        roundName: `Round ${r + 1}`,
        kind: 'league',
        home: side(white, TEAMS[Number(white.slice(1)) - 1] ?? white),
        away: side(black, TEAMS[Number(black.slice(1)) - 1] ?? black),
        status: r + 1 < paired ? 'played' : 'ready',
        ...(r + 1 < paired ? { homeScore: 1, awayScore: 0, winner: white } : {}),
      }),
    ),
  );
  return {
    ...draft(version, 'published'),
    format: { kind: 'swiss', rounds: 3 },
    rounds: boards.slice(0, paired).map((_, r) => ({
      number: r + 1,
      name: `Round ${r + 1}`,
      matches: [`M${r * 2 + 1}`, `M${r * 2 + 2}`],
      byes: [],
    })),
    matches,
    ...extra,
  };
};

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

  it('previews Swiss rounds (round 1 paired) and generates them with the rounds typed', async () => {
    const { user } = await openFootball();
    await user.click(screen.getByRole('radio', { name: 'Swiss rounds (chess)' }));
    // A Swiss has no third-place match (nor has a round robin).
    expect(screen.queryByRole('checkbox', { name: 'Third-place match' })).not.toBeInTheDocument();
    const rounds = screen.getByLabelText('Rounds');

    // Rounds not typed as a whole number: said under the field, nothing drawn.
    await user.type(rounds, 'three');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter a whole number.')).toBeVisible();
    expect(rounds).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Preview (not saved)' })).not.toBeInTheDocument();

    await user.clear(rounds);
    await user.type(rounds, '3');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview (not saved)' });
    expect(screen.queryByText('Enter a whole number.')).not.toBeInTheDocument();
    // Only round 1 is paired: the next ones are paired from its results.
    expect(
      within(preview)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Round 1']);
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    api.on('POST', '/admin/fixtures/football', () => {
      current = { ...swissSet(1, 1), state: 'draft' };
      return { success: true, fixtures: current };
    });
    await user.click(screen.getByRole('button', { name: 'Generate draft' }));
    expect(await screen.findByText('Draft fixtures generated.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/fixtures/football')[0]?.body).toEqual({
      format: { kind: 'swiss', rounds: 3 },
      category: 'Men',
    });
  });

  it('shows the rules refusing more Swiss rounds than the teams can play', async () => {
    const { user } = await openFootball();
    await user.click(screen.getByRole('radio', { name: 'Swiss rounds (chess)' }));
    await user.type(screen.getByLabelText('Rounds'), '4');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const message = await screen.findByText('4 teams can play 1 to 3 Swiss rounds.');
    const refusal = message.closest('[role="alert"]');
    expect(refusal).toHaveTextContent('These fixtures cannot be drawn:');
    expect(refusal).toContainElement(message);
    expect(screen.queryByRole('button', { name: 'Generate draft' })).not.toBeInTheDocument();
  });

  it('pairs the next Swiss round with the version read once the last is played', async () => {
    current = swissSet(5, 1, { nextRound: 2 });
    const { user } = await openFootball('moderator');
    await screen.findByRole('table', { name: 'Matches' });

    api.on('POST', '/admin/fixture-sets/set1/next-round', () => {
      current = swissSet(6, 2);
      return { success: true, fixtures: current };
    });
    await user.click(screen.getByRole('button', { name: 'Pair round 2' }));
    expect(await screen.findByText('Round 2 is paired.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/admin/fixture-sets/set1/next-round')).toHaveLength(1);
    expect(api.callsTo('POST', '/admin/fixture-sets/set1/next-round')[0]?.body).toEqual({
      version: 5,
    });
    // The set as the server answered it: round 2's games, and no round to pair until it is played.
    expect(await screen.findByText('Version 6')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('IIT Patna v NIT Jamshedpur')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pair round/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to pair the next round", async () => {
    current = swissSet(5, 1, { nextRound: 2 });
    const { user } = await openFootball();
    await screen.findByRole('table', { name: 'Matches' });

    api.on('POST', '/admin/fixture-sets/set1/next-round', () =>
      jsonResponse(
        {
          success: false,
          message: 'Round 1 is not finished: M2 still to play.',
          errors: { rounds: ['Round 1 is not finished: M2 still to play.'] },
        },
        422,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Pair round 2' }));
    expect(await screen.findByText('Round 1 is not finished: M2 still to play.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText('Round 2 is paired.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pair round 2' })).toBeEnabled();
    expect(screen.getByText('Version 5')).toBeVisible();
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

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows the teams, the format and the preview in Hindi, and back', async () => {
    const { user } = await openFootball();
    await screen.findByText('No fixtures yet: preview a format, then generate them.');
    await act(() => activateLanguage('hi'));

    expect(screen.getByRole('heading', { name: 'पेड टीमें (4)' })).toBeVisible();
    expect(
      screen.getByText('अभी कोई फ़िक्स्चर नहीं: कोई फ़ॉर्मेट चुनकर प्रीव्यू देखें, फिर ड्राफ़्ट बनाएँ।'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'पहले ग्रुप, फिर नॉकआउट' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'प्रीव्यू' }));
    const preview = await screen.findByRole('region', { name: 'प्रीव्यू (सेव नहीं हुआ)' });
    expect(within(preview).getByText(/IIT Patna बनाम NIT Jamshedpur/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट बनाएँ' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Paid teams (4)' })).toBeVisible();
  });
});
