import { Outlet, useLocation, useNavigate } from 'react-router';

import { useCurrentUser, type User } from '@/lib/session';
import { useSharedOrNull } from '@/lib/use-shared';
import { usePageMeta } from '@/lib/use-page-meta';

import { ViewParamsProvider } from '../hooks/use-view-params';
import { useI18n } from '../i18n';
import { MSG, TAB_LABELS, type TabId } from '../messages';
import { sectionPath } from '../routes';
import { Sidebar } from './sidebar';
import { TestModeBanner } from './test-mode-banner';
import { TopBar } from './top-bar';
import './admin.css';

const isSection = (value: string): value is TabId => Object.hasOwn(TAB_LABELS, value);

/** The section a path under /admin is in: /admin is Home, /admin/events/chess is Events. */
export function sectionOf(pathname: string): TabId | null {
  const [, admin, first] = pathname.split('/');
  if (admin !== 'admin') return null;
  if (!first) return 'home' as const;
  return isSection(first) && first !== 'home' ? first : null;
}

/** /admin (SPEC 2.14), for admins and moderators (the route's guard lets no one else in). */
export function AdminPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('admin.portal.title'), i18n._('admin.portal.description'));
  const user = useCurrentUser();
  if (!user) return null;
  return <AdminPortal user={user} />;
}

/**
 * The portal of one signed-in staff member: top bar, the sidebar's links to the sections the shared
 * rules let the role see (`adminSections`), and the open section (a nested route, /admin/<section>,
 * whose filters, search and page are in the address).
 */
export function AdminPortal({ user }: { user: User }) {
  useI18n();
  const shared = useSharedOrNull();
  const sections: readonly TabId[] = shared ? shared.adminSections(user.role) : [];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sectionOf(pathname);

  return (
    <div className="admin">
      <TopBar user={user} />
      <TestModeBanner />
      <div className="admin__body">
        <Sidebar
          sections={sections}
          selected={current}
          onSelect={(section) => {
            void navigate(sectionPath(section));
          }}
        />
        {/* Not a landmark of its own: a section's tables are scrollable regions named like it, and two
            landmarks of one name cannot be told apart; its heading names it. */}
        <div className="admin__panel">
          <h2 className="visually-hidden">
            {current && sections.includes(current) ? TAB_LABELS[current] : MSG.portal}
          </h2>
          <ViewParamsProvider>
            <Outlet />
          </ViewParamsProvider>
        </div>
      </div>
    </div>
  );
}
