import { useEffect, useRef } from 'react';

import { useI18n } from '@/lib/i18n/use-i18n';
import { useLogout } from '@/lib/use-logout';

/**
 * Logout (SPEC 4) in the navigation bar, shown to a signed-in user only. Its own chunk (with the
 * mutation code it needs), which signed-out visitors never load. `asked`: the visitor pressed the
 * stand-in shown while this chunk loaded, and is logged out as soon as it is here.
 */
export default function LogoutButton({ asked = false }: { asked?: boolean }) {
  const { i18n } = useI18n();
  const { logout, isPending } = useLogout();
  const done = useRef(false);
  useEffect(() => {
    if (asked && !done.current) {
      done.current = true;
      void logout();
    }
  }, [asked, logout]);
  return (
    <button
      type="button"
      className="site-nav__link site-nav__button"
      disabled={isPending}
      onClick={() => void logout()}
    >
      {i18n._('nav.logout')}
    </button>
  );
}
