import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import type { CertificateView } from '@/lib/certificates';
import { formatDate } from '@/lib/i18n/format';
import { downloadCertificate, myCertificatesQueryOptions } from '@/lib/queries/certificates';
import { notify } from '@/lib/toast';

import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

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
  const { i18n } = useI18n();
  const revoked = Boolean(certificate.revokedAt);
  const reason = certificate.revokedReason?.trim() ?? '';
  return (
    <li
      className="account-certificate"
      aria-label={`${certificate.title}: ${certificate.name}`}
      data-revoked={revoked || undefined}
    >
      <p className="account-certificate__title">
        <strong>{certificate.title}</strong>{' '}
        <span className="account-muted">
          {i18n._('account.certificates.number')}{' '}
          <code className="account-certificate__number">{certificate.id}</code>
        </span>
      </p>
      <p className="account-certificate__what">
        {certificate.name} ·{' '}
        {certificate.eventTitle ?? i18n._('account.certificates.campusAmbassador')} ·{' '}
        {certificate.detail}
      </p>
      <p className="account-muted">
        {i18n._('account.certificates.issued')}{' '}
        <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
      </p>
      {revoked && (
        <p className="account-error">
          {reason === ''
            ? i18n._('account.certificates.revoked')
            : i18n._('account.certificates.revokedBecause', { reason: certificate.revokedReason })}
        </p>
      )}
      <div className="account-actions">
        {!revoked && (
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={i18n._('account.certificates.download', { id: certificate.id })}
            onClick={onDownload}
          >
            {busy ? i18n._('account.certificates.downloading') : i18n._('account.certificates.pdf')}
          </Button>
        )}
        <ButtonLink
          variant="ghost"
          to={certificate.verifyPath}
          aria-label={i18n._('account.certificates.verifyLabel', { id: certificate.id })}
        >
          {i18n._('account.certificates.verify')}
        </ButtonLink>
      </div>
    </li>
  );
}

/** The certificates, each with its PDF (a failed download is a toast with the server's message). */
function CertificateList({ certificates }: { certificates: readonly CertificateView[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const { i18n } = useI18n();
  if (certificates.length === 0) {
    return <p className="account-muted">{i18n._('account.certificates.none')}</p>;
  }
  const download = async (certificate: CertificateView) => {
    setBusy(certificate.id);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      notify.error(i18n._('account.certificates.downloadFailed', { message: errorMessage(error) }));
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
  const { i18n } = useI18n();
  return (
    <section className="account-card" aria-labelledby="account-certificates-title">
      <h2 id="account-certificates-title" className="account-card__title">
        {i18n._('account.certificates.title')}
      </h2>
      <p className="account-muted">{i18n._('account.certificates.intro')}</p>
      <QueryState
        query={certificates}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.certificates.failed')}
        loading={i18n._('account.certificates.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(data) => <CertificateList certificates={data.certificates} />}
      </QueryState>
    </section>
  );
}
