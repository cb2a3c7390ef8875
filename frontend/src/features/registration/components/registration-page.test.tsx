import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { activateLanguage } from '@/lib/i18n/i18n';
import { loadShared } from '@/lib/wasm';
import { ageAnswer, jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';

import { initialReferral, REFERRAL_STORAGE_KEY } from '../lib/referral';

/** SPEC 2.1: the guarded event registration routes. */
const SPEC_ROUTES = [
  '/events/athletics',
  '/events/badminton',
  '/events/basketball',
  '/events/football',
  '/events/kabbadi',
  '/events/lawn-tennis',
  '/events/squash',
  '/events/table_tennis',
  '/events/volleyball',
  '/events/mr-infinito',
  '/events/chess',
  '/events/cricket',
  '/events/weightlifting',
  '/events/powerlifting',
];

// The routes' pages and the rules are loaded once, before the tests: a test's wait for a heading is
// for the page to draw, not for a busy machine to compile and load the wizard's modules first.
beforeAll(async () => {
  await Promise.all([
    loadShared(),
    import('@/app/routes/open-pages'),
    import('@/features/registration/components/registration-page'),
    import('@/app/routes/not-found'),
  ]);
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeApi(({ path }) => {
    if (path === '/user/me') return jsonResponse({ user: makeUser() });
    // The account has answered the age question: 18 or older.
    if (path === '/account/age') return jsonResponse(ageAnswer());
    return jsonResponse({ message: 'no' }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, signedIn = true) {
  if (signedIn) localStorage.setItem('token', 'token-1');
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the registration routes', () => {
  it('are the catalogue routes of the events open to online registration (SPEC 2.1)', async () => {
    const { catalogue, isRegistrable } = await loadShared();
    const registrable = catalogue()
      .events.filter((event) => isRegistrable(event.id))
      .map((event) => event.registrationRoute);
    expect([...registrable].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('open the event wizard for a signed-in user (/events/kabbadi is kabaddi)', async () => {
    renderAt('/events/kabbadi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kabaddi Registration' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 4: General Information' }),
    ).toBeInTheDocument();
  });

  it('open the athletics wizard for /events/athletics', async () => {
    renderAt('/events/athletics');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 1 of 6: General Information' }),
    ).toBeInTheDocument();
  });

  it('answer Page not found... for events without online registration and unknown slugs', async () => {
    renderAt('/events/bgmi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found...' }),
    ).toBeInTheDocument();
  });

  it('send a signed-out visitor to /auth', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderAt('/events/football', false);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(alert).toHaveBeenCalledWith('Please Login First!!');
  });
});

describe('the referral code', () => {
  it('comes from ?ref=, else from the events page (sessionStorage fest.ref)', () => {
    expect(initialReferral(new URLSearchParams('ref=CA-7'))).toBe('CA-7');
    expect(initialReferral(new URLSearchParams(''))).toBe('');
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'CA-9');
    expect(REFERRAL_STORAGE_KEY).toBe('fest.ref');
    expect(initialReferral(new URLSearchParams(''))).toBe('CA-9');
    expect(initialReferral(new URLSearchParams('ref=CA-7'))).toBe('CA-7');
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows the wizard's own texts in Hindi, the shared rules' messages in theirs, and back", async () => {
    await activateLanguage('hi');
    renderAt('/events/kabbadi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kabaddi रजिस्ट्रेशन' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'कुल 4 में से स्टेप 1: सामान्य जानकारी' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/के लिए अपने कॉलेज को 4 स्टेप में रजिस्टर करें।/)).toBeInTheDocument();
    expect(screen.getByLabelText('कैटेगरी')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('कृपया अपने कॉलेज का नाम और पता भरें।')).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Kabaddi Registration' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 4: General Information' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
  });
});
