import { useMutation } from '@tanstack/react-query';

import { apiFetchFile } from '@/lib/api-client';

import { i18n } from '../i18n';

/** The name of the download when the server's Content-Disposition gives none. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file name
export const EXPORT_FILE_NAME = 'infinito-account.json';

/**
 * GET /user/me/export: everything the site holds about the account, as a JSON attachment (Aadhaar
 * numbers masked), named as its Content-Disposition says. Audited by the server.
 */
export async function exportAccount(): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiFetchFile('/user/me/export');
  return { blob: file.blob, fileName: file.fileName ?? EXPORT_FILE_NAME };
}

export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    meta: { errorToast: i18n._('account.data.downloadFailed') },
  });
}
