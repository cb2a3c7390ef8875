import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button-link';
import type { CaApplicationView } from '@/lib/api-types';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadingStatus } from '@/components/ui/query-state';

import { useMyApplication } from '../api/get-application';
import { MSG } from '../messages';
import { StatusBadge } from './status-badge';
import './ca-program.css';

const DESCRIPTION = 'The status of your campus ambassador application.';

/** SPEC 2.11: the applied-on date and time, in the Indian locale (and India's time zone). */
const APPLIED_ON = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatAppliedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : APPLIED_ON.format(date);
}

const NOT_GIVEN = 'Not provided';

function Details({ application }: { application: CaApplicationView }) {
  const rows: [string, ReactNode][] = [
    ['Full Name', application.fullName],
    ['Username', application.username],
    ['Email', application.email],
    ['Alternative Email', application.alternativeEmail],
    ['College Name', application.collegeName],
    ['College Year', application.collegeYear],
    ['Roll Number', application.rollno],
    ['POR', application.por],
    ['Address', application.collegeAddress],
    ['Phone', application.phoneNumber],
    ['How did you know about us', application.howDidYouKnow],
  ];
  return (
    <article className="ca-card" aria-labelledby="ca-application-status">
      <div className="ca-card__head">
        <h2 id="ca-application-status" className="ca-card__title">
          Status
        </h2>
        <StatusBadge status={application.status} />
      </div>
      <p className="ca-muted">
        Applied on{' '}
        <time dateTime={application.applicationDate}>
          {formatAppliedOn(application.applicationDate)}
        </time>
      </p>
      <dl className="ca-details">
        {rows.map(([label, value]) => (
          <div key={label} className="ca-details__row">
            <dt>{label}</dt>
            <dd>{value === null || value === '' || value === undefined ? NOT_GIVEN : value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="ca-card__subtitle">Statement</h2>
      <p className="ca-statement">{application.applicationStatement}</p>
    </article>
  );
}

/**
 * /ca-application (SPEC 2.11): the signed-in user's application with a status badge and the
 * applied-on time; loading, error ('Error: {message}') and 'No application found' states.
 */
export function CaApplicationPage() {
  usePageMeta(MSG.applicationTitle, DESCRIPTION);
  const state = useMyApplication();

  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = <LoadingStatus label={MSG.loadingApplication} className="ca-muted" />;
      break;
    case 'error':
      body = (
        <p className="ca-error" role="alert">
          Error: {state.message}
        </p>
      );
      break;
    case 'none':
      body = (
        <div className="ca-notice">
          <p>{MSG.noApplication}</p>
          <ButtonLink to="/ca-register">{MSG.applyNow}</ButtonLink>
        </div>
      );
      break;
    case 'ready':
      body = <Details application={state.application} />;
      break;
  }

  return (
    <section className="ca-prog" aria-labelledby="ca-application-title">
      <h1 id="ca-application-title" className="ca-prog__title">
        {MSG.applicationTitle}
      </h1>
      {body}
    </section>
  );
}
