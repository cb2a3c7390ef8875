import { useEffect, useRef, useState } from 'react';

import { LoadFailure, LoadingStatus } from '@/components/ui/query-state';
import type { GrievanceOfficerResponse, GrievanceReceipt } from '@/lib/api-types';
import { errorMessage } from '@/lib/api-client';
import { formatLongDay } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

import { useOfficer } from '../api/get-officer';
import { MSG } from '../messages';
import { GrievanceForm } from './grievance-form';
import './grievance.css';

/** The officer's name (when given), e-mail address (a mailto link) and postal address (when given). */
function OfficerDetails({ officer }: { officer: GrievanceOfficerResponse }) {
  const name = officer.name?.trim() ?? '';
  const address = officer.address?.trim() ?? '';
  return (
    <>
      <dl className="grievance-contact__rows">
        {name !== '' && (
          <div className="grievance-contact__row">
            <dt>{MSG.officerName}</dt>
            <dd>{name}</dd>
          </div>
        )}
        <div className="grievance-contact__row">
          <dt>{MSG.email}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
        {address !== '' && (
          <div className="grievance-contact__row">
            <dt>{MSG.address}</dt>
            <dd className="grievance-contact__address">{address}</dd>
          </div>
        )}
      </dl>
      <p className="grievance-contact__promise">{MSG.answeredWithin(officer.responseDays)}</p>
    </>
  );
}

/** Who to contact: the officer's details once loaded, a status meanwhile, Try again on a failure. */
function Contact() {
  const query = useOfficer();
  let body;
  if (query.isError && !query.isFetching) {
    body = (
      <LoadFailure
        message={`${MSG.loadFailed}: ${errorMessage(query.error)}`}
        retryLabel={MSG.tryAgain}
        onRetry={() => {
          void query.refetch();
        }}
        classes={{ alert: 'grievance-failure', message: 'grievance-failure__message' }}
      />
    );
  } else if (!query.data) {
    body = <LoadingStatus label={MSG.loading} className="grievance__muted" />;
  } else {
    body = <OfficerDetails officer={query.data} />;
  }
  return (
    <section className="grievance-card" aria-labelledby="grievance-contact-title">
      <h2 id="grievance-contact-title" className="grievance__heading">
        {MSG.contactTitle}
      </h2>
      {body}
    </section>
  );
}

/** What replaces the form once sent: its reference and when and where the answer comes (focused). */
function Received({ receipt }: { receipt: GrievanceReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="grievance-sent" aria-labelledby="grievance-sent-title">
      <h3 ref={heading} id="grievance-sent-title" className="grievance-sent__title" tabIndex={-1}>
        {MSG.sentTitle}
      </h3>
      <p>{MSG.received(receipt.reference, receipt.email, formatLongDay(receipt.dueOn))}</p>
      <p className="grievance__muted">{MSG.keepReference}</p>
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
  usePageMeta(MSG.title, MSG.description);
  const session = useSession();
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const user = session.status === 'authenticated' ? session.user : null;

  return (
    <section className="grievance" aria-labelledby="grievance-title">
      <h1 id="grievance-title" className="grievance__title">
        {MSG.title}
      </h1>
      <p className="grievance__muted">{MSG.intro}</p>
      <Contact />
      <section className="grievance-card" aria-labelledby="grievance-form-title">
        <h2 id="grievance-form-title" className="grievance__heading">
          {MSG.formTitle}
        </h2>
        {receipt ? (
          <Received receipt={receipt} />
        ) : session.status === 'loading' ? (
          <LoadingStatus label={MSG.rulesLoading} className="grievance__muted" />
        ) : (
          <>
            <p className="grievance__muted">{MSG.formIntro}</p>
            <GrievanceForm key={user?._id ?? 'anonymous'} user={user} onSent={setReceipt} />
          </>
        )}
      </section>
    </section>
  );
}
