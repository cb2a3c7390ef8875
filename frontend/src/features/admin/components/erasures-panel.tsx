import { useId } from 'react';

import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadingStatus } from '@/components/ui/query-state';

import { useErasures, type ErasureView } from '../api/erasures';
import { useI18n } from '../i18n';
import { formatFestDateTime } from '../lib/format';
import { PRIVACY_MSG as MSG } from '../messages';
import { LoadError } from './load-error';

/** Why an account was erased, in words (the server's word when it is new here). */
const reasonText = (reason: string) =>
  reason === 'request' ? MSG.reasonRequest : reason === 'retention' ? MSG.reasonRetention : reason;

const columns = (): readonly Column<ErasureView>[] => [
  { id: 'reason', header: MSG.reason, cell: (e) => reasonText(e.reason) },
  {
    id: 'account',
    header: MSG.account,
    cell: (e) => <code className="admin-privacy__id">{e.userId}</code>,
  },
  {
    id: 'told',
    header: MSG.toldAt,
    cell: (e) => (e.noticedAt ? formatFestDateTime(e.noticedAt) : MSG.none),
  },
  {
    id: 'erased',
    header: MSG.erasedAt,
    cell: (e) =>
      e.erasedAt ? (
        formatFestDateTime(e.erasedAt)
      ) : (
        <span className="admin-privacy__left">{MSG.dueAfterNotice}</span>
      ),
  },
];

/**
 * The erasure register (admins; GET /admin/erasures, newest first): from when accounts are erased at
 * the end of their retention (or that they are kept until erased by hand), then each erasure: why
 * (deleted by its owner, or the end of retention), the account's id, when its owner was told and
 * when it was erased (due 48 hours after the notice until then). It names no one.
 */
export function ErasuresPanel() {
  useI18n();
  const query = useErasures();
  const headingId = useId();
  const data = query.data;

  return (
    <section className="admin-privacy" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title admin-privacy__section-title">
        {MSG.erasuresTitle}
      </h3>
      <p className="admin-hint admin-privacy__hint">{MSG.erasuresHint}</p>
      {query.status === 'error' && <LoadError message={query.message} onRetry={query.reload} />}
      {!data && query.status === 'loading' && <LoadingStatus label={MSG.erasuresLoading} />}
      {data && (
        <>
          <p className="admin-privacy__text">
            {data.eraseFrom ? MSG.eraseFrom(formatFestDateTime(data.eraseFrom)) : MSG.keptByHand}
          </p>
          <DataTable
            caption={MSG.erasuresCaption}
            columns={columns()}
            rows={data.erasures}
            rowKey={(e) => e.id}
            empty={MSG.erasuresEmpty}
            busy={query.status === 'loading'}
          />
        </>
      )}
    </section>
  );
}
