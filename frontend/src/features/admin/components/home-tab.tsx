import { useId } from 'react';
import { useNavigate } from 'react-router';

import type { User } from '@/lib/session';
import type { Role } from '@/lib/api-types';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useFormatRupees } from '@/lib/money';
import type { StatsResponse, EventFigures } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useStats } from '../api/get-stats';
import { useStaffUser } from '../hooks/use-staff-user';
import { formatCount } from '../lib/format';
import { MSG } from '../messages';
import { sectionPath } from '../routes';
import { LoadError } from './load-error';

interface Card {
  role: Role;
  label: string;
  count: (stats: StatsResponse) => number;
}

/** The four statistic cards (SPEC 2.14), each opening the USERS tab filtered by its role. */
const CARDS: readonly Card[] = [
  { role: 'user', label: 'Current Users', count: (s) => s.users.user },
  { role: 'ca', label: 'CAs', count: (s) => s.users.ca },
  { role: 'moderator', label: 'Moderators', count: (s) => s.users.moderator },
  { role: 'admin', label: 'Admins', count: (s) => s.users.admin },
];

const eventColumns = (rupees: (paise: number) => string): readonly Column<EventFigures>[] => [
  { id: 'event', header: 'Event', cell: (e) => e.title || e.event },
  { id: 'paid', header: 'Paid', cell: (e) => formatCount(e.paid), numeric: true },
  { id: 'pending', header: 'Pending', cell: (e) => formatCount(e.pending), numeric: true },
  {
    id: 'awaiting',
    header: 'Awaiting payment',
    cell: (e) => formatCount(e.awaitingPayment),
    numeric: true,
  },
  { id: 'flagged', header: 'Flagged', cell: (e) => formatCount(e.flagged), numeric: true },
  {
    id: 'amount',
    header: 'Amount received',
    cell: (e) => rupees(e.amountPaise),
    numeric: true,
  },
];

function StatCard({
  card,
  stats,
  onView,
}: {
  card: Card;
  stats: StatsResponse;
  onView: () => void;
}) {
  const labelId = useId();
  return (
    <li className="admin-stat">
      <h3 id={labelId} className="admin-stat__label">
        {card.label}
      </h3>
      <p className="admin-stat__value">{formatCount(card.count(stats))}</p>
      <Button variant="ghost" aria-describedby={labelId} onClick={onView}>
        {MSG.viewDetails}
      </Button>
    </li>
  );
}

function sum(events: readonly EventFigures[], pick: (e: EventFigures) => number): number {
  return events.reduce((total, e) => total + pick(e), 0);
}

/**
 * Home: a welcome banner, the real counts of accounts per role, registrations and money received
 * per event, and quick actions.
 */
export function HomeTab({
  user,
  onViewUsers,
  onOpenCa,
}: {
  user: User;
  onViewUsers: (role: Role | '') => void;
  onOpenCa: () => void;
}) {
  const rupees = useFormatRupees();
  const stats = useStats();
  const data = stats.data;

  return (
    <div className="admin-home">
      <section className="admin-banner" aria-labelledby="admin-welcome">
        <h3 id="admin-welcome" className="admin-banner__title">
          Welcome back, {user.fullname || user.username}
        </h3>
        <p>Review accounts, campus ambassador applications and event registrations from here.</p>
      </section>

      {stats.status === 'error' && <LoadError message={stats.message} onRetry={stats.reload} />}
      {!data && stats.status === 'loading' && <LoadingStatus label={MSG.loading} />}

      {data && (
        <>
          <section aria-labelledby="admin-accounts">
            <h3 id="admin-accounts" className="admin-section-title">
              Accounts
              <span className="admin-section-title__note">
                {formatCount(data.users.total)} in all
              </span>
            </h3>
            <ul className="admin-stats">
              {CARDS.map((card) => (
                <StatCard
                  key={card.role}
                  card={card}
                  stats={data}
                  onView={() => {
                    onViewUsers(card.role);
                  }}
                />
              ))}
            </ul>
          </section>

          <section aria-labelledby="admin-money">
            <h3 id="admin-money" className="admin-section-title">
              Registrations and money received
            </h3>
            <DataTable
              caption="Registrations and money received per event"
              columns={eventColumns(rupees)}
              rows={data.events}
              rowKey={(e) => e.event}
              empty="No registrations yet."
              footer={
                <tr>
                  <th scope="row">Total</th>
                  <td className="ui-table__numeric">{formatCount(data.totals.paid)}</td>
                  <td className="ui-table__numeric">
                    {formatCount(sum(data.events, (e) => e.pending))}
                  </td>
                  <td className="ui-table__numeric">
                    {formatCount(sum(data.events, (e) => e.awaitingPayment))}
                  </td>
                  <td className="ui-table__numeric">
                    {formatCount(sum(data.events, (e) => e.flagged))}
                  </td>
                  <td className="ui-table__numeric">{rupees(data.totals.amountPaise)}</td>
                </tr>
              }
            />
            {sum(data.events, (e) => e.sandboxPaid) > 0 && (
              <p className="admin-note">
                {formatCount(sum(data.events, (e) => e.sandboxPaid))} sandbox test payments are left
                out of these figures: they were never real money.
              </p>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="admin-quick">
        <h3 id="admin-quick" className="admin-section-title">
          Quick actions
        </h3>
        <div className="admin-actions">
          <Button
            onClick={() => {
              onViewUsers('');
            }}
          >
            Manage Users
          </Button>
          <Button onClick={onOpenCa}>CA Management</Button>
          <Button variant="ghost" disabled title={MSG.concernsSoon}>
            Concerns
          </Button>
        </div>
      </section>
    </div>
  );
}

/** /admin: Home, whose cards open USERS filtered by their role (/admin/users?role=ca). */
export function HomeSection() {
  const user = useStaffUser();
  const navigate = useNavigate();
  return (
    <HomeTab
      user={user}
      onViewUsers={(role) => {
        const users = sectionPath('users');
        void navigate(role ? `${users}?${new URLSearchParams({ role }).toString()}` : users);
      }}
      onOpenCa={() => {
        void navigate(sectionPath('ca'));
      }}
    />
  );
}
