import type { ReactNode } from 'react';

import { LoadingStatus } from '@/components/ui/query-state';
import { useCurrentUser } from '@/lib/session';
import { useShared } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { MSG, type TabId } from '../messages';
import { LoadError } from './load-error';

/**
 * A section of the admin area, shown to the roles the shared rules let see it (`adminSections`);
 * anyone else gets `notFound`, as for a path that does not exist. Rules that failed to load can be
 * asked for again.
 */
export function SectionGate({
  section,
  notFound,
  children,
}: {
  section: TabId;
  notFound: ReactNode;
  children: ReactNode;
}) {
  useI18n();
  const user = useCurrentUser();
  const shared = useShared();
  if (shared.status === 'loading') return <LoadingStatus label={MSG.loading} />;
  if (shared.status === 'error')
    return <LoadError message={MSG.rulesFailed} onRetry={shared.retry} />;
  if (!user) return notFound;
  return shared.shared.adminSections(user.role).includes(section) ? children : notFound;
}
