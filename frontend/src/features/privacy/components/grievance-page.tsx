import { useEffect, useRef, useState } from 'react';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import type { GrievanceOfficerResponse, GrievanceReceipt } from '@/lib/api-types';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/i18n/format';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

import { useOfficer } from '../api/get-officer';
import { useI18n } from '../i18n';
import { GrievanceForm } from './grievance-form';
import { ReceivedText } from './received-text';
import { FAILURE_CLASSES } from './failure-classes';
import './grievance.css';

/** The officer's name (when given), e-mail address (a mailto link) and postal address (when given). */
function OfficerDetails({ officer }: { officer: GrievanceOfficerResponse }) {
  const name = officer.name?.trim() ?? '';
  const address = officer.address?.trim() ?? '';
  const { i18n } = useI18n();
  const days = formatNumber(officer.responseDays);
  return (
    <>
      <dl className="grievance-contact__rows">
        {name !== '' && (
          <div className="grievance-contact__row">
            <dt>{i18n._('privacy.grievance.officerName')}</dt>
            <dd>{name}</dd>
          </div>
        )}
        <div className="grievance-contact__row">
          <dt>{i18n._('privacy.grievance.email')}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
        {address !== '' && (
          <div className="grievance-contact__row">
            <dt>{i18n._('privacy.grievance.address')}</dt>
            <dd className="grievance-contact__address">{address}</dd>
          </div>
        )}
      </dl>
      <p className="grievance-contact__promise">
        {officer.responseDays === 1
          ? i18n._('privacy.grievance.answeredWithinOne', { days })
          : i18n._('privacy.grievance.answeredWithin', { days })}
      </p>
    </>
  );
}

/** Who to contact: the officer's details once loaded, a status meanwhile, Try again on a failure. */
function Contact() {
  const query = useOfficer();
  const { i18n } = useI18n();
  let body;
  if (query.isError && !query.isFetching) {
    body = (
      <LoadFailure
        message={i18n._('privacy.grievance.loadFailed', { message: errorMessage(query.error) })}
        retryLabel={i18n._('privacy.tryAgain')}
        onRetry={() => {
          void query.refetch();
        }}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (!query.data) {
    body = (
      <LoadingStatus label={i18n._('privacy.grievance.loading')} className="grievance__muted" />
    );
  } else {
    body = <OfficerDetails officer={query.data} />;
  }
  return (
    <section className="grievance-card" aria-labelledby="grievance-contact-title">
      <h2 id="grievance-contact-title" className="grievance__heading">
        {i18n._('privacy.grievance.contactTitle')}
      </h2>
      {body}
    </section>
  );
}

/** What replaces the form once sent: its reference and when and where the answer comes (focused). */
function Received({ receipt }: { receipt: GrievanceReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { i18n } = useI18n();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="grievance-sent" aria-labelledby="grievance-sent-title">
      <h3 ref={heading} id="grievance-sent-title" className="grievance-sent__title" tabIndex={-1}>
        {i18n._('privacy.grievance.sentTitle')}
      </h3>
      <ReceivedText receipt={receipt} />
    </div>
  );
}

/**
 * /grievance (open): the grievance officer of the DPDP Act. Who to contact (GET /grievance-officer:
 * the officer's name and postal address when given, the e-mail address, and the days within which
 * every grievance is answered), and a form that sends one (POST /grievances); once sent, the form
 * gives way to its reference and the day the answer is due. A signed-in person's name and e-mail are
 * filled in; the form waits for the session to be known, so they are not filled in after typing began.
 */
export function GrievancePage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('privacy.grievance.title'), i18n._('privacy.grievance.description'));
  const session = useSession();
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const user = session.status === 'authenticated' ? session.user : null;

  return (
    <section className="grievance" aria-labelledby="grievance-title">
      <h1 id="grievance-title" className="grievance__title">
        {i18n._('privacy.grievance.title')}
      </h1>
      <p className="grievance__muted">{i18n._('privacy.grievance.intro')}</p>
      <Contact />
      <section className="grievance-card" aria-labelledby="grievance-form-title">
        <h2 id="grievance-form-title" className="grievance__heading">
          {i18n._('privacy.grievance.formTitle')}
        </h2>
        {receipt ? (
          <Received receipt={receipt} />
        ) : session.status === 'loading' ? (
          <LoadingStatus label={i18n._('privacy.rulesLoading')} className="grievance__muted" />
        ) : (
          <>
            <p className="grievance__muted">{i18n._('privacy.grievance.formIntro')}</p>
            <GrievanceForm key={user?._id ?? 'anonymous'} user={user} onSent={setReceipt} />
          </>
        )}
      </section>
    </section>
  );
}
