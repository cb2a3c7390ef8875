import { answer, apiClient } from '@/lib/api-client';
import type { OfflineScan, SyncRequest, SyncResponse } from '@/lib/api-types';

/**
 * POST /checkin/sync {scans} -> {success, results}: records scans made offline (each with its gate
 * and direction), one answer per scan with its id. Idempotent per scan id, so a retry after a lost
 * answer records nothing twice. The server takes at most SYNC_BATCH_SIZE scans a call. `signal`
 * aborts it (the page went away).
 */
export function syncScans(
  scans: readonly OfflineScan[],
  signal?: AbortSignal,
): Promise<SyncResponse> {
  const body: SyncRequest = { scans: [...scans] };
  return answer(apiClient.POST('/checkin/sync', { body, signal }));
}
