import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routerOptions, routes } from '@/app/routes';
import { SessionContext } from '@/lib/session';
import type { PassView } from '@/lib/api-types';
import { formatFestDateTime, formatTime } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { readSavedPasses, savedPassesKey, savePasses } from '@/lib/saved-passes';
import { jsonResponse, makeUser, signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { qrMatrix } from '../lib/qr';
// The lazy page, loaded up front so that the first test does not wait for its code.
import './passes-page';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const FOOTBALL = '3f2a9c1e-0000-4000-8000-000000000001';
const CHESS = '7b41d2aa-0000-4000-8000-000000000002';

function pass(overrides: Partial<PassView>): PassView {
  return {
    id: '0123456789abcdef',
    token: 'v1.token-of-a-pass',
    registrationId: FOOTBALL,
    event: 'football',
    role: 'players',
    roleTitle: 'Player',
    name: 'Ravi K.',
    checkedInAt: null,
    gate: null,
    revoked: false,
    ...overrides,
  };
}

const CHECKED_IN_AT = '2026-02-20T05:12:00Z';

const passes: PassView[] = [
  pass({
    id: 'aaaaaaaaaaaaaaa1',
    token: 'token-asha',
    role: 'captain',
    roleTitle: 'Captain',
    name: 'Asha K.',
  }),
  pass({
    id: 'aaaaaaaaaaaaaaa2',
    token: 'token-ravi',
    name: 'Ravi K.',
    checkedInAt: CHECKED_IN_AT,
    gate: 'North',
  }),
  pass({
    id: 'bbbbbbbbbbbbbbb1',
    token: 'token-meera',
    registrationId: CHESS,
    event: 'chess',
    name: 'Meera S.',
    revoked: true,
  }),
];

let api: FakeApi;

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  localStorage.clear();
  api = fakeApi();
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function renderPasses() {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/passes'] });
  const { unmount } = render(
    <SessionContext value={signedIn('user')}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { router, user: userEvent.setup(), unmount };
}

/** The signed-in account of these tests (signedIn()). */
const ME = makeUser()._id;

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/passes', () => {
  it('says it is loading, then shows one card per person grouped by registration', async () => {
    let answer: (r: Response) => void = () => undefined;
    api.on(
      'GET',
      '/passes',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPasses();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your passes' })).toBeVisible();
    expect(await screen.findByText('Loading your passes...')).toHaveAttribute('role', 'status');
    answer(jsonResponse({ success: true, passes }));

    // Grouped by registration, titles from the catalogue.
    const football = await screen.findByRole('region', { name: /^Football Registration 3f2a9c1e/ });
    const chess = screen.getByRole('region', { name: /^Chess Registration 7b41d2aa/ });
    expect(within(football).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chess).getAllByRole('listitem')).toHaveLength(1);

    const asha = card('Asha K.');
    expect(asha).toHaveTextContent('Football');
    expect(asha).toHaveTextContent('Captain');
    expect(asha).toHaveTextContent('Pass aaaaaaaaaaaaaaa1');
    expect(asha).toHaveTextContent('Not used yet');

    expect(card('Ravi K.')).toHaveTextContent(
      `Checked in at ${formatTime(CHECKED_IN_AT)} at gate North`,
    );
    const meera = card('Meera S.');
    expect(meera).toHaveTextContent('Revoked');
    expect(meera).toHaveTextContent('This pass no longer opens the gate.');
  });

  it("shows the holder's stay at the hostel, and the hostel desk's check-in", async () => {
    api.on('GET', '/passes', () => ({
      success: true,
      passes: [
        pass({
          id: 'aaaaaaaaaaaaaaa1',
          name: 'Asha K.',
          stay: {
            block: 'Men',
            checkIn: '2025-02-19',
            checkOut: '2025-02-22',
            nights: 3,
            checkedInAt: '2025-02-19T12:00:00Z',
          },
        }),
        pass({
          id: 'aaaaaaaaaaaaaaa2',
          name: 'Ravi K.',
          stay: {
            block: 'Women',
            checkIn: '2025-02-21',
            checkOut: '2025-02-22',
            nights: 1,
            checkedInAt: null,
          },
        }),
        pass({ id: 'aaaaaaaaaaaaaaa3', name: 'Meera S.', stay: null }),
      ],
    }));
    renderPasses();
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    const asha = within(card('Asha K.')).getByTestId('pass-stay');
    expect(asha).toHaveTextContent('Hostel: Men block, 19 Feb – 22 Feb');
    expect(asha).toHaveTextContent('Checked in at the hostel');
    const ravi = within(card('Ravi K.')).getByTestId('pass-stay');
    expect(ravi).toHaveTextContent('Hostel: Women block, 21 Feb – 22 Feb');
    expect(ravi).not.toHaveTextContent('Checked in at the hostel');
    expect(within(card('Meera S.')).queryByTestId('pass-stay')).not.toBeInTheDocument();
    // A stay is booked from /accommodation.
    expect(screen.getByRole('link', { name: 'Book a stay at the hostel' })).toHaveAttribute(
      'href',
      '/accommodation',
    );
  });

  it('draws each pass token as a QR code the tests can find', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes }));
    renderPasses();
    const qr = await screen.findByRole('img', { name: 'QR code of the pass of Asha K.' });
    expect(qr).toHaveAttribute('data-testid', 'pass-qr');
    expect(qr).toHaveAttribute('data-pass-id', 'aaaaaaaaaaaaaaa1');
    const expected = qrMatrix('token-asha');
    expect(qr).toHaveAttribute('viewBox', `0 0 ${expected.size} ${expected.size}`);
    expect(qr.querySelector('path')).toHaveAttribute('d', expected.path);
    expect(screen.getAllByTestId('pass-qr')).toHaveLength(3);
  });

  it('downloads a card as an SVG image', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes }));
    const { user } = renderPasses();
    await user.click(await screen.findByRole('button', { name: 'Download the pass of Ravi K.' }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('infinito-pass-aaaaaaaaaaaaaaa2.svg');
    expect(blob?.type).toBe('image/svg+xml');
    const svg = (await blob?.text()) ?? '';
    expect(svg).toContain('Ravi K.');
    expect(svg).toContain('Football');
    expect(svg).toContain('Pass aaaaaaaaaaaaaaa2');
    expect(svg).toContain(qrMatrix('token-ravi').path);
  });

  it('offers a revoked pass neither for download nor for printing', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes }));
    renderPasses();
    await screen.findByRole('heading', { level: 3, name: 'Meera S.' });
    const meera = card('Meera S.');
    expect(meera).toHaveTextContent('Revoked');
    expect(within(meera).queryByRole('button')).not.toBeInTheDocument();
    expect(meera).toHaveAttribute('data-status', 'revoked');
    for (const name of ['Asha K.', 'Ravi K.']) {
      expect(
        within(card(name)).getByRole('button', { name: `Download the pass of ${name}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Print passes' })).toBeInTheDocument();
  });

  it('offers no printing when every pass is revoked', async () => {
    api.on('GET', '/passes', () => ({
      success: true,
      passes: passes.map((p) => ({ ...p, revoked: true })),
    }));
    renderPasses();
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    expect(screen.queryByRole('button', { name: 'Print passes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    // The way to a stay stays.
    expect(screen.getByRole('link', { name: 'Book a stay at the hostel' })).toBeInTheDocument();
  });

  it('prints the passes', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    api.on('GET', '/passes', () => ({ success: true, passes }));
    const { user } = renderPasses();
    await user.click(await screen.findByRole('button', { name: 'Print passes' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when there are no passes yet and links to the events', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes: [] }));
    renderPasses();
    expect(
      await screen.findByText('No passes yet — they appear here once a registration is paid.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute(
      'href',
      '/event/ins',
    );
    expect(screen.queryByRole('button', { name: 'Print passes' })).not.toBeInTheDocument();
  });

  it('says why the passes could not be loaded and tries again', async () => {
    let fail = true;
    api.on('GET', '/passes', () =>
      fail
        ? jsonResponse({ success: false, message: 'Database down' }, 500)
        : { success: true, passes },
    );
    const { user } = renderPasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your passes: Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Asha K.' })).toBeVisible();
    await waitFor(() => {
      expect(api.callsTo('GET', '/passes')).toHaveLength(2);
    });
  });
});

describe('/passes offline', () => {
  /** Saved on 20 Feb 2026 at 10:00 in India. */
  const SAVED_AT = new Date('2026-02-20T04:30:00Z');
  const OFFLINE_NOTICE =
    'You are offline: these are your passes as saved on this device on 20 Feb 2026, 10:00 am IST.';

  it('saves every answer of the server on the device for the account', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes }));
    renderPasses();
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    await waitFor(() => {
      expect(readSavedPasses(ME)?.data).toEqual({ success: true, passes });
    });
    const savedAt = Date.parse(readSavedPasses(ME)?.savedAt ?? '');
    expect(Math.abs(Date.now() - savedAt)).toBeLessThan(60_000);
    expect(localStorage.getItem(savedPassesKey(ME))).not.toBeNull();
  });

  it('shows the passes last seen, with their QR codes, when the network is down', async () => {
    // Seen once online...
    api.on('GET', '/passes', () => ({ success: true, passes }));
    const first = renderPasses();
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    await waitFor(() => {
      expect(readSavedPasses(ME)).not.toBeNull();
    });
    const savedAt = readSavedPasses(ME)?.savedAt ?? '';
    first.unmount();

    // ...then opened again at the gate with no network.
    api.on('GET', '/passes', () => HttpResponse.error());
    const { user } = renderPasses();
    const notice = await screen.findByText(
      `You are offline: these are your passes as saved on this device on ${formatFestDateTime(savedAt)}.`,
    );
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your passes...')).not.toBeInTheDocument();

    // The same cards, QR codes drawn from the saved tokens.
    expect(screen.getAllByTestId('pass-qr')).toHaveLength(3);
    const qr = screen.getByRole('img', { name: 'QR code of the pass of Asha K.' });
    expect(qr.querySelector('path')).toHaveAttribute('d', qrMatrix('token-asha').path);
    expect(card('Ravi K.')).toHaveTextContent(
      `Checked in at ${formatTime(CHECKED_IN_AT)} at gate North`,
    );
    expect(card('Meera S.')).toHaveTextContent('Revoked');

    // Printing stays possible.
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print passes' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the saved passes were saved, tries again, and shows the fresh ones', async () => {
    savePasses(ME, { success: true, passes }, SAVED_AT);
    let online = false;
    api.on('GET', '/passes', () =>
      online
        ? {
            success: true,
            passes: [pass({ id: 'ccccccccccccccc1', token: 'token-new', name: 'Nisha P.' })],
          }
        : HttpResponse.error(),
    );
    const { user } = renderPasses();
    const notice = (await screen.findByText(OFFLINE_NOTICE)).closest('[role="status"]');
    expect(notice).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { level: 3, name: 'Asha K.' })).toBeVisible();

    online = true;
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Nisha P.' })).toBeVisible();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Asha K.' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/passes')).toHaveLength(2);
    // The fresh answer is the one kept now.
    await waitFor(() => {
      expect(readSavedPasses(ME)?.data.passes.map((p) => p.name)).toEqual(['Nisha P.']);
    });
  });

  it('shows the saved passes while the browser reports no network (the query waits)', async () => {
    savePasses(ME, { success: true, passes }, SAVED_AT);
    api.on('GET', '/passes', () => ({ success: true, passes: [pass({ name: 'Nisha P.' })] }));
    onlineManager.setOnline(false);
    renderPasses();
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeVisible();
    expect(screen.getAllByTestId('pass-qr')).toHaveLength(3);
    expect(api.callsTo('GET', '/passes')).toHaveLength(0);

    // Back online: the waiting query goes out and the fresh passes replace the saved ones.
    onlineManager.setOnline(true);
    expect(await screen.findByRole('heading', { level: 3, name: 'Nisha P.' })).toBeVisible();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
  });

  it('keeps the error when the network is down and nothing is saved', async () => {
    api.on('GET', '/passes', () => HttpResponse.error());
    renderPasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load your passes: Could not reach the server. Please check your connection.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('pass-qr')).not.toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it("never shows another account's saved passes", async () => {
    savePasses('someone-else', { success: true, passes }, SAVED_AT);
    // Even one stored under this account's key, when it says it is someone else's.
    localStorage.setItem(
      savedPassesKey(ME),
      JSON.stringify({
        version: 1,
        userId: 'someone-else',
        savedAt: SAVED_AT.toISOString(),
        data: { success: true, passes },
      }),
    );
    api.on('GET', '/passes', () => HttpResponse.error());
    renderPasses();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your passes');
    expect(screen.queryByTestId('pass-qr')).not.toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('shows the error of a server that answers, saved passes or not', async () => {
    savePasses(ME, { success: true, passes }, SAVED_AT);
    api.on('GET', '/passes', () => jsonResponse({ success: false, message: 'Database down' }, 500));
    renderPasses();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your passes: Database down',
    );
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('pass-qr')).not.toBeInTheDocument();
  });

  it('ignores corrupt saved passes, and replaces them with the next answer', async () => {
    localStorage.setItem(savedPassesKey(ME), '{"version":1,"passes":');
    let fail = true;
    api.on('GET', '/passes', () => (fail ? HttpResponse.error() : { success: true, passes }));
    const { user } = renderPasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your passes');
    expect(screen.queryByTestId('pass-qr')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    await waitFor(() => {
      expect(readSavedPasses(ME)?.data).toEqual({ success: true, passes });
    });
  });

  it('forgets the saved passes when the session turns out to be over (401)', async () => {
    savePasses(ME, { success: true, passes }, SAVED_AT);
    localStorage.setItem('token', 'expired');
    api.on('GET', '/passes', () =>
      jsonResponse({ success: false, message: 'Session expired' }, 401),
    );
    renderPasses();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your passes: Session expired',
    );
    expect(readSavedPasses(ME)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/passes in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the page and the cards in Hindi, names and roles as they come, and back', async () => {
    api.on('GET', '/passes', () => ({
      success: true,
      passes: [
        ...passes,
        pass({
          id: 'aaaaaaaaaaaaaaa3',
          name: 'Kiran P.',
          stay: {
            block: 'Men',
            checkIn: '2025-02-19',
            checkOut: '2025-02-22',
            nights: 3,
            checkedInAt: null,
          },
        }),
      ],
    }));
    await activateLanguage('hi');
    renderPasses();
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके पास' })).toBeVisible();
    await screen.findByRole('heading', { level: 3, name: 'Asha K.' });
    expect(screen.getByText(/फ़ेस्ट के दिन गेट पर QR कोड दिखाएँ।/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'पास प्रिंट करें' })).toBeVisible();
    expect(screen.getByRole('region', { name: /^Football रजिस्ट्रेशन 3f2a9c1e/ })).toBeVisible();

    const asha = card('Asha K.');
    expect(asha).toHaveTextContent('Captain');
    expect(asha).toHaveTextContent('पास aaaaaaaaaaaaaaa1');
    expect(asha).toHaveTextContent('अभी इस्तेमाल नहीं हुआ');
    expect(within(asha).getByRole('img', { name: 'Asha K. के पास का QR कोड' })).toBeInTheDocument();
    expect(card('Ravi K.')).toHaveTextContent(
      `${formatTime(CHECKED_IN_AT)} बजे गेट North पर चेक-इन हुआ`,
    );
    expect(card('Meera S.')).toHaveTextContent('इस पास से अब गेट पर एंट्री नहीं मिलेगी।');
    expect(within(card('Kiran P.')).getByTestId('pass-stay')).toHaveTextContent(
      'हॉस्टल: Men ब्लॉक, 19 फ़र॰ – 22 फ़र॰',
    );
    expect(screen.getByRole('button', { name: 'Ravi K. का पास डाउनलोड करें' })).toHaveTextContent(
      'डाउनलोड करें',
    );

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your passes' })).toBeVisible();
    expect(card('Asha K.')).toHaveTextContent('Not used yet');
    expect(within(card('Kiran P.')).getByTestId('pass-stay')).toHaveTextContent(
      'Hostel: Men block, 19 Feb – 22 Feb',
    );
  });

  it('says in Hindi that there are no passes yet, or that they could not be loaded', async () => {
    api.on('GET', '/passes', () => ({ success: true, passes: [] }));
    await activateLanguage('hi');
    const { unmount } = renderPasses();
    expect(
      await screen.findByText('अभी कोई पास नहीं है — रजिस्ट्रेशन का पेमेंट होते ही पास यहाँ दिखेंगे।'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'इवेंट्स देखें' })).toHaveAttribute('href', '/event/ins');
    unmount();

    api.on('GET', '/passes', () => jsonResponse({ success: false, message: 'Database down' }, 500));
    renderPasses();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आपके पास लोड नहीं हो सके: Database down',
    );
  });
});
