/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation } from '@tanstack/react-query';

import { apiFetchFile } from '@/lib/api-client';

/**
 * GET /admin/checkin/{event}/export (moderators and admins; audited): every pass of the event with
 * its check-in, as CSV, named as the server's Content-Disposition says (else `<event>-checkin.csv`).
 */
export async function exportCheckins(event: string): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiFetchFile(`/admin/checkin/${encodeURIComponent(event)}/export`);
  return { blob: file.blob, fileName: file.fileName ?? `${event}-checkin.csv` };
}

export function useExportCheckins() {
  return useMutation({ mutationFn: exportCheckins });
}
