import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage, textOr } from '@/lib/api-client';
import type { ListedEvent, RegistrationView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { LoadingStatus } from '@/components/ui/query-state';

import { useExportRegistrations, type ExportFormat } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import { useMarkPaid } from '../api/mark-paid';
import { useResolveRegistration, type Resolution } from '../api/resolve-registration';
import { useUpdateEventSettings } from '../api/update-event-settings';
import { pageCount, usePaging } from '../hooks/use-paging';
import { useViewParam, useViewSearch } from '../hooks/use-view-params';
import { i18n, useI18n } from '../i18n';
import { formatCount, formatDate, orDash } from '../lib/format';
import { leadName } from '../lib/registration';
import { MSG, statusWord } from '../messages';
import { PAYMENT_STATUSES } from '../types';
import { Badge } from './badge';
import { EventSettingsDialog } from './event-settings-dialog';
import { LoadError } from './load-error';
import { PrintLinks } from './print-links';
import { RegistrationDialog } from './registration-dialog';
import { ResolveDialog } from './resolve-dialog';
import { RulebookControl } from './rulebook-control';
import { WaitlistDialog } from './waitlist-dialog';

/** The downloads, each with its button's message key. */
const DOWNLOADS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: /*i18n*/ 'admin.events.downloadCsv' },
  { format: 'xlsx', label: /*i18n*/ 'admin.events.downloadXlsx' },
  { format: 'json', label: /*i18n*/ 'admin.events.downloadJson' },
];

/**
 * One event's registrations: searched by e-mail (debounced) and filtered by payment status, paged
 * by the server; the raw record in a dialog, and the event's rulebook. Admins also get the
 * registration switch, the capacity and deadlines dialog, the waiting list (to reorder it), the
 * downloads, the rulebook upload, 'Mark paid' for registrations awaiting payment and 'Resolve' for
 * flagged ones.
 */
export function EventRegistrations({ event, isAdmin }: { event: ListedEvent; isAdmin: boolean }) {
  useI18n();
  const rupees = useFormatMoney();
  const searchId = useId();
  const statusId = useId();
  const headingId = useId();
  const { text: searchText, setText: setSearchText, search } = useViewSearch();
  const [statusParam, setStatus] = useViewParam('status');
  const status = PAYMENT_STATUSES.find((s) => s === statusParam) ?? '';
  const paging = usePaging(`${search}\u0000${status}`);
  const registrations = useRegistrations(event.id, {
    search,
    status,
    page: paging.page,
    limit: paging.size,
  });
  const [viewing, setViewing] = useState<RegistrationView | null>(null);
  const [paying, setPaying] = useState<RegistrationView | null>(null);
  const [switching, setSwitching] = useState<boolean | null>(null);
  const [editingSettings, setEditingSettings] = useState(false);
  const [viewingWaitlist, setViewingWaitlist] = useState(false);
  const { mutateAsync: markPaid, isPending: marking } = useMarkPaid();
  const [resolving, setResolving] = useState<RegistrationView | null>(null);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const { mutateAsync: resolve, isPending: resolvingBusy } = useResolveRegistration();
  const { mutateAsync: updateSettings, isPending: updating } = useUpdateEventSettings();
  const { mutateAsync: exportFile, isPending: exporting } = useExportRegistrations();

  const confirmMarkPaid = async () => {
    if (!paying) return;
    try {
      const response = await markPaid(paying._id);
      notify.success(textOr(response.message, MSG.markedPaid));
    } catch (error) {
      console.error('Failed to mark the registration as paid', error);
    } finally {
      setPaying(null);
    }
  };

  const confirmResolve = async (action: Resolution, reason: string) => {
    if (!resolving) return;
    try {
      const response = await resolve({ id: resolving._id, action, reason });
      notify.success(textOr(response.message, MSG.resolved));
      setResolving(null);
      setResolveError(null);
    } catch (error) {
      console.error('Failed to resolve the registration', error);
      setResolveError(errorMessage(error));
    }
  };

  const confirmSwitch = async () => {
    if (switching === null) return;
    try {
      const response = await updateSettings({
        event: event.id,
        change: { registrationOpen: switching },
      });
      const open =
        typeof response.isRegistrationOpen === 'boolean' ? response.isRegistrationOpen : switching;
      notify.success(
        open
          ? i18n._('admin.events.nowOpen', { title: event.title })
          : i18n._('admin.events.nowClosed', { title: event.title }),
      );
    } catch (error) {
      console.error('Failed to change the registration setting', error);
      notify.error(errorMessage(error));
    } finally {
      setSwitching(null);
    }
  };

  const download = async (format: ExportFormat) => {
    try {
      const { blob, fileName } = await exportFile({ event: event.id, format });
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Failed to download the registrations', error);
    }
  };

  const columns: Column<RegistrationView>[] = [
    {
      id: 'college',
      header: i18n._('admin.events.colTeam'),
      cell: (r) => orDash(r.collegeName),
    },
    { id: 'lead', header: i18n._('admin.events.colLead'), cell: (r) => leadName(r) },
    {
      id: 'email',
      header: i18n._('admin.events.colEmail'),
      cell: (r) => orDash(r.userId?.email),
    },
    { id: 'category', header: i18n._('admin.events.colCategory'), cell: (r) => orDash(r.category) },
    {
      id: 'members',
      header: i18n._('admin.events.colMembers'),
      cell: (r) => r.members,
      numeric: true,
    },
    {
      id: 'amount',
      header: i18n._('admin.registration.amount'),
      cell: (r) => rupees(r.amount),
      numeric: true,
    },
    {
      id: 'status',
      header: i18n._('admin.registration.paymentStatus'),
      cell: (r) => <Badge value={r.paymentStatus} />,
    },
    {
      id: 'created',
      header: i18n._('admin.events.colCreated'),
      cell: (r) => formatDate(r.createdAt),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{i18n._('admin.common.actions')}</span>,
      cell: (r) => (
        <div className="admin-row-actions">
          <Button
            variant="ghost"
            className="admin-small-button"
            aria-label={`${MSG.view}: ${r.userId?.email ?? r._id}`}
            onClick={() => {
              setViewing(r);
            }}
          >
            {MSG.view}
          </Button>
          {isAdmin && r.paymentStatus === 'awaiting_payment' && (
            <Button
              className="admin-small-button"
              aria-label={`${MSG.markPaid}: ${r.userId?.email ?? r._id}`}
              onClick={() => {
                setPaying(r);
              }}
            >
              {MSG.markPaid}
            </Button>
          )}
          {isAdmin && r.paymentStatus === 'flagged' && (
            <Button
              className="admin-small-button"
              aria-label={`${MSG.resolve}: ${r.userId?.email ?? r._id}`}
              onClick={() => {
                setResolveError(null);
                setResolving(r);
              }}
            >
              {MSG.resolve}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const data = registrations.data;
  // The tab always asks for a page; an answer without pagination is the whole list.
  const total = data?.pagination?.total ?? data?.registrations.length ?? 0;
  const pages = pageCount(total, paging.size);
  // A change (a payment marked) left the page past the end: show the last page instead.
  if (registrations.status === 'ready') paging.clamp(pages);

  return (
    <section className="admin-event" aria-labelledby={headingId}>
      <div className="admin-event__head">
        <h3 id={headingId} className="admin-section-title">
          {event.title}
        </h3>
        <Badge
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
          value={event.isRegistrationOpen ? 'open' : 'closed'}
          label={
            event.isRegistrationOpen ? MSG.registrationsOpen : i18n._('admin.events.closedBadge')
          }
        />
        {isAdmin && (
          <label className="admin-switch">
            <input
              type="checkbox"
              role="switch"
              checked={event.isRegistrationOpen}
              disabled={updating}
              onChange={(e) => {
                setSwitching(e.target.checked);
              }}
            />
            <span>{MSG.registrationsOpen}</span>
          </label>
        )}
        {isAdmin && (
          <Button
            variant="ghost"
            className="admin-small-button"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              setEditingSettings(true);
            }}
          >
            {MSG.settings}
          </Button>
        )}
        {isAdmin && (
          <Button
            variant="ghost"
            className="admin-small-button"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              setViewingWaitlist(true);
            }}
          >
            {MSG.waitlist}
          </Button>
        )}
        {/* Moderators may download too (SPEC 2.14, 6); their files have Aadhaar masked. */}
        <div className="admin-downloads" role="group" aria-label={i18n._('admin.events.downloads')}>
          <span aria-hidden="true">{i18n._('admin.events.download')}</span>
          {DOWNLOADS.map(({ format, label }) => (
            <Button
              key={format}
              variant="ghost"
              className="admin-small-button"
              disabled={exporting}
              onClick={() => {
                void download(format);
              }}
            >
              {i18n._(label)}
            </Button>
          ))}
          {!isAdmin && <span className="admin-hint">{MSG.downloadsMasked}</span>}
        </div>
        <RulebookControl event={event} isAdmin={isAdmin} />
        {isAdmin && <PrintLinks event={event.id} />}
      </div>

      <div className="admin-toolbar">
        <div className="admin-filter">
          <label htmlFor={searchId}>{i18n._('admin.events.search')}</label>
          <input
            id={searchId}
            type="search"
            className="ui-select admin-search"
            placeholder={i18n._('admin.events.searchPlaceholder')}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
            }}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={statusId}>{i18n._('admin.events.statusFilter')}</label>
          <select
            id={statusId}
            className="ui-select"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
            }}
          >
            <option value="">{i18n._('admin.events.allStatuses')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusWord(s)}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-toolbar__count" aria-live="polite">
          {data
            ? total === 1
              ? i18n._('admin.events.countOne', { count: formatCount(total) })
              : i18n._('admin.events.count', { count: formatCount(total) })
            : ''}
        </p>
      </div>

      {registrations.status === 'error' && (
        <LoadError message={registrations.message} onRetry={registrations.reload} />
      )}
      {!data && registrations.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <DataTable
            caption={i18n._('admin.events.caption', { title: event.title })}
            columns={columns}
            rows={data.registrations}
            rowKey={(r) => r._id}
            empty={i18n._('admin.events.empty')}
            busy={registrations.status === 'loading'}
          />
          <Pagination
            label={i18n._('admin.events.pages')}
            page={paging.page}
            pageCount={pages}
            onPageChange={paging.setPage}
          />
        </>
      )}

      {viewing && (
        <RegistrationDialog
          registration={viewing}
          isAdmin={isAdmin}
          onClose={() => {
            setViewing(null);
          }}
        />
      )}
      {paying && (
        <ConfirmDialog
          title={i18n._('admin.events.markPaidOf', { who: paying.userId?.email ?? paying._id })}
          confirmLabel={MSG.markPaid}
          busy={marking}
          onConfirm={() => {
            void confirmMarkPaid();
          }}
          onCancel={() => {
            setPaying(null);
          }}
        >
          <p>
            {i18n._('admin.events.markPaidText', {
              college: orDash(paying.collegeName),
              amount: rupees(paying.amount),
            })}
          </p>
        </ConfirmDialog>
      )}
      {resolving && (
        <ResolveDialog
          registration={resolving}
          busy={resolvingBusy}
          error={resolveError}
          onResolve={(action, reason) => {
            void confirmResolve(action, reason);
          }}
          onCancel={() => {
            setResolving(null);
          }}
        />
      )}
      {editingSettings && (
        <EventSettingsDialog
          event={event}
          onClose={() => {
            setEditingSettings(false);
          }}
        />
      )}
      {viewingWaitlist && (
        <WaitlistDialog
          event={event}
          onClose={() => {
            setViewingWaitlist(false);
          }}
        />
      )}
      {switching !== null && (
        <ConfirmDialog
          title={
            switching
              ? i18n._('admin.events.openOf', { title: event.title })
              : i18n._('admin.events.closeOf', { title: event.title })
          }
          confirmLabel={switching ? i18n._('admin.events.open') : i18n._('admin.events.close')}
          busy={updating}
          onConfirm={() => {
            void confirmSwitch();
          }}
          onCancel={() => {
            setSwitching(null);
          }}
        />
      )}
    </section>
  );
}
