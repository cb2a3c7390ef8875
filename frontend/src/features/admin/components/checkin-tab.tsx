import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { errorMessage, textOr } from '@/lib/api-client';
import type { CheckedIn, DuplicateScan, GateCount } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useShared } from '@/lib/use-shared';
import { LoadingStatus } from '@/components/ui/query-state';

import { useExportCheckins } from '../api/export-checkins';
import { useEventCheckins } from '../api/get-event-checkins';
import { useUndoCheckin } from '../api/undo-checkin';
import { useStaffUser } from '../hooks/use-staff-user';
import { useViewParam } from '../hooks/use-view-params';
import { i18n, useI18n } from '../i18n';
import { formatCount, formatDateTime, formatTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { CheckinListsPanel } from './checkin-lists-panel';
import { LoadError } from './load-error';
import { PrintLinks } from './print-links';
import { UndoCheckinDialog } from './undo-checkin-dialog';

const gateColumns = (): readonly Column<GateCount>[] => [
  { id: 'gate', header: i18n._('admin.checkin.colGate'), cell: (g) => g.gate },
  {
    id: 'count',
    header: i18n._('admin.checkin.colCheckins'),
    cell: (g) => formatCount(g.count),
    numeric: true,
  },
];

const duplicateColumns = (): readonly Column<DuplicateScan>[] => [
  {
    id: 'name',
    header: i18n._('admin.checkin.colPass'),
    cell: (d) => i18n._('admin.checkin.passOf', { name: d.pass.name, role: d.pass.roleTitle }),
  },
  {
    id: 'scannedAt',
    header: i18n._('admin.checkin.colScannedAt'),
    cell: (d) => formatDateTime(d.scannedAt),
  },
  { id: 'gate', header: i18n._('admin.checkin.colGate'), cell: (d) => d.gate },
  { id: 'by', header: i18n._('admin.checkin.colBy'), cell: (d) => d.by },
  {
    id: 'offline',
    header: i18n._('admin.checkin.colOffline'),
    cell: (d) => (d.offline ? i18n._('admin.common.yes') : i18n._('admin.common.no')),
  },
  {
    id: 'firstAt',
    header: i18n._('admin.checkin.colFirstAt'),
    cell: (d) => formatDateTime(d.firstCheckedInAt),
  },
  {
    id: 'firstGate',
    header: i18n._('admin.checkin.colFirstGate'),
    cell: (d) => orDash(d.firstGate),
  },
  { id: 'firstBy', header: i18n._('admin.checkin.colFirstBy'), cell: (d) => orDash(d.firstBy) },
];

/**
 * Check-in: one event's gates, live (GET /admin/checkin/{event} every 5 s): checked in against
 * expected with a progress bar, check-ins per gate, the latest check-ins and the duplicate scans.
 * Export CSV downloads every pass with its check-in; an admin (not a moderator) can undo a recent
 * check-in, giving a reason. The check-in lists (the gates, the hostel desk, the mess, ...) follow.
 */
export function CheckinTab({ isAdmin }: { isAdmin: boolean }) {
  useI18n();
  const eventId = useId();
  const progressId = useId();
  const loaded = useShared();
  const shared = loaded.status === 'ready' ? loaded.shared : null;
  const events = useMemo(() => shared?.catalogue().events ?? [], [shared]);
  const [chosen, setChosen] = useViewParam('event');
  const event = chosen || (events[0]?.id ?? '');
  const checkins = useEventCheckins(event);
  const exporter = useExportCheckins();
  const undo = useUndoCheckin();
  const [undoing, setUndoing] = useState<CheckedIn | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);

  const download = async () => {
    try {
      const { blob, fileName } = await exporter.mutateAsync(event);
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Failed to export the check-ins', error);
      notify.error(errorMessage(error, MSG.exportFailed));
    }
  };

  const confirmUndo = async (reason: string) => {
    if (!undoing) return;
    try {
      const response = await undo.mutateAsync({ passId: undoing.pass.id, reason });
      notify.success(textOr(response.message, MSG.undone));
      setUndoing(null);
    } catch (error) {
      console.error('Failed to undo the check-in', error);
      setUndoError(errorMessage(error));
    }
  };

  const recentColumns: Column<CheckedIn>[] = [
    { id: 'name', header: i18n._('admin.checkin.colPass'), cell: (c) => c.pass.name },
    { id: 'role', header: i18n._('admin.checkin.colRole'), cell: (c) => c.pass.roleTitle },
    {
      id: 'at',
      header: i18n._('admin.checkin.colCheckedInAt'),
      cell: (c) => formatDateTime(c.checkedInAt),
    },
    { id: 'gate', header: i18n._('admin.checkin.colGate'), cell: (c) => orDash(c.gate) },
    { id: 'by', header: i18n._('admin.checkin.colBy'), cell: (c) => orDash(c.by) },
    ...(isAdmin
      ? [
          {
            id: 'undo',
            header: <span className="visually-hidden">{i18n._('admin.common.actions')}</span>,
            cell: (c: CheckedIn) => (
              <Button
                variant="ghost"
                className="admin-small-button"
                aria-label={`${MSG.undo}: ${c.pass.name}`}
                onClick={() => {
                  setUndoError(null);
                  setUndoing(c);
                }}
              >
                {MSG.undo}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const data = checkins.data;
  const live = checkins.isSuccess && !checkins.isError;
  const percent = formatNumber(
    data && data.expected > 0 ? Math.min(data.checkedIn / data.expected, 1) : 0,
    { style: 'percent' as const },
  );

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <div className="admin-filter">
          <label htmlFor={eventId}>{MSG.checkinEvent}</label>
          <select
            id={eventId}
            className="ui-select"
            value={event}
            onChange={(e) => {
              setChosen(e.target.value);
            }}
          >
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-live" data-live={live} data-testid="checkin-live">
          <span className="admin-live__dot" aria-hidden="true" />
          {live ? MSG.live : MSG.notLive}
          {checkins.dataUpdatedAt > 0 && (
            <span className="admin-live__time">
              {' '}
              · {MSG.updatedAt(formatTime(new Date(checkins.dataUpdatedAt).toISOString()))}
            </span>
          )}
        </p>
        <Button
          variant="ghost"
          className="admin-small-button admin-toolbar__end"
          disabled={event === '' || exporter.isPending}
          aria-busy={exporter.isPending || undefined}
          onClick={() => {
            void download();
          }}
        >
          {exporter.isPending ? MSG.exporting : MSG.exportCsv}
        </Button>
        {isAdmin && event !== '' && <PrintLinks event={event} />}
      </div>

      {loaded.status === 'error' && (
        <LoadError message={i18n._('admin.checkin.eventsFailed')} onRetry={loaded.retry} />
      )}
      {checkins.isError && (
        <LoadError
          message={errorMessage(checkins.error)}
          onRetry={() => {
            void checkins.refetch();
          }}
        />
      )}
      {!data && (loaded.status === 'loading' || checkins.isFetching) && (
        <LoadingStatus label={MSG.loading} />
      )}

      {data && (
        <>
          <section className="admin-checkin-progress" aria-labelledby={progressId}>
            <h3 id={progressId} className="admin-section-title">
              {MSG.checkedInOf(formatCount(data.checkedIn), formatCount(data.expected))}
            </h3>
            <progress
              className="admin-progress"
              max={Math.max(data.expected, 1)}
              value={Math.min(data.checkedIn, Math.max(data.expected, 1))}
              aria-label={i18n._('admin.checkin.progress', { percent })}
            />
            <p className="admin-checkin-progress__percent">{percent}</p>
          </section>
          <h3 className="admin-section-title">{MSG.gates}</h3>
          <DataTable
            caption={MSG.gates}
            columns={gateColumns()}
            rows={data.gates}
            rowKey={(g) => g.gate}
            empty={MSG.noGates}
          />
          <h3 className="admin-section-title">{MSG.recentCheckins}</h3>
          <DataTable
            caption={MSG.recentCheckins}
            columns={recentColumns}
            rows={data.recent}
            rowKey={(c) => c.pass.id}
            empty={MSG.noRecent}
          />
          <h3 className="admin-section-title">{MSG.duplicates}</h3>
          <DataTable
            caption={MSG.duplicates}
            columns={duplicateColumns()}
            rows={data.duplicates}
            rowKey={(d) => `${d.pass.id}-${d.scannedAt}-${d.gate}-${d.by}`}
            empty={MSG.noDuplicates}
          />
        </>
      )}

      <CheckinListsPanel isAdmin={isAdmin} />

      {undoing && isAdmin && (
        <UndoCheckinDialog
          checkin={undoing}
          busy={undo.isPending}
          error={undoError}
          onUndo={(reason) => {
            void confirmUndo(reason);
          }}
          onCancel={() => {
            setUndoing(null);
          }}
        />
      )}
    </div>
  );
}

/** /admin/checkin, the chosen event in the address (?event=). */
export function CheckinSection() {
  const user = useStaffUser();
  return <CheckinTab isAdmin={user.role === 'admin'} />;
}
