/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { getEvents } from '@/lib/queries/events';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/**
 * GET /events: the catalogue with each event's current registration state, under the key the public
 * events page uses too, so a change made here shows there.
 */
export function useAdminEvents() {
  return useAdminQuery(adminKeys.events, getEvents, 'Failed to load the events');
}
