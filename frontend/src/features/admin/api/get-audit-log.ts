import { api } from '@/lib/api-client';

import { useRemote } from '../hooks/use-remote';
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
  return useRemote(
    `${page}/${limit}`,
    (signal) => getAuditLog(page, limit, signal),
    'Failed to load the audit log',
  );
}
