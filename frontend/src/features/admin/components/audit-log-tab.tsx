import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import type { AuditEntry } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useAuditLog } from '../api/get-audit-log';
import { pageCount, usePaging } from '../hooks/use-paging';
import { i18n, useI18n } from '../i18n';
import { formatDateTime, humanise, orDash } from '../lib/format';
import { MSG } from '../messages';
import { LoadError } from './load-error';

const PAGE_SIZES = [5, 10, 25, 50] as const;

/** `{from: 'user', to: 'moderator'}` -> 'from: user, to: moderator'. */
export function formatDetails(details: unknown): string {
  if (details === null || details === undefined) return '—';
  if (typeof details !== 'object' || Array.isArray(details)) return orDash(details);
  const parts = Object.entries(details as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** The columns, headed in the active language (the actions and details are the log's own words). */
const columns = (): readonly Column<AuditEntry>[] => [
  { id: 'at', header: i18n._('admin.audit.when'), cell: (e) => formatDateTime(e.at) },
  { id: 'who', header: i18n._('admin.audit.who'), cell: (e) => orDash(e.actor.username) },
  { id: 'action', header: i18n._('admin.audit.action'), cell: (e) => humanise(e.action) },
  { id: 'target', header: i18n._('admin.audit.target'), cell: (e) => orDash(e.target) },
  {
    id: 'details',
    header: i18n._('admin.audit.details'),
    cell: (e) => <span className="admin-audit-details">{formatDetails(e.details)}</span>,
  },
];

/** Audit Log (admins only): who did what, newest first, paged by the server. */
export function AuditLogTab() {
  useI18n();
  const paging = usePaging('');
  const log = useAuditLog(paging.page, paging.size);
  const data = log.data;
  const total = data?.pagination.total ?? 0;
  const pages = pageCount(total, paging.size);
  if (log.status === 'ready') paging.clamp(pages);
  return (
    <div className="admin-tab">
      {log.status === 'error' && <LoadError message={log.message} onRetry={log.reload} />}
      {!data && log.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <DataTable
            caption={i18n._('admin.audit.caption')}
            columns={columns()}
            rows={data.entries}
            rowKey={(e) => e._id}
            empty={i18n._('admin.audit.empty')}
            busy={log.status === 'loading'}
          />
          <Pagination
            label={i18n._('admin.audit.pages')}
            page={paging.page}
            pageCount={pages}
            onPageChange={paging.setPage}
            pageSize={paging.size}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={paging.setSize}
          />
        </>
      )}
    </div>
  );
}
