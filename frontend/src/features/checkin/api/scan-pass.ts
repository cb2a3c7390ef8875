import { answer, apiClient, timedFetch } from '@/lib/api-client';
import type { ScanAnswer, ScanDirection, ScanRequest } from '@/lib/api-types';

/**
 * A scan that gets no answer within this time counts as made offline: it is kept on the device and
 * synced later, so a volunteer is never held up by a slow network.
 */
export const SCAN_TIMEOUT_MS = 5_000;

/**
 * POST /checkin/scan {token, gate, id, direction} -> the verdict (ok, duplicate, revoked, invalid,
 * refused), the message to read out ('Checked in.', 'Already checked in at 10:42 at gate North by
 * asha', 'Checked out.', 'No stay is booked for this pass.'), the pass and the check-in list the gate
 * scans for. 422 with a field error when the gate is blank, or `direction` is out at a list that
 * counts entries only.
 */
export function scanPass(
  token: string,
  gate: string,
  id?: string,
  direction: ScanDirection = 'in',
): Promise<ScanAnswer> {
  const body: ScanRequest = { token, gate, id, direction };
  return answer(apiClient.POST('/checkin/scan', { body, fetch: timedFetch(SCAN_TIMEOUT_MS) }));
}
