import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import type { CertificateView } from '@/lib/certificates';
import { formatDate } from '@/lib/dates';
import { downloadCertificate, myCertificatesQueryOptions } from '@/lib/queries/certificates';
import { notify } from '@/lib/toast';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

export const CERTIFICATES_MSG = {
  title: 'Certificates',
  intro:
    'The certificates of the people of your teams, and your campus ambassador certificate: each a PDF whose QR code lets anyone check it.',
  none: 'No certificates yet: they are released after the fest.',
  failed: 'Could not load your certificates',
  loading: 'Loading your certificates...',
  campusAmbassador: 'Campus ambassador',
  number: 'No.',
  issued: 'Issued',
  revoked: (reason: string | null) =>
    reason === null || reason.trim() === '' ? 'Revoked' : `Revoked: ${reason}`,
  download: (id: string) => `Download certificate ${id} (PDF)`,
  downloading: 'Downloading...',
  downloadFailed: 'Could not download the certificate',
  verify: 'Verify',
  verifyLabel: (id: string) => `Verify certificate ${id}`,
};

/** One certificate: what it is, for whom and what, when issued; its PDF and its verify page. */
function CertificateItem({
  certificate,
  busy,
  onDownload,
}: {
  certificate: CertificateView;
  busy: boolean;
  onDownload: () => void;
}) {
  const revoked = Boolean(certificate.revokedAt);
  return (
    <li
      className="account-certificate"
      aria-label={`${certificate.title}: ${certificate.name}`}
      data-revoked={revoked || undefined}
    >
      <p className="account-certificate__title">
        <strong>{certificate.title}</strong>{' '}
        <span className="account-muted">
          {CERTIFICATES_MSG.number}{' '}
          <code className="account-certificate__number">{certificate.id}</code>
        </span>
      </p>
      <p className="account-certificate__what">
        {certificate.name} · {certificate.eventTitle ?? CERTIFICATES_MSG.campusAmbassador} ·{' '}
        {certificate.detail}
      </p>
      <p className="account-muted">
        {CERTIFICATES_MSG.issued}{' '}
        <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
      </p>
      {revoked && (
        <p className="account-error">
          {CERTIFICATES_MSG.revoked(certificate.revokedReason ?? null)}
        </p>
      )}
      <div className="account-actions">
        {!revoked && (
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={CERTIFICATES_MSG.download(certificate.id)}
            onClick={onDownload}
          >
            {busy ? CERTIFICATES_MSG.downloading : 'PDF'}
          </Button>
        )}
        <ButtonLink
          variant="ghost"
          to={certificate.verifyPath}
          aria-label={CERTIFICATES_MSG.verifyLabel(certificate.id)}
        >
          {CERTIFICATES_MSG.verify}
        </ButtonLink>
      </div>
    </li>
  );
}

/** The certificates, each with its PDF (a failed download is a toast with the server's message). */
function CertificateList({ certificates }: { certificates: readonly CertificateView[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (certificates.length === 0) {
    return <p className="account-muted">{CERTIFICATES_MSG.none}</p>;
  }
  const download = async (certificate: CertificateView) => {
    setBusy(certificate.id);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      notify.error(`${CERTIFICATES_MSG.downloadFailed}: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="account-certificates">
      {certificates.map((certificate) => (
        <CertificateItem
          key={certificate.id}
          certificate={certificate}
          busy={busy === certificate.id}
          onDownload={() => {
            void download(certificate);
          }}
        />
      ))}
    </ul>
  );
}

/**
 * The 'Certificates' card (GET /user/certificates): the participation and merit certificates of the
 * people of the user's teams and the user's own campus ambassador certificate, once released after
 * the fest; each with its PDF and a link to its verify page (what its QR code opens). A revoked one
 * says why and has no PDF. While the list loads the card says so; a failure offers Try again.
 */
export function CertificatesCard() {
  const certificates = useQuery(myCertificatesQueryOptions());
  return (
    <section className="account-card" aria-labelledby="account-certificates-title">
      <h2 id="account-certificates-title" className="account-card__title">
        {CERTIFICATES_MSG.title}
      </h2>
      <p className="account-muted">{CERTIFICATES_MSG.intro}</p>
      <QueryState
        query={certificates}
        classes={ACCOUNT_QUERY_STATE}
        failed={CERTIFICATES_MSG.failed}
        loading={CERTIFICATES_MSG.loading}
      >
        {(data) => <CertificateList certificates={data.certificates} />}
      </QueryState>
    </section>
  );
}
