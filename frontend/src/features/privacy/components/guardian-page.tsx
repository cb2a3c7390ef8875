import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';

import { useGiveGuardianConsent, useGuardianRequest } from '../api/guardian-consent';
import { useI18n } from '../i18n';
import { LinkFailure } from './link-failure';
import './grievance.css';

/** The forms whose notices the guardian reads before consenting. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the forms' ids in the shared rules
const POINTS = ['sign_up', 'roster', 'campus_ambassador', 'accommodation'] as const;

/** The server's answer once consented (focused, so a screen reader reads it). */
function Done({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className="grievance-sent">
      {message}
    </p>
  );
}

/**
 * /guardian/:token (open, by the link e-mailed to a parent or guardian): whom it is about (GET
 * /guardian-consent/{token}), the privacy notices of every form that collects the young person's
 * data (from the shared rules), and an "I consent" button (POST, once). A wrong or used link shows
 * the server's words.
 */
export function GuardianPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('privacy.guardian.title'), i18n._('privacy.guardian.description'));
  const { token = '' } = useParams();
  const query = useGuardianRequest(token);
  const give = useGiveGuardianConsent(token);

  let body;
  if (query.isError) {
    body = (
      <LinkFailure
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!query.data) {
    body = (
      <LoadingStatus label={i18n._('privacy.guardian.loading')} className="grievance__muted" />
    );
  } else {
    const request = query.data;
    body = (
      <section className="grievance-card" aria-labelledby="guardian-notices-title">
        <p>
          {i18n._('privacy.guardian.asks', {
            name: request.name,
            username: request.username,
            email: request.guardianEmail,
          })}
        </p>
        <h2 id="guardian-notices-title" className="grievance__heading">
          {i18n._('privacy.guardian.why')}
        </h2>
        {POINTS.map((point) => (
          <PrivacyNotice key={point} point={point} />
        ))}
        {give.data ? (
          <Done message={give.data.message} />
        ) : (
          <>
            <p>{i18n._('privacy.guardian.agree', { name: request.name })}</p>
            {give.isError && (
              <p role="alert" className="grievance-failure grievance-failure__message">
                {errorMessage(give.error)}
              </p>
            )}
            <Button
              type="button"
              disabled={give.isPending}
              aria-busy={give.isPending || undefined}
              onClick={() => {
                give.mutate();
              }}
            >
              {give.isPending ? i18n._('privacy.sending') : i18n._('privacy.guardian.consent')}
            </Button>
          </>
        )}
      </section>
    );
  }

  return (
    <section className="grievance" aria-labelledby="guardian-title">
      <h1 id="guardian-title" className="grievance__title">
        {i18n._('privacy.guardian.title')}
      </h1>
      {body}
    </section>
  );
}
