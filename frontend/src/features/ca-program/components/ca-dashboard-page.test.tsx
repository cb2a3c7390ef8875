import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import type { DashboardResponse } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

// The lazy page, loaded up front so that the first test does not wait for its code.
import './ca-dashboard-page';
// The table of the pages behind sign-in (found when first opened) and its guard, up front too.
import '@/app/routes/signed-in';
import '@/components/guard/require-auth';

type Handler = () => Response | Promise<Response>;

let api: FakeApi;
let handlers: Record<string, Handler>;

function useApi(overrides: Record<string, Handler>) {
  handlers = {
    'GET /user/me': () =>
      jsonResponse({ success: true, user: makeUser({ role: 'ca', username: 'asha' }) }),
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi(({ method, path }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    return handler ? handler() : jsonResponse({ message: `no handler for ${key}` }, 500);
  });
  useApi({});
});

function renderPage() {
  const router = createMemoryRouter(routes, {
    ...routerOptions,
    initialEntries: ['/ca-dashboard'],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const dashboard = (overrides: Partial<DashboardResponse> = {}): DashboardResponse => ({
  success: true,
  referralCode: 'INFAB2345',
  referralLink: '/event/ins?ref=INFAB2345',
  paidReferrals: 3,
  leaderboard: [
    { username: 'ravi', collegeName: 'IIT Patna', paidReferrals: 7 },
    { username: 'asha', collegeName: 'NIT Patna', paidReferrals: 3 },
    { username: 'meera', collegeName: 'Patna University', paidReferrals: 1 },
  ],
  channelLink: 'https://whatsapp.com/channel/infinito-ca',
  ...overrides,
});

describe('/ca-dashboard', () => {
  it('welcomes the CA and shows the code, the link and the credited registrations', async () => {
    useApi({ 'GET /ca/dashboard': () => jsonResponse(dashboard()) });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to the Campus Ambassador Program',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join the CA channel/ })).toHaveAttribute(
      'href',
      'https://whatsapp.com/channel/infinito-ca',
    );
    expect(await screen.findByText('INFAB2345')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral link')).toHaveValue(
      `${window.location.origin}/event/ins?ref=INFAB2345`,
    );
    expect(screen.getByText('paid registrations credited to you').parentElement).toHaveTextContent(
      /^3 paid registrations credited to you$/,
    );
  });

  it('says it is loading first', async () => {
    useApi({ 'GET /ca/dashboard': () => new Promise<Response>(() => undefined) });
    renderPage();
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
  });

  it('copies the referral link and says so', async () => {
    useApi({ 'GET /ca/dashboard': () => jsonResponse(dashboard()) });
    const { user } = renderPage();
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/event/ins?ref=INFAB2345`,
    );
    const status = screen.getAllByRole('status').find((node) => node.textContent === 'Copied');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(copy).toHaveTextContent('Copied');
  });

  it('tells the CA when the clipboard refuses', async () => {
    useApi({ 'GET /ca/dashboard': () => jsonResponse(dashboard()) });
    const { user } = renderPage();
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(
      await screen.findByText('Could not copy. Please copy the link by hand.'),
    ).toBeInTheDocument();
  });

  it('lists the leaderboard: rank, username, college and paid referrals, no contacts', async () => {
    useApi({ 'GET /ca/dashboard': () => jsonResponse(dashboard()) });
    renderPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Username', 'College', 'Paid referrals']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1raviIIT Patna7',
      '2asha (you)NIT Patna3',
      '3meeraPatna University1',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(table).not.toHaveTextContent('@');
  });

  it('has an empty leaderboard state and copes without a code', async () => {
    useApi({
      'GET /ca/dashboard': () =>
        jsonResponse(
          dashboard({ leaderboard: [], paidReferrals: 0, referralCode: null, referralLink: null }),
        ),
    });
    renderPage();
    expect(
      await screen.findByText(
        'No paid registrations have been credited yet. Be the first on the board!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your referral code is on its way. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    useApi({
      'GET /ca/dashboard': () =>
        fail ? jsonResponse({ message: 'Database is down' }, 500) : jsonResponse(dashboard()),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Error: Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('INFAB2345')).toBeInTheDocument();
  });

  it('is for campus ambassadors only', async () => {
    useApi({ 'GET /user/me': () => jsonResponse({ success: true, user: makeUser() }) });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(alert).toHaveBeenCalledWith('You are not authorized to access this page!!');
    expect(api.calls.some((call) => call.path === '/ca/dashboard')).toBe(false);
  });
});

describe('/ca-dashboard in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('welcomes the CA, shows the referral and the leaderboard in Hindi', async () => {
    useApi({ 'GET /ca/dashboard': () => jsonResponse(dashboard()) });
    await activateLanguage('hi');
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'कैंपस एम्बेसडर प्रोग्राम में आपका स्वागत है',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CA चैनल से जुड़ें/ })).toBeInTheDocument();
    expect(await screen.findByLabelText('रेफ़रल लिंक')).toHaveValue(
      `${window.location.origin}/event/ins?ref=INFAB2345`,
    );
    expect(screen.getByRole('button', { name: 'रेफ़रल लिंक कॉपी करें' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['रैंक', 'यूज़रनेम', 'कॉलेज', 'पेमेंट हुए रेफ़रल']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2asha (आप)NIT Patna3');
  });

  it("says a failure in Hindi, with the server's reason as it comes and Try again", async () => {
    useApi({
      'GET /ca/dashboard': () => jsonResponse({ success: false, message: 'Database is down' }, 503),
    });
    await activateLanguage('hi');
    renderPage();
    expect(await screen.findByText('त्रुटि: Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
