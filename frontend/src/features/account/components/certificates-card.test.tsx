import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CertificateView } from '@/lib/certificates';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { CertificatesCard } from './certificates-card';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

let api: FakeApi;

function certificate(n: number, overrides: Partial<CertificateView> = {}): CertificateView {
  const id = `00000000000000a${n}`;
  return {
    id,
    kind: 'participation',
    title: 'Certificate of participation',
    name: `Player ${n}`,
    college: 'NIT Patna',
    event: 'cricket',
    eventTitle: 'Cricket',
    detail: 'Captain',
    issuedAt: '2026-03-02T06:00:00Z',
    revokedAt: null,
    revokedReason: null,
    verifyPath: `/verify/${id}?c=token${n}`,
    ...overrides,
  };
}

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  vi.mocked(notify.error).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi();
});

function renderCard() {
  const router = createMemoryRouter(
    [
      { path: '/account', element: <CertificatesCard /> },
      { path: '/verify/:id', element: <p>verify page</p> },
    ],
    { initialEntries: ['/account'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), unmount: view.unmount };
}

const card = () => screen.getByRole('region', { name: 'Certificates' });

describe('CertificatesCard', () => {
  it('lists the certificates with their event, detail and date; downloads a PDF and links to its check', async () => {
    const ca = certificate(2, {
      kind: 'ca',
      title: 'Campus ambassador certificate',
      name: 'Asha Kumari',
      event: null,
      eventTitle: null,
      detail: '12 paid referrals',
    });
    api.on('GET', '/user/certificates', () => ({
      success: true,
      certificates: [certificate(1), ca],
    }));
    api.on(
      'GET',
      '/user/certificates/00000000000000a1/pdf',
      () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const { router, user } = renderCard();
    const first = await within(card()).findByRole('listitem', {
      name: 'Certificate of participation: Player 1',
    });
    expect(first).toHaveTextContent('No. 00000000000000a1');
    expect(first).toHaveTextContent('Player 1 · Cricket · Captain');
    expect(first).toHaveTextContent(`Issued ${formatDate('2026-03-02T06:00:00Z')}`);
    const second = within(card()).getByRole('listitem', {
      name: 'Campus ambassador certificate: Asha Kumari',
    });
    expect(second).toHaveTextContent('Asha Kumari · Campus ambassador · 12 paid referrals');
    expect(api.callsTo('GET', '/user/certificates')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-of-asha',
    );

    await user.click(
      within(first).getByRole('button', { name: 'Download certificate 00000000000000a1 (PDF)' }),
    );
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    // No name from the server: the certificate's number.
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('certificate-00000000000000a1.pdf');
    expect(
      api
        .callsTo('GET', '/user/certificates/00000000000000a1/pdf')[0]
        ?.headers.get('Authorization'),
    ).toBe('Bearer token-of-asha');

    const verify = within(second).getByRole('link', {
      name: 'Verify certificate 00000000000000a2',
    });
    expect(verify).toHaveAttribute('href', '/verify/00000000000000a2?c=token2');
    await user.click(verify);
    expect(router.state.location.pathname).toBe('/verify/00000000000000a2');
    expect(router.state.location.search).toBe('?c=token2');
  });

  it('marks a revoked certificate with its reason, and offers no PDF of it', async () => {
    api.on('GET', '/user/certificates', () => ({
      success: true,
      certificates: [
        certificate(3, {
          revokedAt: '2026-03-10T09:30:00Z',
          revokedReason: 'Issued to the wrong team.',
        }),
      ],
    }));
    renderCard();
    const item = await within(card()).findByRole('listitem', {
      name: 'Certificate of participation: Player 3',
    });
    expect(item).toHaveTextContent('Revoked: Issued to the wrong team.');
    expect(within(item).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Verify certificate 00000000000000a3' }),
    ).toBeInTheDocument();
  });

  it('says when there are none yet, and a failed download is a toast', async () => {
    api.on('GET', '/user/certificates', () => ({ success: true, certificates: [] }));
    const { unmount } = renderCard();
    expect(
      await within(card()).findByText('No certificates yet: they are released after the fest.'),
    ).toBeInTheDocument();
    unmount();

    api.on('GET', '/user/certificates', () => ({ success: true, certificates: [certificate(4)] }));
    api.on('GET', '/user/certificates/00000000000000a4/pdf', () =>
      jsonResponse({ success: false, message: 'Certificate not found' }, 404),
    );
    const { user } = renderCard();
    await user.click(
      await within(card()).findByRole('button', {
        name: 'Download certificate 00000000000000a4 (PDF)',
      }),
    );
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith(
        'Could not download the certificate: Certificate not found',
      );
    });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    api.on('GET', '/user/certificates', () =>
      jsonResponse({ success: false, message: 'Down' }, 500),
    );
    renderCard();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Could not load your certificates: Down',
    );
    expect(within(card()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
