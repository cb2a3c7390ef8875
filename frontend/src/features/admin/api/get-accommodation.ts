/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { AdminAccommodationResponse, Block } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { nonEmpty } from '../lib/format';
import { adminKeys } from './query-keys';

export interface AccommodationQuery {
  /** One block's bookings, or empty for both. */
  block: Block | '';
  /** The bookings that include one night (`YYYY-MM-DD`), or empty for all. */
  night: string;
}

/**
 * GET /admin/accommodation?block=&night= (admins only): the rules in force, the beds taken and left
 * in each block every night, and the bookings (those that hold beds first, newest first) of the
 * block and night asked for.
 */
export function getAccommodation(
  query: AccommodationQuery,
  signal?: AbortSignal,
): Promise<AdminAccommodationResponse> {
  return answer(
    apiClient.GET('/admin/accommodation', { params: { query: nonEmpty({ ...query }) }, signal }),
  );
}

export function useAccommodation(query: AccommodationQuery) {
  return useAdminQuery(
    [...adminKeys.accommodation, query],
    (signal) => getAccommodation(query, signal),
    'Failed to load the accommodation',
  );
}
