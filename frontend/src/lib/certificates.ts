/**
 * Participation, merit and campus ambassador certificates: the public verify page, the account page
 * and the admin area read them alike, so they live in the shared layer (features do not import each
 * other), as the races do. The bodies are the generated schemas (./api-types.ts).
 */
import type { CertificateKind } from './api-types';

export type {
  AdminCertificatesResponse,
  CertificateCounts,
  CertificateKind,
  CertificatesResponse,
  CertificateView,
  ReleaseRequest,
  ReleaseResponse,
  RevokeRequest,
  RevokeResponse,
  VerifyResponse,
  VerifyStatus,
} from './api-types';

/** Every kind, in the order the selects offer them. */
export const CERTIFICATE_KINDS: readonly CertificateKind[] = ['participation', 'merit', 'ca'];
