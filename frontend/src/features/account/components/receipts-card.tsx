import { useQuery } from '@tanstack/react-query';

import { ReceiptList } from '@/components/receipts/receipt-list';
import { QueryState } from '@/components/ui/query-state';
import { myReceiptsQueryOptions } from '@/lib/queries/receipts';

import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

/**
 * The 'Receipts' card (GET /receipts): every receipt, tax invoice and credit note issued to the user,
 * newest first, each downloadable as its PDF. While the list loads the card says so; a failure offers
 * Try again.
 */
export function ReceiptsCard() {
  const receipts = useQuery(myReceiptsQueryOptions());
  const { i18n } = useI18n();
  return (
    <section className="account-card" aria-labelledby="account-receipts-title">
      <h2 id="account-receipts-title" className="account-card__title">
        {i18n._('account.receipts.title')}
      </h2>
      <p className="account-muted">{i18n._('account.receipts.intro')}</p>
      <QueryState
        query={receipts}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.receipts.failed')}
        loading={i18n._('account.receipts.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) => <ReceiptList receipts={data.receipts} />}
      </QueryState>
    </section>
  );
}
