import { checkInRoles, scoreRoles, staffRoles, type RoleRule } from '@/lib/session';

export interface NavItem {
  to: string;
  label: string;
}

/** The shared navigation bar's public links (SPEC 2.2). */
export const mainNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/event/ins', label: 'Events' },
  { to: '/ca', label: 'CA Portal' },
  { to: '/aboutUs', label: 'Team' },
  { to: '/sponsor', label: 'Sponsors' },
  { to: '/merch', label: 'Merch' },
];

/** Shown after the public links to the staff only (admins and moderators, by the shared rules). */
export const adminNav: NavItem & { roles: RoleRule } = {
  to: '/admin',
  label: 'Admin',
  roles: staffRoles,
};

/** Shown after Admin to the roles that check passes in at the gates (volunteers, moderators, admins). */
export const checkinNav: NavItem & { roles: RoleRule } = {
  to: '/checkin',
  label: 'Check-in',
  roles: checkInRoles,
};

/** Shown after Check-in to the roles that enter match results (scorers, moderators, admins). */
export const scorerNav: NavItem & { roles: RoleRule } = {
  to: '/scorer',
  label: 'Scoring',
  roles: scoreRoles,
};

/** Shown to every signed-in user: their fest-day passes. */
export const passesNav: NavItem = { to: '/passes', label: 'Passes' };

/** Shown to every signed-in user, just before Logout. */
export const accountNav: NavItem = { to: '/account', label: 'Account' };

/** Shown last when signed out; when signed in a Logout button takes its place. */
export const loginNav: NavItem = { to: '/auth', label: 'Login' };

/** The footer's useful links (SPEC 2.3), and the grievance officer of the DPDP Act. */
export const footerNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/event/ins', label: 'Events' },
  { to: '/merch', label: 'Our Merchandise' },
  { to: '/aboutUs', label: 'Our Team' },
  { to: '/grievance', label: 'Grievance officer' },
];
