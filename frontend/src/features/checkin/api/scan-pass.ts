import { answer, apiClient, timedFetch } from '@/lib/api-client';
import type { ScanAnswer, ScanRequest } from '@/lib/api-types';

/**
 * A scan that gets no answer within this time counts as made offline: it is kept on the device and
 * synced later, so a volunteer is never held up by a slow network.
 */
export const SCAN_TIMEOUT_MS = 5_000;

/**
 * POST /checkin/scan {token, gate, id} -> the verdict (ok, duplicate, revoked, invalid), the message to
 * read out ('Checked in.', 'Already checked in at 10:42 at gate North by asha') and the pass.
 * 422 with a field error when the gate is blank.
 */
export function scanPass(token: string, gate: string, id?: string): Promise<ScanAnswer> {
  const body: ScanRequest = { token, gate, id };
  return answer(apiClient.POST('/checkin/scan', { body, fetch: timedFetch(SCAN_TIMEOUT_MS) }));
}
