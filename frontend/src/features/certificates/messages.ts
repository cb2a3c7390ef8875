import type { VerifyStatus } from './types';

/** Texts of the verify page (/verify/:id). */
export const MSG = {
  title: 'Verify a certificate',
  description:
    'Check that a certificate of the fest is genuine: scan its QR code, or open this page with its number.',
  intro:
    'Every certificate of the fest carries a QR code that opens this page: it shows what the fest issued, so you can compare it with the certificate in your hands.',
  loading: 'Checking the certificate...',
  failed: 'Could not check the certificate',
  tryAgain: 'Try again',
  notFoundTitle: 'Not found',
  notFound: 'No certificate has this number.',
  notFoundHint: (id: string) => `Check the number (${id}) against the certificate.`,
  /** A short name for each result, above the server's sentence. */
  status: {
    valid: 'Genuine',
    revoked: 'Revoked',
    tampered: 'Does not match',
  } satisfies Record<VerifyStatus, string>,
  record: 'The certificate',
  issuedRecord: 'What the fest issued:',
  name: 'Name',
  college: 'College',
  event: 'Event',
  detail: 'For',
  issued: 'Issued',
  number: 'Certificate number',
  revokedAt: 'Revoked on',
  revokedReason: 'Reason',
  keyTitle: "The fest's public key",
  keyText:
    'Anyone with this Ed25519 key can check the signature themselves: the signed data is the c= part of the link in the certificate’s QR code.',
} as const;
