import { useLogout } from '@/lib/use-logout';
import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';

import { useI18n } from '../i18n';
import { MSG, ROLE_LABELS } from '../messages';

/** 'Admin Portal', 'HELLO {USERNAME} !!', the role in capitals and Logout (SPEC 2.14). */
export function TopBar({ user }: { user: User }) {
  useI18n();
  const { logout, isPending } = useLogout();
  return (
    <header className="admin-topbar">
      <h1 className="admin-topbar__title">{MSG.portal}</h1>
      <div className="admin-topbar__who">
        <p className="admin-topbar__greeting">{MSG.greeting(user.username)}</p>
        <span className="admin-topbar__role">{ROLE_LABELS[user.role].toUpperCase()}</span>
        <Button
          variant="ghost"
          disabled={isPending}
          onClick={() => {
            void logout();
          }}
        >
          {MSG.logout}
        </Button>
      </div>
    </header>
  );
}
