import { NavLink } from 'react-router';

import { useI18n } from '@/lib/i18n/use-i18n';

import type { NavItem } from './nav-links';

/** One link of the navigation bar (site-header.tsx), its text in the active language. */
export function NavItemLink({ item }: { item: NavItem }) {
  const { i18n } = useI18n();
  return (
    <li>
      <NavLink to={item.to} end={item.to === '/'} className="site-nav__link">
        {i18n._(item.label)}
      </NavLink>
    </li>
  );
}
