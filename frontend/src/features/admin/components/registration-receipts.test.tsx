import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { RegistrationReceipts } from './registration-receipts';

let api: FakeApi;

beforeEach(() => {
  localStorage.setItem('token', 'token-of-admin');
  api = fakeApi();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RegistrationReceipts', () => {
  it("lists the registration's receipts from the admin route", async () => {
    api.on('GET', '/admin/receipts', () => ({
      success: true,
      receipts: [
        {
          id: 'r1',
          number: 'INF/26-27/000007',
          document: 'receipt',
          title: 'Receipt',
          taxInvoice: false,
          payableKind: 'registration',
          payableId: 'reg1',
          description: 'Registration for Chess',
          amountPaise: 24_900,
          taxablePaise: 24_900,
          taxPaise: 0,
          refersTo: null,
          issuedAt: '2026-11-25T06:00:00Z',
          pdfUrl: '/api/v1/receipts/r1/pdf',
        },
      ],
    }));
    render(<RegistrationReceipts id="reg1" />);
    const section = screen.getByRole('region', { name: 'Receipts' });
    const item = await within(section).findByRole('listitem', { name: 'Receipt INF/26-27/000007' });
    await waitFor(() => expect(item).toHaveTextContent('Rs. 249'));
    expect(item).not.toHaveTextContent('GST');
    expect(
      within(item).getByRole('button', { name: 'Download receipt INF/26-27/000007 (PDF)' }),
    ).toBeEnabled();
    expect(api.callsTo('GET', '/admin/receipts')[0]?.query.get('payable')).toBe('reg1');
  });

  it('shows why it could not load them, with Retry', async () => {
    api.on('GET', '/admin/receipts', () =>
      jsonResponse({ success: false, message: 'Forbidden' }, 403),
    );
    render(<RegistrationReceipts id="reg1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
