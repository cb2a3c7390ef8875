import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { ReceiptView } from '@/lib/api-types';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { downloadReceipt } from '@/lib/queries/receipts';

export const RECEIPT_MSG = {
  download: (receipt: Pick<ReceiptView, 'title' | 'number'>) =>
    `Download ${receipt.title.toLowerCase()} ${receipt.number} (PDF)`,
  downloading: 'Downloading...',
  downloadFailed: 'Could not download the receipt',
  none: 'No receipts yet.',
};

/**
 * A list of receipts, tax invoices and credit notes: each with its title and number, what it was for,
 * its amount (tax included, the tax beside it on a tax invoice) and date, and a button that downloads
 * its PDF. A failed download is a toast with the server's message.
 */
export function ReceiptList({ receipts }: { receipts: readonly ReceiptView[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  // Amounts as everywhere on the site and on the PDFs: the shared rules' rupees.
  const shared = useSharedOrNull();
  const rupees = (paise: number) => (shared ? shared.formatRupees(paise) : '');
  if (receipts.length === 0) return <p>{RECEIPT_MSG.none}</p>;
  const download = async (receipt: ReceiptView) => {
    setBusy(receipt.id);
    try {
      await downloadReceipt(receipt);
    } catch (error) {
      notify.error(`${RECEIPT_MSG.downloadFailed}: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="receipt-list">
      {receipts.map((receipt) => (
        <li
          key={receipt.id}
          className="receipt-list__item"
          aria-label={`${receipt.title} ${receipt.number}`}
        >
          <span className="receipt-list__title">
            {receipt.title} <strong>{receipt.number}</strong>
          </span>
          <span className="receipt-list__what">{receipt.description}</span>
          <span className="receipt-list__amount">
            {rupees(receipt.amountPaise)}
            {receipt.taxInvoice && receipt.taxPaise > 0 && ` (GST ${rupees(receipt.taxPaise)})`}
            {' · '}
            <time dateTime={receipt.issuedAt}>{formatDate(receipt.issuedAt)}</time>
          </span>
          <Button
            variant="ghost"
            disabled={busy === receipt.id}
            aria-label={RECEIPT_MSG.download(receipt)}
            onClick={() => {
              void download(receipt);
            }}
          >
            {busy === receipt.id ? RECEIPT_MSG.downloading : 'PDF'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
