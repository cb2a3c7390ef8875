import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatDate } from '@/lib/dates';
import { formatDate as dateIn } from '@/lib/i18n/format';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { CertificateView, VerifyResponse } from '../types';
import { VerifyPage } from './verify-page';

const ID = '0123456789abcdef';
const TOKEN = 'AQEBI0VniavN7wBnVbNA-signed_token';
const KEY = 'MCowBQYDK2VwAyEAq1yQm0c9NcXDhUqE4bS0ZbQ7Jx6tq9lVv8zP0Xv2Ykc';

function certificate(overrides: Partial<CertificateView> = {}): CertificateView {
  return {
    id: ID,
    kind: 'merit',
    title: 'Certificate of merit',
    name: 'Asha Kumari',
    college: 'Indian Institute of Technology Patna',
    event: 'cricket',
    eventTitle: 'Cricket',
    detail: 'First place',
    issuedAt: '2026-03-02T06:00:00Z',
    revokedAt: null,
    revokedReason: null,
    verifyPath: `/verify/${ID}?c=${TOKEN}`,
    ...overrides,
  };
}

function answer(overrides: Partial<VerifyResponse> = {}): VerifyResponse {
  return {
    success: true,
    status: 'valid',
    message: 'This certificate is genuine: the fest issued it and it has not been changed.',
    certificate: certificate(),
    publicKey: KEY,
    ...overrides,
  };
}

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/verify/:id', element: <VerifyPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** The record of the fest, as name -> value. */
function recordOf(heading: string): Record<string, string> {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section ${heading}`);
  const rows = [...section.querySelectorAll('.verify-record__row')];
  return Object.fromEntries(
    rows.map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

describe('VerifyPage', () => {
  it('says a genuine certificate is genuine, with the record and the public key, and passes c on', async () => {
    api.on('GET', `/verify/${ID}`, () => answer());
    renderAt(`/verify/${ID}?c=${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeInTheDocument();
    const result = await screen.findByRole('status', { name: 'Genuine' });
    expect(result).toHaveTextContent(
      'This certificate is genuine: the fest issued it and it has not been changed.',
    );
    expect(result).toHaveClass('verify-result--valid');
    expect(screen.getByText('Certificate of merit')).toBeInTheDocument();
    expect(recordOf('The certificate')).toEqual({
      Name: 'Asha Kumari',
      College: 'Indian Institute of Technology Patna',
      Event: 'Cricket',
      For: 'First place',
      Issued: formatDate('2026-03-02T06:00:00Z'),
      'Certificate number': ID,
    });
    const key = screen.getByRole('region', { name: "The fest's public key" });
    expect(key).toHaveTextContent(KEY);
    expect(key).toHaveTextContent('Anyone with this Ed25519 key can check the signature');
    expect(document.title).toMatch(/^Verify a certificate \| /);

    const [call] = api.callsTo('GET', `/verify/${ID}`);
    expect(call?.query.get('c')).toBe(TOKEN);
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('asks without c when the address has none, and leaves out the event of a CA certificate', async () => {
    api.on('GET', `/verify/${ID}`, () =>
      answer({
        certificate: certificate({
          kind: 'ca',
          title: 'Campus ambassador certificate',
          event: null,
          eventTitle: null,
          detail: '12 paid referrals',
        }),
      }),
    );
    renderAt(`/verify/${ID}`);
    await screen.findByRole('status', { name: 'Genuine' });
    const record = recordOf('The certificate');
    expect(record).not.toHaveProperty('Event');
    expect(record.For).toBe('12 paid referrals');
    expect([...(api.callsTo('GET', `/verify/${ID}`)[0]?.query.keys() ?? [])]).toEqual([]);
  });

  it('warns of a revoked certificate, with when and why', async () => {
    api.on('GET', `/verify/${ID}`, () =>
      answer({
        status: 'revoked',
        message: 'This certificate was revoked by the fest.',
        certificate: certificate({
          revokedAt: '2026-03-10T09:30:00Z',
          revokedReason: 'Issued to the wrong team.',
        }),
      }),
    );
    renderAt(`/verify/${ID}?c=${TOKEN}`);
    const result = await screen.findByRole('status', { name: 'Revoked' });
    expect(result).toHaveClass('verify-result--revoked');
    expect(result).toHaveTextContent('This certificate was revoked by the fest.');
    expect(result).toHaveTextContent(`Revoked on${formatDate('2026-03-10T09:30:00Z')}`);
    expect(result).toHaveTextContent('ReasonIssued to the wrong team.');
    expect(recordOf('The certificate').Name).toBe('Asha Kumari');
  });

  it('says a certificate changed after signing does not match, and shows what the fest issued', async () => {
    api.on('GET', `/verify/${ID}`, () =>
      answer({
        status: 'tampered',
        message:
          "This certificate's data was changed after the fest signed it (its signature does not match).",
      }),
    );
    renderAt(`/verify/${ID}?c=edited-token`);
    const result = await screen.findByRole('status', { name: 'Does not match' });
    expect(result).toHaveClass('verify-result--tampered');
    expect(result).toHaveTextContent(
      "This certificate's data was changed after the fest signed it (its signature does not match).",
    );
    expect(
      screen.queryByRole('heading', { level: 2, name: 'The certificate' }),
    ).not.toBeInTheDocument();
    expect(recordOf('What the fest issued:')).toMatchObject({
      Name: 'Asha Kumari',
      Event: 'Cricket',
      For: 'First place',
    });
    expect(api.callsTo('GET', `/verify/${ID}`)[0]?.query.get('c')).toBe('edited-token');
  });

  it('says when no certificate has the number', async () => {
    api.on('GET', '/verify/ffffffffffffffff', () =>
      jsonResponse({ success: false, message: 'Certificate not found' }, 404),
    );
    renderAt('/verify/ffffffffffffffff');
    const result = await screen.findByRole('status', { name: 'Not found' });
    expect(result).toHaveTextContent('No certificate has this number.');
    expect(result).toHaveTextContent(
      'Check the number (ffffffffffffffff) against the certificate.',
    );
    expect(screen.queryByRole('region', { name: "The fest's public key" })).not.toBeInTheDocument();
  });

  it('says it is checking, and offers Try again when the check fails', async () => {
    let answered = 0;
    api.on('GET', `/verify/${ID}`, () => {
      answered += 1;
      return answered === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : answer();
    });
    const { user } = renderAt(`/verify/${ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the certificate...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not check the certificate: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Genuine' })).toBeInTheDocument();
  });
});

describe('VerifyPage in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows the check in Hindi, the server's sentence and the record's texts as they come, and back", async () => {
    api.on('GET', `/verify/${ID}`, () => answer());
    await activateLanguage('hi');
    renderAt(`/verify/${ID}?c=${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेट की जाँच करें' }),
    ).toBeInTheDocument();
    const result = await screen.findByRole('status', { name: 'असली' });
    expect(result).toHaveTextContent(
      'This certificate is genuine: the fest issued it and it has not been changed.',
    );
    expect(recordOf('सर्टिफ़िकेट')).toEqual({
      नाम: 'Asha Kumari',
      कॉलेज: 'Indian Institute of Technology Patna',
      इवेंट: 'Cricket',
      किसलिए: 'First place',
      'जारी होने की तारीख़': dateIn('2026-03-02T06:00:00Z', 'hi-IN'),
      'सर्टिफ़िकेट नंबर': ID,
    });
    expect(screen.getByRole('region', { name: 'फ़ेस्ट की पब्लिक-की' })).toHaveTextContent(KEY);

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Genuine' })).toBeVisible();
  });

  it('says in Hindi that no certificate has the number, or that the check failed', async () => {
    api.on('GET', '/verify/ffffffffffffffff', () =>
      jsonResponse({ success: false, message: 'Certificate not found' }, 404),
    );
    await activateLanguage('hi');
    renderAt('/verify/ffffffffffffffff');
    const result = await screen.findByRole('status', { name: 'नहीं मिला' });
    expect(result).toHaveTextContent('इस नंबर का कोई सर्टिफ़िकेट नहीं है।');
    expect(result).toHaveTextContent('नंबर (ffffffffffffffff) को सर्टिफ़िकेट पर छपे नंबर से मिलाकर देखें।');

    api.on('GET', `/verify/${ID}`, () =>
      jsonResponse({ success: false, message: 'Database unavailable' }, 503),
    );
    renderAt(`/verify/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('सर्टिफ़िकेट की जाँच नहीं हो सकी: Database unavailable');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });
});
