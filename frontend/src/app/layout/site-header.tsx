import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { Link } from 'react-router';

import { FEST } from '@/lib/fest';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { NavItemLink } from './nav-item-link';
import { accountNav, loginNav, mainNav, passesNav } from './nav-links';

/** SPEC 9: below this width the menu collapses behind a toggle (repeated in layout.css). */
export const MENU_BREAKPOINT_PX = 980;

/** Logout, in its own chunk: signed-out visitors never load it. */
const LogoutButton = lazy(() => import('./logout-button'));

/**
 * Admin, Check-in and Scoring, with the shared rules that say who gets them, in their own chunk:
 * signed-out visitors load neither.
 */
const StaffLinks = lazy(() => import('./staff-links'));

/**
 * The shared navigation bar (SPEC 2.2): the public links, Admin for admins and moderators, Check-in
 * for volunteers, moderators and admins, Scoring for scorers, moderators and admins, and Login or, when signed in, Passes, Account and Logout. Below 980 px the links collapse behind a menu toggle that
 * closes again on a wider window, a click outside the bar, Escape, or following a link. The language
 * switch sits in the bar itself, after the links (beside the menu toggle on a narrow screen).
 */
export function SiteHeader() {
  const { i18n } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  // Logout pressed before its code had loaded (LogoutButton then logs out at once).
  const [logoutAsked, setLogoutAsked] = useState(false);
  if (logoutAsked && session.status !== 'authenticated') setLogoutAsked(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onClick = (event: Event) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    const onResize = () => {
      if (window.innerWidth >= MENU_BREAKPOINT_PX) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('click', onClick);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Following a link (or pressing Logout) closes the menu.
  const closeOnAction = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
  };

  const user = session.status === 'authenticated' ? session.user : null;
  // Which links a role gets is a shared rule: the rules (and the staff's links) load for signed-in
  // visitors only. When the user arrives, the bar stays as it is until that code is here (a deferred
  // value), and a bar first drawn with a user already signed in waits for it (the Suspense around
  // the links), so that the links appear all at once, in their order.
  const staff = useDeferredValue(user);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          {FEST.name}
          <span className="site-header__brand-year">{FEST.year}</span>
        </Link>
        <Suspense fallback={null}>
          <nav aria-label={i18n._('nav.main')} className="site-nav" data-open={open}>
            <button
              ref={toggleRef}
              type="button"
              className="site-nav__toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => {
                setOpen((value) => !value);
              }}
            >
              <span className="site-nav__toggle-bars" aria-hidden="true" />
              <span className="visually-hidden">{i18n._('nav.menu')}</span>
            </button>
            <ul id={menuId} className="site-nav__list" onClick={closeOnAction}>
              {mainNav.map((item) => (
                <NavItemLink key={item.to} item={item} />
              ))}
              {staff !== null && <StaffLinks role={staff.role} />}
              {session.status === 'authenticated' && <NavItemLink item={passesNav} />}
              {session.status === 'authenticated' && <NavItemLink item={accountNav} />}
              {session.status === 'authenticated' ? (
                <li>
                  <Suspense
                    fallback={
                      <button
                        type="button"
                        className="site-nav__link site-nav__button"
                        disabled={logoutAsked}
                        onClick={() => {
                          setLogoutAsked(true);
                        }}
                      >
                        {i18n._('nav.logout')}
                      </button>
                    }
                  >
                    <LogoutButton asked={logoutAsked} />
                  </Suspense>
                </li>
              ) : (
                <NavItemLink item={loginNav} />
              )}
            </ul>
          </nav>
        </Suspense>
        <LanguageSwitch user={user} />
      </div>
    </header>
  );
}
