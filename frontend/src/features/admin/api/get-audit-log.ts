/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { AuditResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { nonEmpty } from '../lib/format';

/** GET /admin/audit-log?page=&limit= (admins only), newest first. */
export function getAuditLog(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditResponse> {
  return answer(
    apiClient.GET('/admin/audit-log', { params: { query: nonEmpty({ page, limit }) }, signal }),
  );
}

export function useAuditLog(page: number, limit: number) {
  return useAdminQuery(
    [...adminKeys.auditLog, page, limit],
    (signal) => getAuditLog(page, limit, signal),
    'Failed to load the audit log',
  );
}
