import { useState } from 'react';

import { useCurrentUser, type User } from '@/lib/session';
import type { Role } from '@/lib/api-types';
import { usePageMeta } from '@/lib/use-page-meta';

import { TAB_LABELS, type TabId } from '../messages';
import { AccommodationTab } from './accommodation-tab';
import { AuditLogTab } from './audit-log-tab';
import { CaTab } from './ca-tab';
import { CheckinTab } from './checkin-tab';
import { CouponsTab } from './coupons-tab';
import { EventsTab } from './events-tab';
import { HomeTab } from './home-tab';
import { PaymentsTab } from './payments-tab';
import { Sidebar } from './sidebar';
import { TestModeBanner } from './test-mode-banner';
import { TopBar } from './top-bar';
import { UsersTab } from './users-tab';
import './admin.css';

const STAFF_TABS: readonly TabId[] = ['home', 'users', 'ca', 'events', 'checkin'];
const ADMIN_TABS: readonly TabId[] = [
  ...STAFF_TABS,
  'payments',
  'coupons',
  'accommodation',
  'audit',
];

/** /admin (SPEC 2.14), for admins and moderators (the route's guard lets no one else in). */
export function AdminPage() {
  usePageMeta('Admin Portal', 'Users, campus ambassador applications and event registrations.');
  const user = useCurrentUser();
  if (!user) return null;
  return <AdminPortal user={user} />;
}

/** The portal of one signed-in staff member: top bar, sidebar tabs and the selected tab. */
export function AdminPortal({ user }: { user: User }) {
  const isAdmin = user.role === 'admin';
  const tabs = isAdmin ? ADMIN_TABS : STAFF_TABS;
  const [tab, setTab] = useState<TabId>('home');
  // The USERS tab's role filter lives here, so a statistic card can open the tab filtered.
  const [roleFilter, setRoleFilter] = useState<Role | ''>('');

  const openUsers = (role: Role | '') => {
    setRoleFilter(role);
    setTab('users');
  };

  const panelId = (id: TabId) => `admin-panel-${id}`;
  const tabId = (id: TabId) => `admin-tab-${id}`;

  return (
    <div className="admin">
      <TopBar user={user} />
      <TestModeBanner />
      <div className="admin__body">
        <Sidebar tabs={tabs} selected={tab} onSelect={setTab} tabId={tabId} panelId={panelId} />
        <section
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="admin__panel"
        >
          <h2 className="visually-hidden">{TAB_LABELS[tab]}</h2>
          {tab === 'home' && (
            <HomeTab
              user={user}
              onViewUsers={openUsers}
              onOpenCa={() => {
                setTab('ca');
              }}
            />
          )}
          {tab === 'users' && (
            <UsersTab
              isAdmin={isAdmin}
              currentUserId={user._id}
              role={roleFilter}
              onRoleChange={setRoleFilter}
            />
          )}
          {tab === 'ca' && <CaTab />}
          {tab === 'events' && <EventsTab isAdmin={isAdmin} />}
          {tab === 'checkin' && <CheckinTab isAdmin={isAdmin} />}
          {tab === 'payments' && isAdmin && <PaymentsTab />}
          {tab === 'coupons' && isAdmin && <CouponsTab />}
          {tab === 'accommodation' && isAdmin && <AccommodationTab />}
          {tab === 'audit' && isAdmin && <AuditLogTab />}
        </section>
      </div>
    </div>
  );
}
