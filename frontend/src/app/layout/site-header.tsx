import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';

import { FEST } from '@/lib/fest';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useSession } from '@/lib/session';
import { useSharedWhen } from '@/lib/use-shared';
import { LanguageSwitch } from './language-switch';
import {
  accountNav,
  adminNav,
  checkinNav,
  loginNav,
  mainNav,
  passesNav,
  scorerNav,
  type NavItem,
} from './nav-links';

/** SPEC 9: below this width the menu collapses behind a toggle (repeated in layout.css). */
export const MENU_BREAKPOINT_PX = 980;

function NavItemLink({ item }: { item: NavItem }) {
  const { i18n } = useI18n();
  return (
    <li>
      <NavLink to={item.to} end={item.to === '/'} className="site-nav__link">
        {i18n._(item.label)}
      </NavLink>
    </li>
  );
}

/** Logout, in its own chunk: signed-out visitors never load it. */
const LogoutButton = lazy(() => import('./logout-button'));

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
  // Which links a role gets is a shared rule: the rules load for signed-in visitors only.
  const shared = useSharedWhen(user !== null);
  const showAdmin = user !== null && shared !== null && adminNav.roles(shared).includes(user.role);
  const showCheckin =
    user !== null && shared !== null && checkinNav.roles(shared).includes(user.role);
  const showScorer =
    user !== null && shared !== null && scorerNav.roles(shared).includes(user.role);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          {FEST.name}
          <span className="site-header__brand-year">{FEST.year}</span>
        </Link>
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
            {showAdmin && <NavItemLink item={adminNav} />}
            {showCheckin && <NavItemLink item={checkinNav} />}
            {showScorer && <NavItemLink item={scorerNav} />}
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
        <LanguageSwitch user={user} />
      </div>
    </header>
  );
}
