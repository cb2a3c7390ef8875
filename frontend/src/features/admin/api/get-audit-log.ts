import { api } from '@/lib/api-client';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { queryString } from '../lib/format';
import type { AuditEntry, Pagination } from '../types';

export interface AuditLogResponse {
  success: boolean;
  entries: AuditEntry[];
  pagination: Pagination;
}

/** GET /admin/audit-log?page=&limit= (admins only), newest first. */
export function getAuditLog(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditLogResponse> {
  return api.get<AuditLogResponse>(`/admin/audit-log${queryString({ page, limit })}`, { signal });
}

export function useAuditLog(page: number, limit: number) {
  return useAdminQuery(
    [...adminKeys.auditLog, page, limit],
    (signal) => getAuditLog(page, limit, signal),
    'Failed to load the audit log',
  );
}
