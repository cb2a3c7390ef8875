import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type {
  AdminCertificatesResponse,
  CertificateCounts,
  CertificateView,
} from '@/lib/certificates';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';

import {
  mockApi,
  openedSection,
  renderPortal,
  sectionLink,
  type ApiCall,
  type MockApi,
} from '../testing/mock-api';
import { CertificatesPanel } from './certificates-panel';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const counts = (participation: number, merit: number, ca: number, revoked = 0) =>
  ({ participation, merit, ca, revoked }) satisfies CertificateCounts;

function certificate(n: number, overrides: Partial<CertificateView> = {}): CertificateView {
  const id = `00000000000000b${n}`;
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
    verifyPath: `/verify/${id}?c=t${n}`,
    ...overrides,
  };
}

let api: MockApi;
/** What GET /admin/certificates answers (for a call: its filter is in `call.query`). */
let answer: (call: ApiCall) => AdminCertificatesResponse;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(saveFile).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // failures are logged
  localStorage.setItem('token', 'token-of-boss');
  answer = () => ({
    success: true,
    counts: counts(40, 6, 3, 1),
    eligible: counts(12, 0, 2),
    certificates: [
      certificate(1),
      certificate(2, {
        kind: 'ca',
        title: 'Campus ambassador certificate',
        event: null,
        eventTitle: null,
        college: 'IIT Patna',
        detail: '12 paid referrals',
        revokedAt: '2026-03-05T10:00:00Z',
        revokedReason: 'Referrals were refunded.',
      }),
    ],
    total: 50,
  });
  api = mockApi();
  api.on('GET', '/admin/certificates', (call) => answer(call));
});

function renderPanel() {
  render(<CertificatesPanel />);
  return userEvent.setup();
}

/** The panel, once its list has loaded. */
async function panel() {
  const section = await screen.findByRole('region', { name: 'Certificates' });
  await within(section).findByRole('table', { name: 'Certificates issued' });
  return within(section);
}

/** The list's filters. */
const filters = () => within(screen.getByRole('group', { name: 'Filter certificates' }));

const listCalls = () => api.callsTo('GET', '/admin/certificates').map((c) => c.query.toString());

describe('the certificates (Announcements section)', () => {
  it('sits in the Announcements section and shows the counts issued and to release per kind', async () => {
    api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
    api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
    api.on('GET', '/admin/announcements', () => ({ success: true, announcements: [] }));
    api.on('GET', '/admin/reminders', () => jsonResponse({ success: false }, 500));
    const { user } = await renderPortal('admin');
    await user.click(sectionLink('Announcements'));
    expect(await openedSection('Announcements')).toBeInTheDocument();
    const p = await panel();
    expect(p.getByRole('heading', { level: 3, name: 'Certificates' })).toBeInTheDocument();
    const list = p.getByRole('list', { name: 'Certificates per kind' });
    const counters = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counters).toEqual([
      'Participation40 issued12 to release now',
      'Merit6 issued0 to release now',
      'Campus ambassadors3 issued2 to release now',
      'Revoked1',
    ]);
    expect(listCalls()).toEqual(['']);
  });

  it('lists the newest certificates with their number, holder, event, detail and status', async () => {
    renderPanel();
    const p = await panel();
    expect(p.getByText('The newest 2 of 50 certificates.')).toBeInTheDocument();
    const rows = p
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '00000000000000b1',
        'Participation',
        'Player 1',
        'NIT Patna',
        'Cricket',
        'Captain',
        '2 Mar 2026',
        'Valid',
        'Revoke',
      ],
      [
        '00000000000000b2',
        'Campus ambassadors',
        'Player 2',
        'IIT Patna',
        'Campus ambassador',
        '12 paid referrals',
        '2 Mar 2026',
        'RevokedReferrals were refunded.',
        '',
      ],
    ]);
  });

  it('filters by kind, event and college', async () => {
    const user = renderPanel();
    await panel();
    const f = filters();
    await user.selectOptions(f.getByLabelText('Kind'), 'merit');
    await user.selectOptions(f.getByLabelText('Event'), 'chess');
    await user.type(f.getByRole('searchbox', { name: 'College' }), 'NIT Patna');
    await waitFor(() => {
      expect(listCalls()).toContain('kind=merit&event=chess&college=NIT+Patna');
    });
  });

  it('confirms a release with how many are ready, then says what it issued', async () => {
    answer = (call) => ({
      success: true,
      counts: counts(40, 6, 3),
      // Narrowed to the event when one is asked for.
      eligible: call.query.get('event') === 'cricket' ? counts(5, 0, 0) : counts(12, 0, 2),
      certificates: [],
      total: 0,
    });
    api.on('POST', '/admin/certificates/release', () => ({
      success: true,
      issued: 5,
      already: 2,
      mailed: 4,
    }));
    const user = renderPanel();
    const p = await panel();
    const release = within(p.getByRole('region', { name: 'Release' }));
    await user.selectOptions(release.getByLabelText('Event'), 'cricket');
    await user.click(release.getByRole('button', { name: 'Release certificates' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Release the participation certificates of Cricket?',
    });
    expect(dialog).toHaveTextContent(
      '5 certificates are ready to be issued, and each holder is e-mailed theirs.',
    );
    expect(listCalls()).toContain('kind=participation&event=cricket');
    expect(api.callsTo('POST', '/admin/certificates/release')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/certificates/release').map((c) => c.body)).toEqual([
      { kind: 'participation', event: 'cricket' },
    ]);
    expect(
      release.getByText('Issued 5 certificates (2 already issued); 4 people e-mailed.'),
    ).toHaveAttribute('role', 'status');
  });

  it('releases the campus ambassadors without an event, and shows a refusal in the dialog', async () => {
    api.on('POST', '/admin/certificates/release', () =>
      jsonResponse(
        {
          success: false,
          message: 'The request is not valid.',
          errors: { kind: ['Certificates are released after the fest.'] },
        },
        422,
      ),
    );
    const user = renderPanel();
    const p = await panel();
    const release = within(p.getByRole('region', { name: 'Release' }));
    await user.selectOptions(release.getByLabelText('Kind'), 'ca');
    expect(release.queryByLabelText('Event')).not.toBeInTheDocument();
    await user.click(release.getByRole('button', { name: 'Release certificates' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Release the campus ambassador certificates?',
    });
    expect(dialog).toHaveTextContent('2 certificates are ready to be issued');

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The request is not valid. Certificates are released after the fest.',
    );
    expect(api.callsTo('POST', '/admin/certificates/release').map((c) => c.body)).toEqual([
      { kind: 'ca' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(release.queryByText(/^Issued/)).not.toBeInTheDocument();
  });

  it('revokes a certificate only with a reason, and shows the server’s refusal', async () => {
    let revoked = 0;
    api.on('POST', '/admin/certificates/00000000000000b1/revoke', () => {
      revoked += 1;
      return revoked === 1
        ? jsonResponse({ success: false, message: 'This certificate is already revoked.' }, 409)
        : { success: true, certificate: certificate(1, { revokedAt: '2026-03-06T00:00:00Z' }) };
    });
    const user = renderPanel();
    const p = await panel();
    await user.click(p.getByRole('button', { name: 'Revoke certificate 00000000000000b1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke certificate 00000000000000b1?',
    });
    expect(dialog).toHaveTextContent('Certificate of participation of Player 1 (Cricket).');
    const reason = within(dialog).getByRole('textbox', {
      name: 'Reason (shown on the verify page, kept in the audit log)',
    });

    // No reason: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give the reason for this decision.',
    );
    expect(reason).toBeInvalid();
    expect(api.callsTo('POST', '/admin/certificates/00000000000000b1/revoke')).toHaveLength(0);

    await user.type(reason, '  Played for another college.  ');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This certificate is already revoked.',
    );
    expect(
      api.callsTo('POST', '/admin/certificates/00000000000000b1/revoke').map((c) => c.body),
    ).toEqual([{ reason: 'Played for another college.' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Certificate 00000000000000b1 revoked.');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads every certificate of the chosen event or college as one ZIP, and not before', async () => {
    api.on(
      'GET',
      '/admin/certificates/archive',
      () => new Response('PK', { headers: { 'Content-Type': 'application/zip' } }),
    );
    const user = renderPanel();
    await panel();
    const f = filters();
    const zip = f.getByRole('button', { name: 'Download all as ZIP' });
    expect(zip).toBeDisabled();
    expect(zip).toHaveAccessibleDescription('Choose an event or a college first.');

    await user.selectOptions(f.getByLabelText('Event'), 'cricket');
    expect(zip).toBeEnabled();
    expect(zip).toHaveAccessibleDescription(
      'The certificates of Cricket, as PDFs in one ZIP file.',
    );
    await user.click(zip);
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('certificates-cricket.zip');

    await user.selectOptions(f.getByLabelText('Event'), '');
    expect(zip).toBeDisabled();
    await user.type(f.getByRole('searchbox', { name: 'College' }), 'NIT Patna');
    await waitFor(() => {
      expect(zip).toBeEnabled();
    });
    await user.click(zip);
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(2);
    });
    expect(vi.mocked(saveFile).mock.calls[1]?.[1]).toBe('certificates-NIT-Patna.zip');
    expect(
      api.callsTo('GET', '/admin/certificates/archive').map((c) => c.query.toString()),
    ).toEqual(['event=cricket', 'college=NIT+Patna']);
    expect(api.callsTo('GET', '/admin/certificates/archive')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-of-boss',
    );
  });
});
