import { useQuery } from '@tanstack/react-query';

import { ReceiptList } from '@/components/receipts/receipt-list';
import { QueryState } from '@/components/ui/query-state';
import { myReceiptsQueryOptions } from '@/lib/queries/receipts';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
export const RECEIPTS_MSG = {
  title: 'Receipts',
  intro:
    'A receipt (a tax invoice when the organisers are registered for GST) for every payment of a registration, a team change or a stay, and a credit note for every refund.',
  failed: 'Could not load your receipts',
  loading: 'Loading your receipts...',
};

/**
 * The 'Receipts' card (GET /receipts): every receipt, tax invoice and credit note issued to the user,
 * newest first, each downloadable as its PDF. While the list loads the card says so; a failure offers
 * Try again.
 */
export function ReceiptsCard() {
  const receipts = useQuery(myReceiptsQueryOptions());
  return (
    <section className="account-card" aria-labelledby="account-receipts-title">
      <h2 id="account-receipts-title" className="account-card__title">
        {RECEIPTS_MSG.title}
      </h2>
      <p className="account-muted">{RECEIPTS_MSG.intro}</p>
      <QueryState
        query={receipts}
        classes={ACCOUNT_QUERY_STATE}
        failed={RECEIPTS_MSG.failed}
        loading={RECEIPTS_MSG.loading}
      >
        {(data) => <ReceiptList receipts={data.receipts} />}
      </QueryState>
    </section>
  );
}
