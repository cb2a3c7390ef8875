/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { EventRegistrationsResponse, PaymentStatus } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { nonEmpty } from '../lib/format';

export interface RegistrationsQuery {
  /** Part of the registrant's e-mail; empty for all. */
  search: string;
  /** One payment status, or empty for all (sent as `all`: without a status the server lists only the
   *  applicants, leaving out orders never paid). */
  status: PaymentStatus | '';
  page: number;
  limit: number;
}

/** GET /events/{event}/registrations?search=&status=&page=&limit= (paged by the server; every status
 *  asked for as `status=all`). */
export function getRegistrations(
  event: string,
  query: RegistrationsQuery,
  signal?: AbortSignal,
): Promise<EventRegistrationsResponse> {
  return answer(
    apiClient.GET('/events/{event}/registrations', {
      params: { path: { event }, query: nonEmpty({ ...query, status: query.status || 'all' }) },
      signal,
    }),
  );
}

export function useRegistrations(event: string, query: RegistrationsQuery) {
  return useAdminQuery(
    [...adminKeys.registrations, event, query],
    (signal) => getRegistrations(event, query, signal),
    'Failed to load the registrations',
  );
}
