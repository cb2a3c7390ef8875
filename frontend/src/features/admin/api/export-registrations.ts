/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation } from '@tanstack/react-query';

import { apiFetchFile, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';

export type ExportFormat = 'csv' | 'xlsx' | 'json';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /events/{event}/export?format=csv|xlsx|json (admins only) as a file, named as the server's
 * Content-Disposition says (else `<event>-registrations.<format>`). The API client's download call
 * does what every call does (base path, bearer token, cookies, timeout, a 401 forgets the token).
 */
export async function exportRegistrations(
  event: string,
  format: ExportFormat,
): Promise<ExportedFile> {
  const file = await apiFetchFile(`/events/${encodeURIComponent(event)}/export?format=${format}`);
  return { blob: file.blob, fileName: file.fileName ?? `${event}-registrations.${format}` };
}

export function useExportRegistrations() {
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: ({ event, format }: { event: string; format: ExportFormat }) =>
      exportRegistrations(event, format),
  });
}
