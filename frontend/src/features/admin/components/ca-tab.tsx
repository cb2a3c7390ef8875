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
import { formatCount, formatDate, orDash } from '../lib/format';
import { MSG } from '../messages';
import { ApplicationDialog } from './application-dialog';
import { Badge } from './badge';
import { LoadError } from './load-error';

const FILTERS: readonly { id: ApplicationFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'rejected', label: 'Rejected' },
];

const COUNTERS: readonly { status: CaApplicationStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'accepted', label: 'Accepted' },
  { status: 'rejected', label: 'Rejected' },
];

/**
 * CA: the counts per status, filters (paging restarts at page 1 when the filter changes), the
 * applications 5 to a page, a detail dialog, and Approve / Reject for pending applications. The
 * list is loaded again after each decision (the decision invalidates it).
 */
export function CaTab() {
  const [filterParam, setFilter] = useViewParam('status');
  const filter = FILTERS.find((f) => f.id === filterParam)?.id ?? 'all';
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
    { id: 'name', header: 'Name', cell: (a) => a.fullName },
    { id: 'username', header: 'Username', cell: (a) => orDash(a.username) },
    { id: 'college', header: 'College', cell: (a) => a.collegeName },
    { id: 'year', header: 'Year', cell: (a) => a.collegeYear },
    { id: 'status', header: 'Status', cell: (a) => <Badge value={a.status} /> },
    { id: 'applied', header: 'Applied', cell: (a) => formatDate(a.applicationDate) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
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
      <ul className="admin-counters" aria-label="Applications per status">
        {COUNTERS.map(({ status, label }) => (
          <li key={status} className={`admin-counter admin-counter--${status}`}>
            <span className="admin-counter__label">{label}</span>
            <span className="admin-counter__value">
              {data ? formatCount(data.counts[status]) : '—'}
            </span>
          </li>
        ))}
      </ul>

      <div className="admin-toolbar" role="group" aria-label="Filter applications">
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
            {label}
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
            caption="CA applications"
            columns={columns}
            rows={shown}
            rowKey={(a) => a._id}
            empty="No applications."
            busy={applications.status === 'loading'}
          />
          <Pagination
            label="Applications pages"
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
