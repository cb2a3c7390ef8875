import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { EventInfo } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DraftView } from '@/lib/api-types';
import { openDraftStore, resetDraftStore } from '@/lib/draft-store';
import { SessionContext } from '@/lib/session';
import { loadShared, type Shared } from '@/lib/wasm';
import { makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { newerDraft } from '../hooks/use-draft';
import { initialTeamForm } from '../lib/form';
import { TeamWizard } from './team-wizard';

let shared: Shared;
let cricket: EventInfo;
let api: FakeApi;
let serverDraft: DraftView | null;
const user = makeUser();

beforeAll(async () => {
  shared = await loadShared();
  const found = shared.catalogue().events.find((e) => e.id === 'cricket');
  if (!found) throw new Error('no cricket');
  cricket = found;
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDraftStore();
  serverDraft = null;
  api = fakeApi();
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'sandbox' }));
  api.on('GET', '/user/drafts/cricket', () => ({ success: true, draft: serverDraft }));
  api.on('DELETE', '/user/drafts/cricket', () => ({
    success: true,
    message: 'Draft deleted.',
    deleted: true,
  }));
});

/** Half a cricket roster: the college step done, the captain typed, on the team step. */
function halfRoster() {
  const values = { ...initialTeamForm(cricket, ''), code: '' };
  values.collegeSelect = 'Other';
  values.collegeName = 'Magadh University';
  values.collegeAddress = 'Bodh Gaya, Bihar';
  const captain = values.team.captain?.[0];
  if (captain) {
    captain.fullname = 'Asha Ravi';
    captain.aadharId = '987654321012';
  }
  return values;
}

function renderWizard() {
  const router = createMemoryRouter(
    [
      {
        path: '/events/:slug',
        element: <TeamWizard shared={shared} event={cricket} referralCode="" />,
      },
    ],
    { initialEntries: [cricket.registrationRoute] },
  );
  render(
    <SessionContext value={{ status: 'authenticated', user }}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return userEvent.setup();
}

const progress = () => screen.getByRole('heading', { level: 2 });

describe('the offer of a draft when a wizard opens', () => {
  it("resumes the server's copy: its values and step come back, announced in a status region", async () => {
    serverDraft = {
      event: 'cricket',
      values: halfRoster(),
      step: 1,
      updatedAt: new Date().toISOString(),
    };
    const clicks = renderWizard();
    const resume = await screen.findByRole('button', { name: 'Resume your draft' });
    const region = screen.getByRole('status');
    expect(within(region).getByText(/You started this registration earlier/)).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Start again' })).toBeVisible();
    await waitFor(() => {
      expect(resume).toHaveFocus();
    });
    expect(progress()).toHaveTextContent(/^Step 1 of/);

    await clicks.keyboard('{Enter}');
    await waitFor(() => {
      expect(progress()).toHaveTextContent(/^Step 2 of \d: Team Roster/);
    });
    const captain = screen.getByRole('group', { name: /^Captain/ });
    expect(within(captain).getByLabelText('Full Name')).toHaveValue('Asha Ravi');
    expect(within(captain).getByLabelText('Aadhaar Number')).toHaveValue('987654321012');
    expect(region).toHaveTextContent('Your draft is back');
    expect(screen.queryByRole('button', { name: 'Resume your draft' })).not.toBeInTheDocument();
  });

  it("offers the device's copy when it is newer, and Start again removes both copies", async () => {
    const store = await openDraftStore();
    await store.save(user._id, 'cricket', halfRoster(), 1);
    serverDraft = {
      event: 'cricket',
      values: { ...halfRoster(), collegeName: 'Older College' },
      step: 0,
      updatedAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const clicks = renderWizard();
    await clicks.click(await screen.findByRole('button', { name: 'Start again' }));
    await waitFor(() => {
      expect(api.callsTo('DELETE', '/user/drafts/cricket')).toHaveLength(1);
    });
    await waitFor(async () => {
      expect(await store.load(user._id, 'cricket')).toBeUndefined();
    });
    expect(screen.queryByRole('button', { name: 'Resume your draft' })).not.toBeInTheDocument();
    expect(progress()).toHaveTextContent(/^Step 1 of/);
  });

  it('picks the newer copy, and drops a pushed copy the server no longer has', () => {
    const device = {
      userId: 'u',
      eventId: 'cricket',
      values: { collegeName: 'Device' },
      step: 1,
      savedAt: Date.parse('2026-02-01T10:00:00Z'),
    };
    const server: DraftView = {
      event: 'cricket',
      values: { collegeName: 'Server' },
      step: 2,
      updatedAt: '2026-02-01T10:05:00Z',
    };
    expect(newerDraft(device, server)?.values).toEqual({ collegeName: 'Server' });
    expect(
      newerDraft({ ...device, savedAt: Date.parse('2026-02-01T10:06:00Z') }, server)?.step,
    ).toBe(1);
    // This device pushed exactly that copy: its own values are as new or newer.
    expect(newerDraft({ ...device, serverAt: server.updatedAt }, server)?.step).toBe(1);
    expect(newerDraft(device, undefined)?.step).toBe(1);
    expect(newerDraft({ ...device, serverAt: '2026-02-01T09:00:00Z' }, null)).toBeNull();
    expect(newerDraft(undefined, server)?.step).toBe(2);
    expect(newerDraft(undefined, null)).toBeNull();
  });
});
