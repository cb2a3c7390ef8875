/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { Role, UsersResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { nonEmpty } from '../lib/format';

export interface UsersQuery {
  /** Username, full name or e-mail; empty for everyone. */
  search: string;
  /** One role, or empty for all. */
  role: Role | '';
  page: number;
  limit: number;
}

/** GET /user/all-users?search=&role=&page=&limit= (paged by the server). */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersResponse> {
  return answer(
    apiClient.GET('/user/all-users', { params: { query: nonEmpty({ ...query }) }, signal }),
  );
}

export function useUsers(query: UsersQuery) {
  return useAdminQuery(
    [...adminKeys.users, query],
    (signal) => getUsers(query, signal),
    'Failed to load the users',
  );
}
