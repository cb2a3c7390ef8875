import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ReceiptView } from '@/lib/api-types';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { ReceiptsCard } from './receipts-card';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

let api: FakeApi;

function receipt(n: number, overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    id: `r${n}`,
    number: `INF/26-27/00000${n}`,
    document: 'receipt',
    title: 'Tax invoice',
    taxInvoice: true,
    payableKind: 'registration',
    payableId: `reg${n}`,
    description: 'Registration for Football',
    amountPaise: 650_000,
    taxablePaise: 550_847,
    taxPaise: 99_153,
    refersTo: null,
    issuedAt: '2026-11-25T06:00:00Z',
    pdfUrl: `/api/v1/receipts/r${n}/pdf`,
    ...overrides,
  };
}

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  vi.mocked(notify.error).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi();
});

const card = () => screen.getByRole('region', { name: 'Receipts' });

describe('ReceiptsCard', () => {
  it('lists every receipt and credit note with its amount and tax, and downloads its PDF', async () => {
    const note = receipt(2, {
      id: 'cn1',
      number: 'INFC/26-27/00001',
      document: 'credit_note',
      title: 'Credit note',
      refersTo: 'r1',
      description: 'Refund of Registration for Football (INF/26-27/000001)',
      pdfUrl: '/api/v1/receipts/cn1/pdf',
    });
    api.on('GET', '/receipts', () => ({ success: true, receipts: [note, receipt(1)] }));
    api.on(
      'GET',
      '/receipts/r1/pdf',
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="tax-invoice-INF-26-27-000001.pdf"',
          },
        }),
    );
    render(<ReceiptsCard />);
    const invoice = await within(card()).findByRole('listitem', {
      name: 'Tax invoice INF/26-27/000001',
    });
    expect(invoice).toHaveTextContent('Registration for Football');
    // Amounts as the shared rules write them, once they have loaded.
    await waitFor(() => expect(invoice).toHaveTextContent('Rs. 6500'));
    expect(invoice).toHaveTextContent('(GST Rs. 991.53)');
    expect(
      within(card()).getByRole('listitem', { name: 'Credit note INFC/26-27/00001' }),
    ).toHaveTextContent('Refund of Registration for Football (INF/26-27/000001)');

    await userEvent.setup().click(
      within(invoice).getByRole('button', {
        name: 'Download tax invoice INF/26-27/000001 (PDF)',
      }),
    );
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('tax-invoice-INF-26-27-000001.pdf');
    expect(api.callsTo('GET', '/receipts/r1/pdf')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-of-asha',
    );
  });

  it('says when there are none, and a failed download is a toast', async () => {
    api.on('GET', '/receipts', () => ({ success: true, receipts: [] }));
    const { unmount } = render(<ReceiptsCard />);
    expect(await within(card()).findByText('No receipts yet.')).toBeInTheDocument();
    unmount();

    api.on('GET', '/receipts', () => ({ success: true, receipts: [receipt(1)] }));
    api.on('GET', '/receipts/r1/pdf', () =>
      jsonResponse({ success: false, message: 'Receipt not found' }, 404),
    );
    render(<ReceiptsCard />);
    const button = await within(card()).findByRole('button', {
      name: 'Download tax invoice INF/26-27/000001 (PDF)',
    });
    await userEvent.setup().click(button);
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith(
        'Could not download the receipt: Receipt not found',
      );
    });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    api.on('GET', '/receipts', () => jsonResponse({ success: false, message: 'Down' }, 500));
    render(<ReceiptsCard />);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Could not load your receipts',
    );
  });
});
