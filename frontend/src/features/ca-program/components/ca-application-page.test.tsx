import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import type { CaApplicationView } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';

// The lazy page, loaded up front so that the first test does not wait for its code.
import './ca-application-page';
// The table of the pages behind sign-in (found when first opened) and its guard, up front too.
import '@/app/routes/signed-in';
import '@/components/guard/require-auth';
import { formatAppliedOn } from './ca-application-page';

type Handler = () => Response | Promise<Response>;

let handlers: Record<string, Handler>;

function useApi(overrides: Record<string, Handler>) {
  handlers = {
    'GET /user/me': () => jsonResponse({ success: true, user: makeUser() }),
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-of-asha');
  fakeApi(({ method, path }) => {
    const key = `${method} ${path}`;
    const handler = handlers[key];
    return handler ? handler() : jsonResponse({ message: `no handler for ${key}` }, 500);
  });
  useApi({});
});

function renderPage() {
  const router = createMemoryRouter(routes, {
    ...routerOptions,
    initialEntries: ['/ca-application'],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const application = (overrides: Partial<CaApplicationView> = {}): CaApplicationView => ({
  _id: 'app-1',
  fullName: 'Asha Kumari',
  username: 'asha',
  email: 'asha@example.org',
  alternativeEmail: 'asha.alt@example.org',
  collegeName: 'NIT Patna',
  collegeYear: 'Second Year',
  por: 'Sports secretary',
  collegeAddress: 'Ashok Rajpath, Patna, Bihar',
  phoneNumber: '9876543210',
  howDidYouKnow: 'WhatsApp Channel',
  applicationStatement: 'I love organising things.',
  rollno: '2201CS11',
  status: 'pending',
  applicationDate: '2025-01-15T09:30:00Z',
  reviewedBy: null,
  reviewedAt: null,
  referralCode: null,
  ...overrides,
});

/** The value shown for `label` in the details list. */
function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('/ca-application', () => {
  it('says it is loading, then shows the application with its status badge', async () => {
    let answer: (response: Response) => void = () => undefined;
    useApi({
      'GET /ca/application': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My CA Application' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loading your application...')).toBeInTheDocument();

    answer(jsonResponse({ success: true, application: application() }));
    expect(await screen.findByText('Pending')).toHaveClass('ca-badge', 'ca-badge--pending');
    expect(screen.queryByText('Loading your application...')).not.toBeInTheDocument();
    expect(detail('Full Name')).toBe('Asha Kumari');
    expect(detail('Username')).toBe('asha');
    expect(detail('Email')).toBe('asha@example.org');
    expect(detail('Alternative Email')).toBe('asha.alt@example.org');
    expect(detail('College Name')).toBe('NIT Patna');
    expect(detail('College Year')).toBe('Second Year');
    expect(detail('POR')).toBe('Sports secretary');
    expect(detail('Address')).toBe('Ashok Rajpath, Patna, Bihar');
    expect(detail('Phone')).toBe('9876543210');
    expect(detail('How did you know about us')).toBe('WhatsApp Channel');
    expect(screen.getByText('I love organising things.')).toBeInTheDocument();
    // Applied on, in the Indian locale and time zone (09:30 UTC is 3:00 pm in India).
    const time = screen.getByText(formatAppliedOn('2025-01-15T09:30:00Z'));
    expect(time).toHaveAttribute('datetime', '2025-01-15T09:30:00Z');
    expect(time.textContent).toMatch(/15 January 2025/);
    expect(time.textContent).toMatch(/3:00\s?pm/i);
  });

  it.each([
    ['accepted', 'Accepted'],
    ['rejected', 'Rejected'],
  ] as const)('shows a %s application with its own badge', async (status, text) => {
    useApi({
      'GET /ca/application': () =>
        jsonResponse({
          success: true,
          application: application({ status, alternativeEmail: null, por: '' }),
        }),
    });
    renderPage();
    const badge = await screen.findByText(text);
    expect(badge).toHaveClass(`ca-badge--${status}`);
    expect(detail('Alternative Email')).toBe('Not provided');
    expect(detail('POR')).toBe('Not provided');
  });

  it('says so when there is no application, with a way to apply', async () => {
    useApi({
      'GET /ca/application': () =>
        jsonResponse({ success: false, message: 'No application found' }, 404),
    });
    renderPage();
    const notice = await screen.findByText('No application found');
    const link = screen.getByRole('link', { name: 'Apply as a Campus Ambassador' });
    expect(link).toHaveAttribute('href', '/ca-register');
    expect(notice.parentElement).toContainElement(link);
  });

  it('shows the error with the server message and a toast', async () => {
    useApi({
      'GET /ca/application': () =>
        jsonResponse({ success: false, message: 'Database is down' }, 500),
    });
    renderPage();
    expect(await screen.findByText('Error: Database is down')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load your application')).toBeInTheDocument();
  });

  it('falls back to the default error text', async () => {
    useApi({ 'GET /ca/application': () => new Response('oops', { status: 502 }) });
    renderPage();
    expect(await screen.findByText('Error: Failed to fetch application')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load your application')).toBeInTheDocument();
  });
});

describe('/ca-application in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the application, its badge and its details in Hindi', async () => {
    useApi({
      'GET /ca/application': () =>
        jsonResponse({ success: true, application: application({ por: '' }) }),
    });
    await activateLanguage('hi');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरा CA आवेदन' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('पेंडिंग')).toHaveClass('ca-badge--pending');
    expect(detail('पूरा नाम')).toBe('Asha Kumari');
    expect(detail('कॉलेज का साल')).toBe('दूसरा साल');
    expect(detail('आपको हमारे बारे में कैसे पता चला')).toBe('WhatsApp चैनल');
    expect(detail('ज़िम्मेदारी के पद')).toBe('नहीं दिया गया');
    expect(screen.getByText(formatAppliedOn('2025-01-15T09:30:00Z'))).toHaveTextContent(
      /15 जनवरी 2025/,
    );
  });

  it('says in Hindi that there is no application, with a link to apply', async () => {
    useApi({ 'GET /ca/application': () => jsonResponse({ message: 'Not found' }, 404) });
    await activateLanguage('hi');
    renderPage();
    expect(await screen.findByText('कोई आवेदन नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कैंपस एम्बेसडर के लिए आवेदन करें' })).toHaveAttribute(
      'href',
      '/ca-register',
    );
  });
});
