import { useId } from 'react';

import { getPayableReceipts, payableReceiptsKey } from '@/lib/queries/receipts';
import { ReceiptList } from '@/components/receipts/receipt-list';
import { LoadingStatus } from '@/components/ui/query-state';

import { useAdminQuery } from '../hooks/use-admin-query';
import { useI18n } from '../i18n';
import { LoadError } from './load-error';

/**
 * A registration's 'Receipts' in its dialog (GET /admin/receipts?payable=id, admins): the receipt or
 * tax invoice of its payment and the credit note of its refund, each downloadable as its PDF.
 */
export function RegistrationReceipts({ id }: { id: string }) {
  const { i18n } = useI18n();
  const receipts = useAdminQuery(
    payableReceiptsKey(id),
    (signal) => getPayableReceipts(id, signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
    'Failed to load the receipts',
  );
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{i18n._('admin.registration.receipts')}</h3>
      {receipts.status === 'error' ? (
        <LoadError message={receipts.message} onRetry={receipts.reload} />
      ) : receipts.data ? (
        <ReceiptList receipts={receipts.data.receipts} />
      ) : (
        <LoadingStatus label={i18n._('admin.registration.loadingReceipts')} />
      )}
    </section>
  );
}
