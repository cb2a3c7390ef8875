import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';

import type { VerifyResponse } from '../types';

/** The cache key of one check: the certificate's number and the signed token it came with. */
export const verifyQueryKey = (id: string, token: string | null) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
  ['certificates', 'verify', id, token] as const;

/** The address of a check: the token (`c`, from the certificate's QR code) passed on when given. */
export function verifyPath(id: string, token: string | null): string {
  const query = token ? `?${new URLSearchParams({ c: token }).toString()}` : '';
  return `/verify/${encodeURIComponent(id)}${query}`;
}

/**
 * GET /verify/{id}?c=<token> (open) -> {success, status, message, certificate, publicKey}: whether
 * the certificate is genuine, revoked or was changed after it was signed, with the fest's own record
 * of it; 404 when no certificate has this number.
 */
export function verifyCertificate(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<VerifyResponse> {
  return answer(
    apiClient.GET('/verify/{id}', {
      params: { path: { id }, query: token ? { c: token } : {} },
      signal,
    }),
  );
}

/** The check of a certificate, asked for once per number and token. */
export function useVerification(id: string, token: string | null) {
  return useQuery({
    queryKey: verifyQueryKey(id, token),
    queryFn: ({ signal }) => verifyCertificate(id, token, signal),
    enabled: id !== '',
  });
}
