import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import type { ReceiptView, RegistrationView } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { loadShared } from '@/lib/wasm';
import { makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { confirmedRegistration } from './confirmation-page';

// The lazy page and what it loads, up front, so that the first test does not wait for their code on a
// busy machine: the table of the pages behind sign-in and its guard, and the not-found page.
import '@/app/routes/signed-in';
import '@/app/routes/not-found';
import '@/components/guard/require-auth';

let api: FakeApi;
let registrations: RegistrationView[];
let receipts: ReceiptView[];

const person = (fullname: string, n: number) => ({
  fullname,
  email: `p${String(n)}@example.org`,
  phoneNumber: 'XXXXXX0000',
  aadharId: 'XXXXXXXX0000',
});

function registration(overrides: Partial<RegistrationView> = {}): RegistrationView {
  return {
    _id: 'reg1',
    event: 'chess',
    eventTitle: 'Chess',
    paymentStatus: 'paid',
    paymentMode: 'sandbox',
    amount: 24900,
    currency: 'INR',
    createdAt: '2025-01-15T12:00:00Z',
    paidAt: '2025-01-15T12:05:00Z',
    collegeName: 'IIT Patna',
    collegeAddress: 'Bihta, Patna',
    members: 2,
    feePaise: 24900,
    category: null,
    refundStatus: null,
    refundAmount: null,
    cancelledAt: null,
    canChange: true,
    changeDeadline: '2099-02-01T12:30:00Z',
    team: { captain: [person('Asha Rao', 1)], players: [person('Ravi Kumar', 2)] },
    ...overrides,
  };
}

const receipt: ReceiptView = {
  id: 'rc1',
  number: 'INF/2024-25/000007',
  document: 'receipt',
  title: 'Receipt',
  description: 'Registration for Chess',
  amountPaise: 24900,
  taxablePaise: 24900,
  taxPaise: 0,
  taxInvoice: false,
  payableKind: 'registration',
  payableId: 'reg1',
  issuedAt: '2025-01-15T12:05:00Z',
  pdfUrl: '/api/v1/receipts/rc1.pdf',
};

beforeEach(() => {
  localStorage.setItem('token', 'token-1');
  registrations = [];
  receipts = [];
  api = fakeApi();
  api.on('GET', '/user/me', () => ({ success: true, user: makeUser() }));
  api.on('GET', '/events/my-registrations', () => ({ success: true, registrations }));
  api.on('GET', '/receipts', () => ({ success: true, receipts }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'sandbox' }));
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the confirmation page of a registration', () => {
  it('says the payment went through, what was registered, the receipt and what comes next', async () => {
    registrations = [registration()];
    receipts = [
      receipt,
      { ...receipt, id: 'rc2', payableId: 'other', number: 'INF/2024-25/000008' },
    ];
    renderAt('/account/registrations/chess');
    const status = await screen.findByRole('heading', {
      level: 2,
      name: 'Payment successful! Registration confirmed.',
    });
    await waitFor(() => {
      expect(status).toHaveFocus();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Chess Registration' })).toBeVisible();
    expect(screen.getByText('IIT Patna')).toBeVisible();
    expect(screen.getByText('Asha Rao')).toBeVisible();
    expect(screen.getByText('Ravi Kumar')).toBeVisible();
    expect(screen.getByText('Amount paid')).toBeVisible();
    // Its own receipt only, to download.
    const receiptItem = await screen.findByRole('listitem', { name: 'Receipt INF/2024-25/000007' });
    expect(
      within(receiptItem).getByRole('button', {
        name: 'Download receipt INF/2024-25/000007 (PDF)',
      }),
    ).toBeVisible();
    expect(screen.queryByText('INF/2024-25/000008')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see your passes' })).toHaveAttribute(
      'href',
      '/passes',
    );
    expect(screen.getByRole('link', { name: 'Book beds at the hostel' })).toHaveAttribute(
      'href',
      '/accommodation',
    );
    expect(screen.getByText(/You can change your team until/)).toBeVisible();
  });

  it('says a registration still waiting for its payment is waiting, with the way to the account', async () => {
    registrations = [registration({ paymentStatus: 'awaiting_payment', paidAt: null })];
    renderAt('/account/registrations/chess');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Your registration is waiting for its payment.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'see your passes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(api.callsTo('GET', '/receipts')).toHaveLength(0);
  });

  it('is not found for an event the user has no registration for', async () => {
    renderAt('/account/registrations/chess');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found...' }),
    ).toBeVisible();
  });

  it('is about the registration that was not given up, not an expired attempt', async () => {
    const { holdsPlace } = await loadShared();
    const expired = registration({ _id: 'old', paymentStatus: 'expired' });
    const paid = registration({ _id: 'new' });
    const pending = registration({ _id: 'pending', paymentStatus: 'pending' });
    expect(confirmedRegistration([expired, paid], 'chess', holdsPlace)?._id).toBe('new');
    expect(confirmedRegistration([expired, pending], 'chess', holdsPlace)?._id).toBe('pending');
    expect(confirmedRegistration([expired], 'chess', holdsPlace)?._id).toBe('old');
    expect(confirmedRegistration([paid], 'football', holdsPlace)).toBeUndefined();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says what was registered and what comes next in Hindi, and back', async () => {
    registrations = [registration()];
    await activateLanguage('hi');
    renderAt('/account/registrations/chess');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'पेमेंट हो गया! रजिस्ट्रेशन पक्का हो गया।' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Chess रजिस्ट्रेशन' })).toBeVisible();
    expect(screen.getByText('चुकाई गई रकम').nextElementSibling).toHaveTextContent('₹249');
    expect(screen.getByRole('heading', { level: 3, name: 'आपकी टीम' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'आगे क्या होगा' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अपने पास देखें' })).toHaveAttribute('href', '/passes');
    expect(screen.getByText(/तक अपने अकाउंट से अपनी टीम बदल सकते हैं।/)).toBeVisible();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Chess Registration' })).toBeVisible();
    expect(screen.getByText('Amount paid').nextElementSibling).toHaveTextContent('Rs. 249');
    expect(screen.getByRole('link', { name: 'see your passes' })).toBeVisible();
  });

  it('says in Hindi that the registration could not be loaded', async () => {
    api.on('GET', '/events/my-registrations', () => new Response(null, { status: 500 }));
    await activateLanguage('hi');
    renderAt('/account/registrations/chess');
    expect(await screen.findByText(/आपका रजिस्ट्रेशन लोड नहीं हो सका/)).toBeVisible();
  });
});
