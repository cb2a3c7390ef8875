import type { Role } from '@/lib/api-types';
import { useSharedWhen } from '@/lib/use-shared';

import { NavItemLink } from './nav-item-link';
import { adminNav, checkinNav, scorerNav } from './nav-links';

/**
 * The staff's links of the navigation bar: Admin, Check-in and Scoring, each to the roles the shared
 * rules give it (site-header.tsx). In a chunk of its own, with the loading of those rules: signed-out
 * visitors load neither.
 */
export default function StaffLinks({ role }: { role: Role }) {
  const shared = useSharedWhen(true);
  if (shared === null) return null;
  return (
    <>
      {adminNav.roles(shared).includes(role) && <NavItemLink item={adminNav} />}
      {checkinNav.roles(shared).includes(role) && <NavItemLink item={checkinNav} />}
      {scorerNav.roles(shared).includes(role) && <NavItemLink item={scorerNav} />}
    </>
  );
}
