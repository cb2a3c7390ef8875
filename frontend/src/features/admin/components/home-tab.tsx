import { useId } from 'react';
import { useNavigate } from 'react-router';

import type { User } from '@/lib/session';
import type { Role } from '@/lib/api-types';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useFormatMoney } from '@/lib/i18n/money';
import type { StatsResponse, EventFigures } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useStats } from '../api/get-stats';
import { useStaffUser } from '../hooks/use-staff-user';
import { i18n, useI18n } from '../i18n';
import { formatCount } from '../lib/format';
import { MSG } from '../messages';
import { sectionPath } from '../routes';
import { LoadError } from './load-error';

interface Card {
  role: Role;
  /** The card's title: a message key. */
  label: string;
  count: (stats: StatsResponse) => number;
}

/** The four statistic cards (SPEC 2.14), each opening the USERS tab filtered by its role. */
const CARDS: readonly Card[] = [
  { role: 'user', label: /*i18n*/ 'admin.home.cardUsers', count: (s) => s.users.user },
  { role: 'ca', label: /*i18n*/ 'admin.home.cardCas', count: (s) => s.users.ca },
  {
    role: 'moderator',
    label: /*i18n*/ 'admin.home.cardModerators',
    count: (s) => s.users.moderator,
  },
  { role: 'admin', label: /*i18n*/ 'admin.home.cardAdmins', count: (s) => s.users.admin },
];

const eventColumns = (rupees: (paise: number) => string): readonly Column<EventFigures>[] => [
  { id: 'event', header: i18n._('admin.home.colEvent'), cell: (e) => e.title || e.event },
  {
    id: 'paid',
    header: i18n._('admin.home.colPaid'),
    cell: (e) => formatCount(e.paid),
    numeric: true,
  },
  {
    id: 'pending',
    header: i18n._('admin.home.colPending'),
    cell: (e) => formatCount(e.pending),
    numeric: true,
  },
  {
    id: 'awaiting',
    header: i18n._('admin.home.colAwaiting'),
    cell: (e) => formatCount(e.awaitingPayment),
    numeric: true,
  },
  {
    id: 'flagged',
    header: i18n._('admin.home.colFlagged'),
    cell: (e) => formatCount(e.flagged),
    numeric: true,
  },
  {
    id: 'amount',
    header: i18n._('admin.home.colAmount'),
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
  const { i18n } = useI18n();
  const labelId = useId();
  return (
    <li className="admin-stat">
      <h3 id={labelId} className="admin-stat__label">
        {i18n._(card.label)}
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
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  const stats = useStats();
  const data = stats.data;

  return (
    <div className="admin-home">
      <section className="admin-banner" aria-labelledby="admin-welcome">
        <h3 id="admin-welcome" className="admin-banner__title">
          {i18n._('admin.home.welcome', { name: user.fullname || user.username })}
        </h3>
        <p>{i18n._('admin.home.welcomeText')}</p>
      </section>

      {stats.status === 'error' && <LoadError message={stats.message} onRetry={stats.reload} />}
      {!data && stats.status === 'loading' && <LoadingStatus label={MSG.loading} />}

      {data && (
        <>
          <section aria-labelledby="admin-accounts">
            <h3 id="admin-accounts" className="admin-section-title">
              {i18n._('admin.home.accounts')}
              <span className="admin-section-title__note">
                {i18n._('admin.home.accountsInAll', { count: formatCount(data.users.total) })}
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
              {i18n._('admin.home.money')}
            </h3>
            <DataTable
              caption={i18n._('admin.home.moneyCaption')}
              columns={eventColumns(rupees)}
              rows={data.events}
              rowKey={(e) => e.event}
              empty={i18n._('admin.home.noRegistrations')}
              footer={
                <tr>
                  <th scope="row">{i18n._('admin.home.total')}</th>
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
                {i18n._('admin.home.sandboxLeftOut', {
                  count: formatCount(sum(data.events, (e) => e.sandboxPaid)),
                })}
              </p>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="admin-quick">
        <h3 id="admin-quick" className="admin-section-title">
          {i18n._('admin.home.quickActions')}
        </h3>
        <div className="admin-actions">
          <Button
            onClick={() => {
              onViewUsers('');
            }}
          >
            {i18n._('admin.home.manageUsers')}
          </Button>
          <Button onClick={onOpenCa}>{i18n._('admin.home.caManagement')}</Button>
          <Button variant="ghost" disabled title={MSG.concernsSoon}>
            {i18n._('admin.home.concerns')}
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
