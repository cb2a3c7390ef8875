import { useState } from 'react';

import type { CaApplicationStatus } from '@/lib/api-types';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { CaApplicationView } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useDecideApplication, type Decision } from '../api/decide-application';
import { useApplications, type ApplicationFilter } from '../api/get-applications';
import { pageCount, usePaging } from '../hooks/use-paging';
import { useViewParam } from '../hooks/use-view-params';
import { useI18n } from '../i18n';
import { formatCount, formatDate, orDash } from '../lib/format';
import { MSG } from '../messages';
import { ApplicationDialog } from './application-dialog';
import { Badge } from './badge';
import { LoadError } from './load-error';

/** The filters and the counters, each with its label's message key. */
const FILTERS: readonly { id: ApplicationFilter; label: string }[] = [
  { id: 'all', label: /*i18n*/ 'admin.ca.all' },
  { id: 'pending', label: /*i18n*/ 'admin.ca.pending' },
  { id: 'accepted', label: /*i18n*/ 'admin.ca.accepted' },
  { id: 'rejected', label: /*i18n*/ 'admin.ca.rejectedFilter' },
];

const COUNTERS: readonly { status: CaApplicationStatus; label: string }[] = [
  { status: 'pending', label: /*i18n*/ 'admin.ca.pending' },
  { status: 'accepted', label: /*i18n*/ 'admin.ca.accepted' },
  { status: 'rejected', label: /*i18n*/ 'admin.ca.rejectedFilter' },
];

/**
 * CA: the counts per status, filters (paging restarts at page 1 when the filter changes), the
 * applications 5 to a page, a detail dialog, and Approve / Reject for pending applications. The
 * list is loaded again after each decision (the decision invalidates it).
 */
export function CaTab() {
  const { i18n } = useI18n();
  const [filterParam, setFilter] = useViewParam('status');
  const filter: ApplicationFilter = FILTERS.find((f) => f.id === filterParam)?.id ?? 'all';
  const applications = useApplications(filter);
  const paging = usePaging(filter);
  const [viewing, setViewing] = useState<CaApplicationView | null>(null);
  const { mutateAsync: decide, isPending: deciding } = useDecideApplication();

  const run = async (application: CaApplicationView, decision: Decision) => {
    try {
      const response = await decide({ id: application._id, decision });
      notify.success(textOr(response.message, decision === 'accept' ? MSG.approved : MSG.rejected));
      setViewing(null);
    } catch (error) {
      console.error(
        decision === 'accept'
          ? 'Failed to approve the application'
          : 'Failed to reject the application',
        error,
      );
    }
  };

  const data = applications.data;
  const rows = data?.applications ?? [];
  const pages = pageCount(rows.length, paging.size);
  const page = Math.min(paging.page, pages);
  const shown = rows.slice((page - 1) * paging.size, page * paging.size);

  const columns: Column<CaApplicationView>[] = [
    { id: 'name', header: i18n._('admin.ca.name'), cell: (a) => a.fullName },
    { id: 'username', header: i18n._('admin.users.username'), cell: (a) => orDash(a.username) },
    { id: 'college', header: i18n._('admin.users.college'), cell: (a) => a.collegeName },
    { id: 'year', header: i18n._('admin.ca.year'), cell: (a) => a.collegeYear },
    { id: 'status', header: i18n._('admin.ca.status'), cell: (a) => <Badge value={a.status} /> },
    {
      id: 'applied',
      header: i18n._('admin.ca.applied'),
      cell: (a) => formatDate(a.applicationDate),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{i18n._('admin.common.actions')}</span>,
      cell: (a) => (
        <div className="admin-row-actions">
          <Button
            variant="ghost"
            className="admin-small-button"
            aria-label={`${MSG.view}: ${a.fullName}`}
            onClick={() => {
              setViewing(a);
            }}
          >
            {MSG.view}
          </Button>
          {a.status === 'pending' && (
            <>
              <Button
                className="admin-small-button"
                aria-label={`${MSG.approve}: ${a.fullName}`}
                disabled={deciding}
                onClick={() => {
                  void run(a, 'accept');
                }}
              >
                {MSG.approve}
              </Button>
              <Button
                variant="ghost"
                className="admin-small-button admin-danger"
                aria-label={`${MSG.reject}: ${a.fullName}`}
                disabled={deciding}
                onClick={() => {
                  void run(a, 'reject');
                }}
              >
                {MSG.reject}
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="admin-tab">
      <ul className="admin-counters" aria-label={i18n._('admin.ca.counters')}>
        {COUNTERS.map(({ status, label }) => (
          <li key={status} className={`admin-counter admin-counter--${status}`}>
            <span className="admin-counter__label">{i18n._(label)}</span>
            <span className="admin-counter__value">
              {data ? formatCount(data.counts[status]) : '—'}
            </span>
          </li>
        ))}
      </ul>

      <div className="admin-toolbar" role="group" aria-label={i18n._('admin.ca.filters')}>
        {FILTERS.map(({ id, label }) => (
          <Button
            key={id}
            variant={filter === id ? 'fire' : 'ghost'}
            className="admin-small-button"
            aria-pressed={filter === id}
            onClick={() => {
              setFilter(id === 'all' ? '' : id);
            }}
          >
            {i18n._(label)}
          </Button>
        ))}
      </div>

      {applications.status === 'error' && (
        <LoadError message={applications.message} onRetry={applications.reload} />
      )}
      {!data && applications.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <DataTable
            caption={i18n._('admin.ca.caption')}
            columns={columns}
            rows={shown}
            rowKey={(a) => a._id}
            empty={i18n._('admin.ca.empty')}
            busy={applications.status === 'loading'}
          />
          <Pagination
            label={i18n._('admin.ca.pages')}
            page={page}
            pageCount={pages}
            onPageChange={paging.setPage}
          />
        </>
      )}

      {viewing && (
        <ApplicationDialog
          application={viewing}
          busy={deciding}
          onDecide={(decision) => {
            void run(viewing, decision);
          }}
          onClose={() => {
            setViewing(null);
          }}
        />
      )}
    </div>
  );
}
