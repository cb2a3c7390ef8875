/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, ApiError, apiClient, apiFetchFile } from '@/lib/api-client';
import type {
  AdminCertificatesResponse,
  CertificateKind,
  ReleaseRequest,
  ReleaseResponse,
  RevokeResponse,
} from '@/lib/certificates';

import { useAdminQuery } from '../hooks/use-admin-query';
import { queryString } from '../lib/format';
import { adminKeys, invalidate } from './query-keys';

/** A ZIP of many PDFs is made on the server as it is sent: longer than the API's usual 10 seconds. */
const ARCHIVE_TIMEOUT_MS = 120_000;

/** What the list is narrowed to: '' for any. */
export interface CertificateFilter {
  kind: CertificateKind | '';
  event: string;
  college: string;
}

/** The cache key of the certificates (under the admin portal's keys); one entry per filter under it. */
export const certificatesQueryKey = [...adminKeys.all, 'certificates'] as const;
export const certificatesKey = (filter: CertificateFilter) =>
  [...certificatesQueryKey, filter] as const;

/**
 * GET /admin/certificates?kind=&event=&college= (admins) -> {success, counts, eligible, certificates,
 * total}: how many were issued and how many a release would issue now, per kind; the newest 50
 * certificates that match the filter, and how many match.
 */
export function getAdminCertificates(
  filter: CertificateFilter,
  signal?: AbortSignal,
): Promise<AdminCertificatesResponse> {
  const query = {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.event ? { event: filter.event } : {}),
    ...(filter.college.trim() ? { college: filter.college.trim() } : {}),
  };
  return answer(apiClient.GET('/admin/certificates', { params: { query }, signal }));
}

/**
 * The certificates of a filter, loaded again whenever they are shown and after a release or a
 * revocation; the last list stays on screen while another filter's loads. A failure is logged (SPEC 8:
 * admin failures are console only) and reported as the server's message.
 */
export function useAdminCertificates(filter: CertificateFilter) {
  return useAdminQuery(
    certificatesKey(filter),
    (signal) => getAdminCertificates(filter, signal),
    'Failed to load the certificates',
  );
}

/** How many certificates a release of `kind` (and `event`) would issue now, asked of the server. */
export async function countEligible(kind: CertificateKind, event: string): Promise<number> {
  const answer = await getAdminCertificates({ kind, event, college: '' });
  return answer.eligible[kind];
}

/**
 * POST /admin/certificates/release {kind, event?} (admins; audited) -> {success, issued, already,
 * mailed}: issues every certificate of the kind (of the event) not issued yet and e-mails each holder.
 * A 422 says what is wrong with the request.
 */
export function releaseCertificates(request: ReleaseRequest): Promise<ReleaseResponse> {
  return answer(apiClient.POST('/admin/certificates/release', { body: request }));
}

/**
 * POST /admin/certificates/{id}/revoke {reason} (admins; audited) -> {success, certificate}: the
 * certificate as it now is. 409 when it was revoked already; 422 when the reason is missing or too
 * long.
 */
export function revokeCertificate({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<RevokeResponse> {
  return answer(
    apiClient.POST('/admin/certificates/{id}/revoke', {
      params: { path: { id } },
      body: { reason },
    }),
  );
}

/** What the ZIP holds: one event's certificates, or one college's. */
export type ArchiveOf = { event: string } | { college: string };

/**
 * GET /admin/certificates/archive?event=<slug> or ?college=<name> (admins): every certificate of the
 * event or the college as PDFs in one ZIP, named as the server's Content-Disposition says (else
 * `certificates-<event or college>.zip`).
 */
export async function downloadCertificateArchive(
  of: ArchiveOf,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiFetchFile(`/admin/certificates/archive${queryString(of)}`, {
    timeoutMs: ARCHIVE_TIMEOUT_MS,
  });
  const name = ('event' in of ? of.event : of.college).trim().replace(/[^\w.-]+/g, '-');
  return { blob: file.blob, fileName: file.fileName ?? `certificates-${name}.zip` };
}

/** Releases certificates; the counts and the list load again, the audit log follows. */
export function useReleaseCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseCertificates,
    onSuccess: () => {
      invalidate(queryClient, [certificatesQueryKey, adminKeys.auditLog]);
    },
  });
}

/**
 * Revokes a certificate; the list loads again (after a refusal too: a 409 means it was revoked
 * meanwhile), the audit log follows.
 */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => {
      invalidate(queryClient, [certificatesQueryKey, adminKeys.auditLog]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        invalidate(queryClient, [certificatesQueryKey]);
      }
    },
  });
}

/** Downloads the ZIP of an event's or a college's certificates. */
export function useCertificateArchive() {
  return useMutation({ mutationFn: downloadCertificateArchive });
}
