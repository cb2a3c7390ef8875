import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import type { AdminWaitlistEntry, ListedEvent } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { LoadingStatus } from '@/components/ui/query-state';

import { useWaitlist } from '../api/get-waitlist';
import { useReorderWaitlist } from '../api/reorder-waitlist';
import { useI18n } from '../i18n';
import { formatDateTime, formatFestDateTime, orDash } from '../lib/format';
import { MSG, statusWord } from '../messages';
import { Badge } from './badge';
import { LoadError } from './load-error';

type Direction = 'up' | 'down';

/** The team of an entry as the table names it: its college, with the category when there is one. */
const teamOf = (entry: AdminWaitlistEntry) =>
  entry.category ? `${orDash(entry.collegeName)} (${entry.category})` : orDash(entry.collegeName);

/**
 * An event's waiting list (admins only, GET /admin/events/{event}/waitlist): position, team, owner,
 * members, status, when each joined and when an offer runs out. The teams still waiting can be moved
 * up and down the line (buttons, so the keyboard does it too; each move is announced) and the new
 * order saved (PUT .../waitlist/order). When the list changed meanwhile (409) the dialog says so and
 * loads it again.
 */
export function WaitlistDialog({
  event,
  onClose,
}: {
  event: Pick<ListedEvent, 'id' | 'title'>;
  onClose: () => void;
}) {
  useI18n();
  const waitlist = useWaitlist(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = waitlist.data?.entries;
  // A new list from the server (saved, or loaded again) starts the order afresh.
  const version = entries
    ?.filter((e) => e.status === 'waiting')
    .map((e) => e.id)
    .join(' ');

  return (
    <Modal
      title={MSG.waitlistOf(event.title)}
      onClose={onClose}
      className="admin-dialog admin-dialog--wide"
    >
      {waitlist.status === 'error' && (
        <LoadError message={waitlist.message} onRetry={waitlist.reload} />
      )}
      {!entries && waitlist.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {problem && (
        <p className="admin-resolve__error" role="alert">
          {problem}
        </p>
      )}
      {entries && (
        <WaitlistOrder
          key={version}
          event={event}
          entries={entries}
          busy={waitlist.status === 'loading'}
          onProblem={setProblem}
          onClose={onClose}
        />
      )}
      {!entries && (
        <div className="admin-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {MSG.close}
          </Button>
        </div>
      )}
    </Modal>
  );
}

function WaitlistOrder({
  event,
  entries,
  busy,
  onProblem,
  onClose,
}: {
  event: Pick<ListedEvent, 'id' | 'title'>;
  entries: readonly AdminWaitlistEntry[];
  /** The list is being loaded again. */
  busy: boolean;
  onProblem: (message: string | null) => void;
  onClose: () => void;
}) {
  const { i18n } = useI18n();
  const baseId = useId();
  const waiting = entries.filter((e) => e.status === 'waiting');
  const others = entries.filter((e) => e.status !== 'waiting');
  const initial = waiting.map((e) => e.id);
  const [order, setOrder] = useState<string[]>(initial);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ id: string; direction: Direction } | null>(null);
  const { mutateAsync: reorder, isPending: saving } = useReorderWaitlist();
  const changed = order.some((id, i) => id !== initial[i]);

  const byId = new Map(waiting.map((e) => [e.id, e]));
  const rows = [...order.flatMap((id) => byId.get(id) ?? []), ...others];
  const buttonId = (id: string, direction: Direction) => `${baseId}-${id}-${direction}`;

  // After a move the focus stays on the moved team's button, or its other one at either end.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const index = order.indexOf(target.id);
    const atEdge = target.direction === 'up' ? index === 0 : index === order.length - 1;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
    const direction = atEdge ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    document.getElementById(buttonId(target.id, direction))?.focus();
  });

  const move = (entry: AdminWaitlistEntry, direction: Direction) => {
    const from = order.indexOf(entry.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, entry.id);
    focusAfter.current = { id: entry.id, direction };
    setOrder(next);
    setAnnouncement(MSG.moved(teamOf(entry), to + 1));
    onProblem(null);
  };

  const save = async () => {
    onProblem(null);
    try {
      await reorder({ event: event.id, ids: order });
      notify.success(MSG.orderSaved);
    } catch (error) {
      // A 409 means the list changed meanwhile: it is loaded again (and the order starts afresh).
      console.error('Failed to reorder the waiting list', error);
      onProblem(errorMessage(error));
    }
  };

  const columns: Column<AdminWaitlistEntry>[] = [
    {
      id: 'position',
      header: i18n._('admin.waitlist.position'),
      numeric: true,
      cell: (e) => (e.status === 'waiting' ? order.indexOf(e.id) + 1 : '—'),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{i18n._('admin.waitlist.order')}</span>,
      cell: (e) => {
        if (e.status !== 'waiting') return null;
        const index = order.indexOf(e.id);
        return (
          <div className="admin-row-actions">
            <Button
              id={buttonId(e.id, 'up')}
              variant="ghost"
              className="admin-small-button"
              aria-label={`${MSG.moveUp}: ${teamOf(e)}`}
              disabled={saving || index === 0}
              onClick={() => {
                move(e, 'up');
              }}
            >
              {MSG.moveUp}
            </Button>
            <Button
              id={buttonId(e.id, 'down')}
              variant="ghost"
              className="admin-small-button"
              aria-label={`${MSG.moveDown}: ${teamOf(e)}`}
              disabled={saving || index === order.length - 1}
              onClick={() => {
                move(e, 'down');
              }}
            >
              {MSG.moveDown}
            </Button>
          </div>
        );
      },
    },
    { id: 'team', header: i18n._('admin.events.colTeam'), cell: teamOf },
    {
      id: 'owner',
      header: i18n._('admin.waitlist.owner'),
      cell: (e) =>
        e.owner ? (
          <>
            {orDash(e.owner.name)}
            <br />
            <span className="admin-hint">{orDash(e.owner.email)}</span>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'members',
      header: i18n._('admin.events.colMembers'),
      numeric: true,
      cell: (e) => e.members,
    },
    {
      id: 'status',
      header: i18n._('admin.ca.status'),
      cell: (e) => (
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
        <Badge value={`waitlist_${e.status}`} label={statusWord(`waitlist_${e.status}`)} />
      ),
    },
    {
      id: 'joined',
      header: i18n._('admin.waitlist.joined'),
      cell: (e) => formatDateTime(e.joinedAt),
    },
    {
      id: 'expires',
      header: i18n._('admin.waitlist.expires'),
      cell: (e) => (e.offerExpiresAt ? formatFestDateTime(e.offerExpiresAt) : '—'),
    },
  ];

  return (
    <>
      {waiting.length > 1 && <p className="admin-hint">{MSG.waitlistHint}</p>}
      <DataTable
        caption={MSG.waitlistOf(event.title)}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        empty={MSG.waitlistEmpty}
        busy={busy || saving}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="admin-dialog__actions">
        <Button variant="ghost" disabled={saving} onClick={onClose}>
          {MSG.close}
        </Button>
        {waiting.length > 1 && (
          <>
            <Button
              variant="ghost"
              disabled={saving || !changed}
              onClick={() => {
                setOrder(initial);
                setAnnouncement('');
              }}
            >
              {MSG.resetOrder}
            </Button>
            <Button
              disabled={saving || !changed}
              aria-busy={saving || undefined}
              onClick={() => {
                void save();
              }}
            >
              {saving ? MSG.saving : MSG.saveOrder}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
