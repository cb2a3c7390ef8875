import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';
import { usePageMeta } from '@/lib/use-page-meta';

import { useVerification } from '../api/verify-certificate';
import { useI18n } from '../i18n';
import { MSG } from '../messages';
import type { CertificateView, VerifyResponse } from '../types';
import './verify-page.css';

/** One line of the record: its name and its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="verify-record__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the fest's record of a certificate says: title, holder, event, detail, date and number. */
function CertificateRecord({
  certificate,
  heading,
}: {
  certificate: CertificateView;
  heading: string;
}) {
  useI18n();
  return (
    <section className="verify-record" aria-labelledby="verify-record-title">
      <h2 id="verify-record-title" className="verify__heading">
        {heading}
      </h2>
      <p className="verify-record__title">{certificate.title}</p>
      <dl className="verify-record__rows">
        <Row label={MSG.name}>{certificate.name}</Row>
        <Row label={MSG.college}>{certificate.college}</Row>
        {certificate.eventTitle && <Row label={MSG.event}>{certificate.eventTitle}</Row>}
        <Row label={MSG.detail}>{certificate.detail}</Row>
        <Row label={MSG.issued}>
          <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
        </Row>
        <Row label={MSG.number}>
          <code className="verify__mono">{certificate.id}</code>
        </Row>
      </dl>
    </section>
  );
}

/**
 * The result of a check, announced as a status: genuine (success), revoked (a warning, with when and
 * why) or changed after it was signed (an error); the server's sentence as it is.
 */
function Verdict({ answer }: { answer: VerifyResponse }) {
  useI18n();
  const { status, message, certificate } = answer;
  return (
    <div
      role="status"
      className={`verify-result verify-result--${status}`}
      aria-labelledby="verify-result-title"
    >
      <h2 id="verify-result-title" className="verify-result__title">
        <span aria-hidden="true" className="verify-result__icon">
          {status === 'valid' ? '✓' : status === 'revoked' ? '!' : '✗'}
        </span>
        {MSG.status[status]}
      </h2>
      <p className="verify-result__message">{message}</p>
      {status === 'revoked' && (
        <dl className="verify-record__rows">
          <Row label={MSG.revokedAt}>
            <time dateTime={certificate.revokedAt ?? undefined}>
              {formatDate(certificate.revokedAt)}
            </time>
          </Row>
          {(certificate.revokedReason ?? '').trim() !== '' && (
            <Row label={MSG.revokedReason}>{certificate.revokedReason}</Row>
          )}
        </dl>
      )}
    </div>
  );
}

/** The fest's public key, for anyone who would check a signature themselves. */
function PublicKey({ publicKey }: { publicKey: string }) {
  useI18n();
  return (
    <section className="verify-key" aria-labelledby="verify-key-title">
      <h2 id="verify-key-title" className="verify-key__title">
        {MSG.keyTitle}
      </h2>
      <p>{MSG.keyText}</p>
      <code className="verify__mono verify-key__value">{publicKey}</code>
    </section>
  );
}

/**
 * /verify/:id (open): what the QR code of a certificate opens. Asks the server (GET /verify/{id},
 * with the signed token `c` of the address when there is one) and shows whether the certificate is
 * genuine, revoked (when and why) or was changed after the fest signed it, then the fest's own record
 * of it to compare with (under "What the fest issued:" when it was changed), and the public key. A
 * number the fest never issued (404) says so; any other failure offers Try again.
 */
export function VerifyPage() {
  useI18n();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameter
  const token = search.get('c');
  const query = useVerification(id, token === '' ? null : token);
  usePageMeta(MSG.title, MSG.description);

  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <div
          role="status"
          className="verify-result verify-result--missing"
          aria-labelledby="verify-result-title"
        >
          <h2 id="verify-result-title" className="verify-result__title">
            {MSG.notFoundTitle}
          </h2>
          <p className="verify-result__message">{MSG.notFound}</p>
          <p className="verify__muted">{MSG.notFoundHint(id)}</p>
        </div>
      ) : (
        <LoadFailure
          message={`${MSG.failed}: ${errorMessage(query.error)}`}
          retryLabel={MSG.tryAgain}
          onRetry={() => {
            void query.refetch();
          }}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
          classes={{ alert: 'verify-failure', message: 'verify-failure__message' }}
        />
      );
  } else if (!query.data) {
    body = <LoadingStatus label={MSG.loading} className="verify__muted" />;
  } else {
    const answer = query.data;
    body = (
      <>
        <Verdict answer={answer} />
        <CertificateRecord
          certificate={answer.certificate}
          heading={answer.status === 'tampered' ? MSG.issuedRecord : MSG.record}
        />
        {answer.publicKey !== '' && <PublicKey publicKey={answer.publicKey} />}
      </>
    );
  }

  return (
    <section className="verify" aria-labelledby="verify-title">
      <h1 id="verify-title" className="verify__title">
        {MSG.title}
      </h1>
      <p className="verify__muted">{MSG.intro}</p>
      {body}
    </section>
  );
}
