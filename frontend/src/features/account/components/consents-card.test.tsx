import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { formatDate } from '@/lib/dates';
import { meQueryKey } from '@/lib/queries/me';
import { notify } from '@/lib/toast';
import { sharedNow } from '@/lib/wasm';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { createTestQueryClient, render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { ConsentView } from '../api/consents';
import { ConsentsCard } from './consents-card';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const WITHDRAWN = 'Your consent has been withdrawn and the data given with it erased.';
const DELETE_INSTEAD =
  'Your account needs this consent: to withdraw it, delete your account below (this erases its personal data).';
const CANCEL_INSTEAD =
  'To withdraw this consent, cancel the registration from My registrations, or write to the grievance officer.';

let api: FakeApi;
let consents: ConsentView[];

const consent = (id: string, overrides: Partial<ConsentView> = {}): ConsentView => ({
  id,
  point: 'sign_up',
  noticeVersion: '2026-11-28',
  givenAt: '2025-01-10T10:00:00Z',
  withdrawnAt: null,
  eventId: null,
  withdrawable: false,
  ...overrides,
});

const footballTitle = () =>
  sharedNow()
    ?.catalogue()
    .events.find((e) => e.id === 'football')?.title;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  consents = [
    consent('c-stay', {
      point: 'accommodation',
      givenAt: '2025-02-01T10:00:00Z',
      withdrawnAt: '2025-02-03T10:00:00Z',
    }),
    consent('c-team', { point: 'roster', eventId: 'football', givenAt: '2025-01-20T10:00:00Z' }),
    consent('c-ca', {
      point: 'campus_ambassador',
      givenAt: '2025-01-12T10:00:00Z',
      withdrawable: true,
    }),
    consent('c-account'),
  ];
  api = fakeApi();
  api.on('GET', '/account/consents', () => ({ success: true, consents }));
  api.on('POST', '/account/consents/c-ca/withdraw', () => {
    consents = consents.map((c) =>
      c.id === 'c-ca' ? { ...c, withdrawnAt: '2025-02-05T10:00:00Z', withdrawable: false } : c,
    );
    return { success: true, message: WITHDRAWN };
  });
  api.on('POST', '/account/consents/c-account/withdraw', () =>
    jsonResponse({ success: false, message: DELETE_INSTEAD }, 409),
  );
  api.on('POST', '/account/consents/c-team/withdraw', () =>
    jsonResponse({ success: false, message: CANCEL_INSTEAD }, 409),
  );
});

function renderCard() {
  const queryClient = createTestQueryClient();
  // The session's user, as the app keeps it.
  queryClient.setQueryData(meQueryKey, { success: true, user: makeUser() });
  const view = render(<ConsentsCard />, { queryClient });
  return { ...view, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Your consents' });
const item = (name: string | RegExp) => within(card()).getByRole('listitem', { name });
const withdrawButton = (name: string | RegExp) =>
  within(item(name)).getByRole('button', { name: 'Withdraw' });

describe('the Your consents card', () => {
  it('lists each consent: where, the notice, when given, and when withdrawn', async () => {
    renderCard();
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading your consents...');
    const list = await within(card()).findByRole('list', { name: 'Your consents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.account-consent__where span')?.textContent),
    ).toEqual([
      'Accommodation booking',
      `Team registration: ${footballTitle()}`,
      'Campus ambassador application',
      'Your account',
    ]);

    const account = item('Your account');
    expect(account).toHaveTextContent(`Given on ${formatDate('2025-01-10T10:00:00Z')}`);
    expect(account).toHaveTextContent('Notice of 2026-11-28');
    expect(within(account).getByRole('button', { name: 'Withdraw' })).toBeEnabled();

    const stay = item('Accommodation booking');
    expect(stay).toHaveTextContent(`Withdrawn on ${formatDate('2025-02-03T10:00:00Z')}`);
    expect(within(stay).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws a campus ambassador application under review after asking, then refreshes', async () => {
    const { user, queryClient } = renderCard();
    await user.click(await waitFor(() => withdrawButton('Campus ambassador application')));

    const dialog = screen.getByRole('dialog', {
      name: 'Withdraw your campus ambassador application?',
    });
    expect(dialog).toHaveTextContent(/withdrawn and erased/);
    expect(api.callsTo('POST', '/account/consents/c-ca/withdraw')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith(WITHDRAWN);
    });
    expect(api.callsTo('POST', '/account/consents/c-ca/withdraw')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(item('Campus ambassador application')).toHaveTextContent(
        `Withdrawn on ${formatDate('2025-02-05T10:00:00Z')}`,
      );
    });
    expect(
      within(item('Campus ambassador application')).queryByRole('button'),
    ).not.toBeInTheDocument();
    // The session's user is out of date (its CA application has gone): the app asks for it again.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the application when the dialog is cancelled', async () => {
    const { user } = renderCard();
    await user.click(await waitFor(() => withdrawButton('Campus ambassador application')));
    await user.click(screen.getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/account/consents/c-ca/withdraw')).toHaveLength(0);
  });

  it("shows the server's answer on how to withdraw the others under them, without a dialog", async () => {
    const { user } = renderCard();
    await user.click(await waitFor(() => withdrawButton('Your account')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(within(item('Your account')).getByRole('status')).toHaveTextContent(DELETE_INSTEAD);
    });
    expect(api.callsTo('POST', '/account/consents/c-account/withdraw')).toHaveLength(1);
    expect(notify.success).not.toHaveBeenCalled();

    const team = new RegExp(`^Team registration`);
    await user.click(withdrawButton(team));
    await waitFor(() => {
      expect(within(item(team)).getByRole('status')).toHaveTextContent(CANCEL_INSTEAD);
    });
    // Each answer stays under its own consent.
    expect(within(item('Your account')).getByRole('status')).toHaveTextContent(DELETE_INSTEAD);
    expect(within(item('Your account')).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says when there are none', async () => {
    consents = [];
    renderCard();
    expect(await within(card()).findByText('No consents recorded.')).toBeInTheDocument();
  });

  it('says why the list could not be loaded and tries again', async () => {
    let fail = true;
    api.on('GET', '/account/consents', () =>
      fail ? jsonResponse({ message: 'Database unavailable' }, 500) : { success: true, consents },
    );
    const { user } = renderCard();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Could not load your consents: Database unavailable',
    );
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('list', { name: 'Your consents' })).toBeInTheDocument();
  });
});
