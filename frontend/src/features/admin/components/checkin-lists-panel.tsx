import { useEffect, useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadingStatus } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { CheckinListView, ListDuplicate, ListEntryView } from '@/lib/api-types';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { focusFirstError } from '@/lib/use-shared-form';

import {
  rulesOf,
  useBlockPass,
  useCheckinList,
  useCheckinLists,
  useDeleteCheckinList,
  useExportCheckinList,
  useUnblockPass,
} from '../api/checkin-lists';
import { i18n, useI18n } from '../i18n';
import { useViewParam } from '../hooks/use-view-params';
import { formatCount, formatDateTime, formatTime, orDash } from '../lib/format';
import { withCode } from '../lib/with-code';
import {
  CHECKIN_LIST_KIND_LABELS,
  CHECKIN_LIST_MODE_LABELS,
  CHECKIN_LISTS_MSG as MSG,
  MSG as PORTAL_MSG,
  SCAN_DIRECTION_LABELS,
} from '../messages';
import { CheckinListDialog, type EventChoice } from './checkin-list-dialog';
import { LoadError } from './load-error';
import { ReasonField, useReason } from './reason-field';
import './checkin-lists.css';

/** A refusal in words (4xx) is the organiser's to read, not a fault of the page. */
function logUnlessRefusal(context: string, error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    console.error(context, error);
  }
}

/** The catalogue's events (the shared rules), once they have loaded; null until then. */
function useEventChoices(): readonly EventChoice[] | null {
  const shared = useSharedOrNull();
  return useMemo(() => shared?.catalogue().events ?? null, [shared]);
}

/** The events a list admits, in words: every event, or their titles. */
function eventsText(list: CheckinListView, events: readonly EventChoice[] | null): string {
  const admitted = rulesOf(list).events;
  if (admitted === null) return MSG.everyEvent;
  return admitted.map((id) => events?.find((e) => e.id === id)?.title ?? id).join(', ');
}

/** The gates that scan for a list, in words (the default list: every other gate too). */
function gatesText(list: CheckinListView): string {
  const { gates, isDefault } = rulesOf(list);
  const named = gates.join(', ');
  if (isDefault) return named === '' ? MSG.everyOtherGate : MSG.gatesAndOthers(named);
  return orDash(named);
}

const countsExits = (list: CheckinListView) => list.mode === 'in_out';

const yesNo = (value: boolean) => (value ? MSG.yes : MSG.no);

/** Whether the answers are coming in: the last one arrived and the one after has not failed. */
function LiveLine({ live, updatedAt }: { live: boolean; updatedAt: number }) {
  useI18n();
  return (
    <p className="admin-live" data-live={live}>
      <span className="admin-live__dot" aria-hidden="true" />
      {live ? PORTAL_MSG.live : PORTAL_MSG.notLive}
      {updatedAt > 0 && (
        <span className="admin-live__time">
          {' '}
          · {PORTAL_MSG.updatedAt(formatTime(new Date(updatedAt).toISOString()))}
        </span>
      )}
    </p>
  );
}

/** A list's counts: entered, inside now (lists that count exits), blocked and duplicate scans. */
function Counts({ list }: { list: CheckinListView }) {
  useI18n();
  const counts: { label: string; value: number }[] = [
    { label: MSG.entered, value: list.entered },
    ...(countsExits(list) ? [{ label: MSG.insideNow, value: list.inside }] : []),
    { label: MSG.blocked, value: list.blocked },
    { label: MSG.duplicates, value: list.duplicates },
  ];
  return (
    <ul className="admin-counters" aria-label={MSG.countsLabel(list.name)}>
      {counts.map(({ label, value }) => (
        <li key={label} className="admin-counter">
          <span className="admin-counter__label">{label}</span>
          <span className="admin-counter__value">{formatCount(value)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Blocks a pass from a list (admins): its number, as printed under its QR code, and the reason the
 * volunteer reads when it is refused. The server's refusal (unknown pass: 404; blocked already: 409;
 * a field: 422) shows below the form.
 */
function BlockForm({ list }: { list: CheckinListView }) {
  useI18n();
  const headingId = useId();
  const [pass, setPass] = useState('');
  const [passMissing, setPassMissing] = useState(false);
  const [passErrors, setPassErrors] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reason = useReason(reasonError);
  const { mutateAsync: block, isPending: blocking } = useBlockPass();
  const [formElement, attach] = useState<HTMLFormElement | null>(null);
  // Bumped when the first field in error (else the refusal) should take the focus, once drawn.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formElement);
  }, [focusRequest, formElement]);
  const requestFocus = () => {
    setFocusRequest((n) => n + 1);
  };

  const submit = async () => {
    const number = pass.trim();
    const given = reason.take();
    if (number === '') setPassMissing(true);
    if (number === '' || given === null) {
      requestFocus();
      return;
    }
    setProblem(null);
    try {
      const entry = await block({ list: list.id, pass: number, reason: given });
      notify.success(MSG.blockedNow(entry.pass.name, list.name));
      setPass('');
      reason.field.onChange('');
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to block the pass', error);
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      setPassErrors(fields.pass ?? []);
      setReasonError(fields.reason?.join(' ') ?? null);
      setProblem(errorMessage(error));
      requestFocus();
    }
  };

  return (
    <section className="admin-checkin-list__block" aria-labelledby={headingId}>
      <h5 id={headingId} className="admin-checkin-lists__subtitle">
        {MSG.blockTitle}
      </h5>
      <p className="admin-hint">{MSG.blockHint}</p>
      <form
        ref={attach}
        className="admin-checkin-list__block-form"
        noValidate
        aria-busy={blocking || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocking) void submit();
        }}
      >
        <TextField
          label={MSG.passNumber}
          hint={MSG.passNumberHint}
          value={pass}
          autoComplete="off"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an input hint
          autoCapitalize="none"
          spellCheck={false}
          required
          errors={passMissing ? [MSG.passRequired] : passErrors}
          onChange={(e) => {
            setPass(e.target.value);
            setPassMissing(false);
            setPassErrors([]);
            setProblem(null);
          }}
        />
        <ReasonField
          {...reason.field}
          label={MSG.blockReason}
          onChange={(value) => {
            reason.field.onChange(value);
            setReasonError(null);
            setProblem(null);
          }}
        />
        {problem && (
          <p className="admin-resolve__error" role="alert">
            {problem}
          </p>
        )}
        <Button
          type="submit"
          className="admin-small-button admin-checkin-list__block-button"
          disabled={blocking}
          aria-busy={blocking || undefined}
        >
          {blocking ? MSG.blocking : MSG.block}
        </Button>
      </form>
    </section>
  );
}

/** Asks before unblocking a pass; a refusal (not blocked any more: 404) shows in the dialog. */
function UnblockDialog({
  list,
  entry,
  onClose,
}: {
  list: CheckinListView;
  entry: ListEntryView;
  onClose: () => void;
}) {
  useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: unblock, isPending: busy } = useUnblockPass();

  const confirm = async () => {
    try {
      await unblock({ list: list.id, pass: entry.pass.id });
      notify.success(MSG.unblockedNow(entry.pass.name));
      onClose();
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to unblock the pass', error);
      setProblem(errorMessage(error, MSG.unblockFailed));
    }
  };

  return (
    <ConfirmDialog
      title={MSG.unblockTitle(entry.pass.name, list.name)}
      confirmLabel={MSG.unblock}
      busy={busy}
      onConfirm={() => {
        void confirm();
      }}
      onCancel={onClose}
    >
      <p>
        {withCode(
          (id) => i18n._('admin.checkinLists.passOf', { role: entry.pass.roleTitle, id }),
          entry.pass.id,
        )}{' '}
        {MSG.unblockBody}
      </p>
      {entry.blockedReason && <p>{MSG.blockedFor(entry.blockedReason)}</p>}
      {problem && (
        <p className="admin-resolve__error" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * One list, live (GET /admin/checkin-lists/{id} every 5 s): its counts, its latest entries, its
 * duplicate scans and the passes blocked from it; Export CSV downloads its entries. An admin can
 * block a pass, with a reason, and unblock one.
 */
function ListDetail({
  id,
  summary,
  isAdmin,
  onClose,
}: {
  id: string;
  /** The list as the lists showed it (until its own answer arrives). */
  summary: CheckinListView | undefined;
  isAdmin: boolean;
  onClose: () => void;
}) {
  useI18n();
  const headingId = useId();
  const detail = useCheckinList(id);
  const exporter = useExportCheckinList();
  const [unblocking, setUnblocking] = useState<ListEntryView | null>(null);
  const data = detail.data;
  const list = data?.list ?? summary;
  const name = list?.name ?? id;
  const live = detail.isSuccess && !detail.isError;

  const download = async () => {
    try {
      const { blob, fileName } = await exporter.mutateAsync(id);
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Failed to export the entries of the list', error);
      notify.error(errorMessage(error, MSG.exportFailed));
    }
  };

  const exits = list ? countsExits(list) : false;
  const recentColumns: readonly Column<ListEntryView>[] = [
    { id: 'name', header: MSG.colPass, cell: (e) => e.pass.name },
    { id: 'role', header: MSG.colRole, cell: (e) => e.pass.roleTitle },
    { id: 'firstIn', header: MSG.colFirstIn, cell: (e) => formatDateTime(e.firstInAt) },
    ...(exits
      ? [
          {
            id: 'lastIn',
            header: MSG.colLastIn,
            cell: (e: ListEntryView) => formatDateTime(e.lastInAt),
          },
          {
            id: 'lastOut',
            header: MSG.colLastOut,
            cell: (e: ListEntryView) => formatDateTime(e.lastOutAt),
          },
          { id: 'inside', header: MSG.colInsideNow, cell: (e: ListEntryView) => yesNo(e.inside) },
        ]
      : []),
    { id: 'gate', header: MSG.colGate, cell: (e) => orDash(e.gate) },
    { id: 'by', header: MSG.colBy, cell: (e) => orDash(e.by) },
  ];

  const duplicateColumns: readonly Column<ListDuplicate>[] = [
    { id: 'name', header: MSG.colPass, cell: (d) => `${d.pass.name} (${d.pass.roleTitle})` },
    { id: 'scannedAt', header: MSG.colScannedAt, cell: (d) => formatDateTime(d.scannedAt) },
    { id: 'gate', header: MSG.colGate, cell: (d) => d.gate },
    { id: 'by', header: MSG.colBy, cell: (d) => d.by },
    { id: 'offline', header: MSG.colOffline, cell: (d) => yesNo(d.offline) },
    { id: 'direction', header: MSG.colDirection, cell: (d) => SCAN_DIRECTION_LABELS[d.direction] },
  ];

  const blockedColumns: readonly Column<ListEntryView>[] = [
    { id: 'name', header: MSG.colPass, cell: (e) => `${e.pass.name} (${e.pass.roleTitle})` },
    {
      id: 'number',
      header: MSG.colPassNumber,
      cell: (e) => <code className="admin-id">{e.pass.id}</code>,
    },
    { id: 'reason', header: MSG.colReason, cell: (e) => orDash(e.blockedReason) },
    { id: 'by', header: MSG.colBy, cell: (e) => orDash(e.blockedBy) },
    { id: 'at', header: MSG.colBlockedAt, cell: (e) => formatDateTime(e.blockedAt) },
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: <span className="visually-hidden">{MSG.colActions}</span>,
            cell: (e: ListEntryView) => (
              <Button
                variant="ghost"
                className="admin-small-button"
                // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
                aria-haspopup="dialog"
                aria-label={MSG.unblockLabel(e.pass.name)}
                onClick={() => {
                  setUnblocking(e);
                }}
              >
                {MSG.unblock}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="admin-checkin-list" aria-labelledby={headingId}>
      <div className="admin-toolbar">
        <h4 id={headingId} className="admin-checkin-lists__subtitle">
          {name}
        </h4>
        {list && (
          <p className="admin-hint admin-checkin-list__rules">
            {CHECKIN_LIST_KIND_LABELS[list.kind]} · {CHECKIN_LIST_MODE_LABELS[list.mode]}
          </p>
        )}
        <LiveLine live={live} updatedAt={detail.dataUpdatedAt} />
        <div className="admin-actions admin-toolbar__end">
          <Button
            variant="ghost"
            className="admin-small-button"
            disabled={exporter.isPending}
            aria-busy={exporter.isPending || undefined}
            aria-label={MSG.exportLabel(name)}
            onClick={() => {
              void download();
            }}
          >
            {exporter.isPending ? MSG.exporting : MSG.exportCsv}
          </Button>
          <Button
            variant="ghost"
            className="admin-small-button"
            aria-label={MSG.closeLabel(name)}
            onClick={onClose}
          >
            {MSG.close}
          </Button>
        </div>
      </div>

      {detail.isError && (
        <LoadError
          message={`${MSG.detailFailed}: ${errorMessage(detail.error)}`}
          onRetry={() => {
            void detail.refetch();
          }}
        />
      )}
      {!data && detail.isFetching && <LoadingStatus label={MSG.detailLoading} />}

      {data && (
        <>
          <Counts list={data.list} />
          <h5 className="admin-checkin-lists__subtitle">{MSG.recentTitle}</h5>
          <DataTable
            caption={MSG.recentCaption(name)}
            columns={recentColumns}
            rows={data.recent}
            rowKey={(e) => e.pass.id}
            empty={MSG.noEntries}
          />
          <h5 className="admin-checkin-lists__subtitle">{MSG.duplicates}</h5>
          <DataTable
            caption={MSG.duplicatesCaption(name)}
            columns={duplicateColumns}
            rows={data.duplicates}
            rowKey={(d) => `${d.pass.id}-${d.scannedAt}-${d.gate}-${d.by}-${d.direction}`}
            empty={MSG.noDuplicates}
          />
          <h5 className="admin-checkin-lists__subtitle">{MSG.blockedTitle}</h5>
          <DataTable
            caption={MSG.blockedCaption(name)}
            columns={blockedColumns}
            rows={data.blocked}
            rowKey={(e) => e.pass.id}
            empty={MSG.noBlocked}
          />
          {isAdmin && <BlockForm key={data.list.id} list={data.list} />}
        </>
      )}

      {unblocking && data && (
        <UnblockDialog
          list={data.list}
          entry={unblocking}
          onClose={() => {
            setUnblocking(null);
          }}
        />
      )}
    </section>
  );
}

/** Asks before deleting a list; the server's refusal (409: the default list, or it has entries) shows in it. */
function DeleteDialog({
  list,
  onDeleted,
  onClose,
}: {
  list: CheckinListView;
  onDeleted: () => void;
  onClose: () => void;
}) {
  useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: remove, isPending: busy } = useDeleteCheckinList();

  const confirm = async () => {
    try {
      await remove(list.id);
      notify.success(MSG.removed(list.name));
      onDeleted();
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to delete the check-in list', error);
      setProblem(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog
      title={MSG.removeTitle(list.name)}
      confirmLabel={MSG.removeConfirm}
      busy={busy}
      onConfirm={() => {
        void confirm();
      }}
      onCancel={onClose}
    >
      <p>{MSG.removeBody}</p>
      {problem && (
        <p className="admin-resolve__error" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * Check-in lists, live (GET /admin/checkin-lists every 5 s): each list's rules (kind, way of counting,
 * events, gates, paid stay only) and its counts. Choosing a list shows it below (in the address:
 * ?list=). An admin (not a moderator) can add a list, change one and delete one.
 */
export function CheckinListsPanel({ isAdmin }: { isAdmin: boolean }) {
  useI18n();
  const headingId = useId();
  const events = useEventChoices();
  const lists = useCheckinLists();
  const [chosen, setChosen] = useViewParam('list');
  /** The list being changed ('new': one being added). */
  const [editing, setEditing] = useState<CheckinListView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CheckinListView | null>(null);
  const data = lists.data;

  const columns: readonly Column<CheckinListView>[] = [
    {
      id: 'name',
      header: MSG.colName,
      cell: (l) => (
        <Button
          variant="text"
          className="admin-checkin-lists__name"
          aria-pressed={l.id === chosen}
          aria-label={MSG.show(l.name)}
          onClick={() => {
            setChosen(l.id === chosen ? '' : l.id);
          }}
        >
          {l.name}
        </Button>
      ),
    },
    { id: 'kind', header: MSG.colKind, cell: (l) => CHECKIN_LIST_KIND_LABELS[l.kind] },
    { id: 'mode', header: MSG.colMode, cell: (l) => CHECKIN_LIST_MODE_LABELS[l.mode] },
    { id: 'events', header: MSG.colEvents, cell: (l) => eventsText(l, events) },
    { id: 'gates', header: MSG.colGates, cell: (l) => gatesText(l) },
    { id: 'stay', header: MSG.colStay, cell: (l) => yesNo(rulesOf(l).requiresStay) },
    { id: 'entered', header: MSG.colEntered, cell: (l) => formatCount(l.entered), numeric: true },
    {
      id: 'inside',
      header: MSG.colInside,
      cell: (l) => (countsExits(l) ? formatCount(l.inside) : '—'),
      numeric: true,
    },
    { id: 'blocked', header: MSG.colBlocked, cell: (l) => formatCount(l.blocked), numeric: true },
    {
      id: 'duplicates',
      header: MSG.colDuplicates,
      cell: (l) => formatCount(l.duplicates),
      numeric: true,
    },
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: <span className="visually-hidden">{MSG.colActions}</span>,
            cell: (l: CheckinListView) => (
              <div className="admin-row-actions">
                <Button
                  variant="ghost"
                  className="admin-small-button"
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
                  aria-haspopup="dialog"
                  aria-label={MSG.editLabel(l.name)}
                  onClick={() => {
                    setEditing(l);
                  }}
                >
                  {MSG.edit}
                </Button>
                <Button
                  variant="ghost"
                  className="admin-small-button admin-danger"
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
                  aria-haspopup="dialog"
                  aria-label={MSG.removeLabel(l.name)}
                  onClick={() => {
                    setDeleting(l);
                  }}
                >
                  {MSG.remove}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="admin-checkin-lists" aria-labelledby={headingId}>
      <div className="admin-toolbar">
        <h3 id={headingId} className="admin-section-title">
          {MSG.title}
        </h3>
        <LiveLine live={lists.isSuccess && !lists.isError} updatedAt={lists.dataUpdatedAt} />
        {isAdmin && (
          <Button
            className="admin-small-button admin-toolbar__end"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
              setEditing('new');
            }}
          >
            {MSG.add}
          </Button>
        )}
      </div>
      <p className="admin-hint">{MSG.intro}</p>

      {lists.isError && (
        <LoadError
          message={`${MSG.loadFailed}: ${errorMessage(lists.error)}`}
          onRetry={() => {
            void lists.refetch();
          }}
        />
      )}
      {!data && lists.isFetching && <LoadingStatus label={MSG.loading} />}
      {data && (
        <DataTable
          caption={MSG.listsCaption}
          columns={columns}
          rows={data}
          rowKey={(l) => l.id}
          empty={MSG.empty}
        />
      )}

      {chosen !== '' && (
        <ListDetail
          key={chosen}
          id={chosen}
          summary={data?.find((l) => l.id === chosen)}
          isAdmin={isAdmin}
          onClose={() => {
            setChosen('');
          }}
        />
      )}

      {editing && isAdmin && (
        <CheckinListDialog
          list={editing === 'new' ? null : editing}
          events={events}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {deleting && isAdmin && (
        <DeleteDialog
          list={deleting}
          onDeleted={() => {
            if (deleting.id === chosen) setChosen('');
            setDeleting(null);
          }}
          onClose={() => {
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
