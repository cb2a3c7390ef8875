/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation } from '@tanstack/react-query';

import { apiFetchFile } from '@/lib/api-client';

export type GuestListFormat = 'csv' | 'xlsx';

/**
 * GET /admin/accommodation/export?format=csv|xlsx (admins only; audited): the guest list of the
 * bookings that hold beds, one row per guest, named as the server's Content-Disposition says (else
 * `accommodation-guests.<format>`).
 */
export async function exportGuestList(
  format: GuestListFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiFetchFile(`/admin/accommodation/export?format=${format}`);
  return { blob: file.blob, fileName: file.fileName ?? `accommodation-guests.${format}` };
}

export function useExportGuestList() {
  return useMutation({ mutationFn: exportGuestList });
}
