import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient, apiFetchFile } from '@/lib/api-client';
import type { CertificatesResponse, CertificateView } from '@/lib/certificates';
import { saveFile } from '@/lib/save-file';

/** The cache key of the signed-in user's certificates. */
export const myCertificatesQueryKey = ['account', 'certificates'] as const;

/**
 * GET /user/certificates -> {success, certificates}: the certificates of the people of the user's
 * teams, and the user's own campus ambassador certificate.
 */
export function getMyCertificates(signal?: AbortSignal): Promise<CertificatesResponse> {
  return answer(apiClient.GET('/user/certificates', { signal }));
}

/** The user's certificates, asked for again whenever the account page opens. */
export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: myCertificatesQueryKey,
    queryFn: ({ signal }) => getMyCertificates(signal),
    refetchOnMount: 'always',
  });

/** The name of the download when the server's Content-Disposition gives none. */
export const certificateFileName = (certificate: Pick<CertificateView, 'id'>) =>
  `certificate-${certificate.id}.pdf`;

/**
 * Downloads a certificate's PDF (GET /user/certificates/{id}/pdf, signed in: a certificate of the
 * user's) and saves it under the name the server gives, else `certificate-<id>.pdf`.
 */
export async function downloadCertificate(certificate: Pick<CertificateView, 'id'>): Promise<void> {
  const file = await apiFetchFile(`/user/certificates/${encodeURIComponent(certificate.id)}/pdf`);
  saveFile(file.blob, file.fileName ?? certificateFileName(certificate));
}
