import { api } from '@/lib/api-client';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { queryString } from '../lib/format';
import type { Pagination, PaymentStatus, RegistrationRecord } from '../types';

export interface RegistrationsQuery {
  /** Part of the registrant's e-mail; empty for all. */
  search: string;
  /** One payment status, or empty for all. */
  status: PaymentStatus | '';
  page: number;
  limit: number;
}

export interface RegistrationsResponse {
  success: boolean;
  event: string;
  registrations: RegistrationRecord[];
  pagination: Pagination;
}

/** GET /events/{event}/registrations?search=&status=&page=&limit= (paged by the server). */
export function getRegistrations(
  event: string,
  query: RegistrationsQuery,
  signal?: AbortSignal,
): Promise<RegistrationsResponse> {
  return api.get<RegistrationsResponse>(
    `/events/${encodeURIComponent(event)}/registrations${queryString({ ...query })}`,
    { signal },
  );
}

export function useRegistrations(event: string, query: RegistrationsQuery) {
  return useAdminQuery(
    [...adminKeys.registrations, event, query],
    (signal) => getRegistrations(event, query, signal),
    'Failed to load the registrations',
  );
}
