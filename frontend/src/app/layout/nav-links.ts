import { checkInRoles, scoreRoles, staffRoles, type RoleRule } from '@/lib/session';

export interface NavItem {
  to: string;
  /** The link's text: a message key (src/locales), translated where the link is drawn. */
  label: string;
}

/** The shared navigation bar's public links (SPEC 2.2). */
export const mainNav: readonly NavItem[] = [
  { to: '/', label: /*i18n*/ 'nav.home' },
  { to: '/event/ins', label: /*i18n*/ 'nav.events' },
  { to: '/ca', label: /*i18n*/ 'nav.caPortal' },
  { to: '/aboutUs', label: /*i18n*/ 'nav.team' },
  { to: '/sponsor', label: /*i18n*/ 'nav.sponsors' },
  { to: '/merch', label: /*i18n*/ 'nav.merch' },
];

/** Shown after the public links to the staff only (admins and moderators, by the shared rules). */
export const adminNav: NavItem & { roles: RoleRule } = {
  to: '/admin',
  label: /*i18n*/ 'nav.admin',
  roles: staffRoles,
};

/** Shown after Admin to the roles that check passes in at the gates (volunteers, moderators, admins). */
export const checkinNav: NavItem & { roles: RoleRule } = {
  to: '/checkin',
  label: /*i18n*/ 'nav.checkin',
  roles: checkInRoles,
};

/** Shown after Check-in to the roles that enter match results (scorers, moderators, admins). */
export const scorerNav: NavItem & { roles: RoleRule } = {
  to: '/scorer',
  label: /*i18n*/ 'nav.scoring',
  roles: scoreRoles,
};

/** Shown to every signed-in user: their fest-day passes. */
export const passesNav: NavItem = { to: '/passes', label: /*i18n*/ 'nav.passes' };

/** Shown to every signed-in user, just before Logout. */
export const accountNav: NavItem = { to: '/account', label: /*i18n*/ 'nav.account' };

/** Shown last when signed out; when signed in a Logout button takes its place. */
export const loginNav: NavItem = { to: '/auth', label: /*i18n*/ 'nav.login' };

/** The footer's useful links (SPEC 2.3), and the grievance officer of the DPDP Act. */
export const footerNav: readonly NavItem[] = [
  { to: '/', label: /*i18n*/ 'nav.home' },
  { to: '/event/ins', label: /*i18n*/ 'nav.events' },
  { to: '/merch', label: /*i18n*/ 'footer.merchandise' },
  { to: '/aboutUs', label: /*i18n*/ 'footer.team' },
  { to: '/grievance', label: /*i18n*/ 'footer.grievance' },
];
