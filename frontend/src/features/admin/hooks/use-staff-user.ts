import { useCurrentUser, type User } from '@/lib/session';

/** The signed-in staff member, inside the admin area (whose guard lets only them in). */
export function useStaffUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error('The admin area is shown to signed-in staff only');
  return user;
}
