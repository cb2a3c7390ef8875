/**
 * The certificates' bodies (the API contract's names). They are defined in the shared layer,
 * src/lib/certificates.ts, because the account page and the admin area read them too and features
 * do not import each other; this feature names them from here.
 */
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
} from '@/lib/certificates';
