import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ReceiptList } from '@/components/receipts/receipt-list';
import type { ReceiptView } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { render } from '@/test/render';

import { CollegePicker } from './college-picker';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { Pagination } from './pagination';
import { LoadFailure, TRY_AGAIN } from './query-state';
import { TextAreaField } from './text-area-field';

const noop = () => undefined;

/** The shared layer's own words, drawn together. */
function Parts() {
  return (
    <>
      <DataTable caption="Users" columns={[]} rows={[]} rowKey={() => 0} />
      <Pagination
        label="Users pages"
        page={2}
        pageCount={5}
        onPageChange={noop}
        pageSize={5}
        pageSizes={[5, 10]}
        onPageSizeChange={noop}
      />
      <LoadFailure message="Could not load" onRetry={noop} />
      <TextAreaField label="Statement" value="abc" max={5000} onChange={noop} />
      <CollegePicker
        value={{ collegeSelect: 'Other', collegeName: '', collegeAddress: '' }}
        directory={{ colleges: [], other: 'Other' }}
        nameErrors={[]}
        addressErrors={[]}
        onChange={noop}
      />
    </>
  );
}

const receipt: ReceiptView = {
  id: 'r1',
  amountPaise: 650000,
  taxPaise: 99152,
  taxablePaise: 550848,
  taxInvoice: true,
  title: 'Tax invoice',
  number: 'INF/26-27/000001',
  description: 'Football 2025',
  document: 'receipt',
  issuedAt: '2026-02-10T10:00:00Z',
  payableId: 'p1',
  payableKind: 'registration',
  pdfUrl: '/receipts/r1/pdf',
};

describe("the shared layer's words in Hindi", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('turns tables, paging, retry, counts and the college picker into Hindi, and back', async () => {
    render(<Parts />);
    expect(screen.getByText('Nothing to show.')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('3 of 5,000 characters')).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('hi');
    });
    expect(screen.getByText('दिखाने को कुछ नहीं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeInTheDocument();
    expect(screen.getByText('पेज 2 / 5')).toBeInTheDocument();
    expect(screen.getByLabelText('हर पेज पर पंक्तियाँ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(TRY_AGAIN).toBe('फिर से कोशिश करें');
    expect(screen.getByText('5,000 में से 3 अक्षर')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'कॉलेज' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'अपना कॉलेज चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'कॉलेज का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'कॉलेज का पता' })).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'College Name' })).toBeInTheDocument();
  });

  it('asks for confirmation in Hindi', async () => {
    await activateLanguage('hi');
    render(<ConfirmDialog title="Delete?" onConfirm={noop} onCancel={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पुष्टि करें' })).toBeInTheDocument();
  });

  it('lists receipts in Hindi: the amounts in Intl’s rupees, the titles as the server gives them', async () => {
    await activateLanguage('hi');
    render(<ReceiptList receipts={[receipt]} />);
    const item = await screen.findByRole('listitem', { name: 'Tax invoice INF/26-27/000001' });
    expect(
      within(item).getByRole('button', { name: 'tax invoice INF/26-27/000001 डाउनलोड करें (PDF)' }),
    ).toBeInTheDocument();
    expect(await within(item).findByText(/₹6,500/)).toHaveTextContent('₹6,500 (GST ₹991.52)');
  });

  it('says there are no receipts in Hindi, and in English after a switch back', async () => {
    await activateLanguage('hi');
    const { unmount } = render(<ReceiptList receipts={[]} />);
    expect(screen.getByText('अभी कोई रसीद नहीं।')).toBeInTheDocument();
    unmount();
    await activateLanguage('en');
    render(<ReceiptList receipts={[]} />);
    expect(screen.getByText('No receipts yet.')).toBeInTheDocument();
  });
});
