import { useState } from 'react';

import { i18n, useI18n } from '@/components/i18n';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { ReceiptView } from '@/lib/api-types';
import { formatDate } from '@/lib/i18n/format';
import { localiseRupees } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { downloadReceipt } from '@/lib/queries/receipts';

/** What the list says, in the active language (the receipts' titles come from the server). */
export const RECEIPT_MSG = {
  download: (receipt: Pick<ReceiptView, 'title' | 'number'>) =>
    i18n._('receipts.download', { title: receipt.title.toLowerCase(), number: receipt.number }),
  get downloading() {
    return i18n._('receipts.downloading');
  },
  get downloadFailed() {
    return i18n._('receipts.downloadFailed');
  },
  get none() {
    return i18n._('receipts.none');
  },
};

/**
 * A list of receipts, tax invoices and credit notes: each with its title and number, what it was for,
 * its amount (tax included, the tax beside it on a tax invoice) and date, and a button that downloads
 * its PDF. A failed download is a toast with the server's message.
 */
export function ReceiptList({ receipts }: { receipts: readonly ReceiptView[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  // Drawn again in the new language when it changes.
  const { language } = useI18n();
  // Amounts as everywhere on the site and on the PDFs: the shared rules' rupees (Intl's in Hindi).
  const shared = useSharedOrNull();
  const rupees = (paise: number) =>
    shared ? localiseRupees(shared.formatRupees(paise), language) : '';
  if (receipts.length === 0) return <p>{RECEIPT_MSG.none}</p>;
  const download = async (receipt: ReceiptView) => {
    setBusy(receipt.id);
    try {
      await downloadReceipt(receipt);
    } catch (error) {
      notify.error(i18n._('receipts.downloadFailedWhy', { message: errorMessage(error) }));
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
            {receipt.taxInvoice &&
              receipt.taxPaise > 0 &&
              ` ${i18n._('receipts.gst', { amount: rupees(receipt.taxPaise) })}`}
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
            {busy === receipt.id ? RECEIPT_MSG.downloading : i18n._('receipts.pdf')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
