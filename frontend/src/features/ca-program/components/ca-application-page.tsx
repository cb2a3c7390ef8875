import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button-link';
import type { CaApplicationView } from '@/lib/api-types';
import { LOCALE_TAGS } from '@/lib/i18n/languages';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadingStatus } from '@/components/ui/query-state';

import { useMyApplication } from '../api/get-application';
import { i18n as texts, useI18n } from '../i18n';
import { sourceLabel, yearLabel } from '../lib/options';
import { StatusBadge } from './status-badge';
import './ca-program.css';

/** SPEC 2.11: the applied-on date and time, in the Indian locale (and India's time zone). */
const appliedOnFormats = new Map<string, Intl.DateTimeFormat>();

/** '15 January 2025 at 3:00 pm' (en-IN), or its hi-IN form in Hindi; the text itself if unreadable. */
export function formatAppliedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = LOCALE_TAGS[texts.locale];
  let format = appliedOnFormats.get(locale);
  if (!format) {
    /* eslint-disable lingui/no-unlocalized-strings -- Intl's options and a time zone */
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    /* eslint-enable lingui/no-unlocalized-strings */
    appliedOnFormats.set(locale, format);
  }
  return format.format(date);
}

function Details({ application }: { application: CaApplicationView }) {
  const { i18n } = useI18n();
  const rows: [string, ReactNode][] = [
    [i18n._('ca-program.application.fullName'), application.fullName],
    [i18n._('ca-program.application.username'), application.username],
    [i18n._('ca-program.application.email'), application.email],
    [i18n._('ca-program.application.alternativeEmail'), application.alternativeEmail],
    [i18n._('ca-program.application.collegeName'), application.collegeName],
    [
      i18n._('ca-program.application.collegeYear'),
      application.collegeYear && yearLabel(application.collegeYear),
    ],
    [i18n._('ca-program.application.rollno'), application.rollno],
    [i18n._('ca-program.application.por'), application.por],
    [i18n._('ca-program.application.address'), application.collegeAddress],
    [i18n._('ca-program.application.phone'), application.phoneNumber],
    [
      i18n._('ca-program.application.howDidYouKnow'),
      application.howDidYouKnow && sourceLabel(application.howDidYouKnow),
    ],
  ];
  return (
    <article className="ca-card" aria-labelledby="ca-application-status">
      <div className="ca-card__head">
        <h2 id="ca-application-status" className="ca-card__title">
          {i18n._('ca-program.application.status')}
        </h2>
        <StatusBadge status={application.status} />
      </div>
      <p className="ca-muted">
        {i18n._('ca-program.application.appliedOn')}{' '}
        <time dateTime={application.applicationDate}>
          {formatAppliedOn(application.applicationDate)}
        </time>
      </p>
      <dl className="ca-details">
        {rows.map(([label, value]) => (
          <div key={label} className="ca-details__row">
            <dt>{label}</dt>
            <dd>
              {value === null || value === '' || value === undefined
                ? i18n._('ca-program.application.notGiven')
                : value}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="ca-card__subtitle">{i18n._('ca-program.application.statement')}</h2>
      <p className="ca-statement">{application.applicationStatement}</p>
    </article>
  );
}

/**
 * /ca-application (SPEC 2.11): the signed-in user's application with a status badge and the
 * applied-on time; loading, error ('Error: {message}') and 'No application found' states.
 */
export function CaApplicationPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('ca-program.application.title'), i18n._('ca-program.application.description'));
  const state = useMyApplication();

  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = (
        <LoadingStatus label={i18n._('ca-program.application.loading')} className="ca-muted" />
      );
      break;
    case 'error':
      body = (
        <p className="ca-error" role="alert">
          {i18n._('ca-program.application.error', { message: state.message })}
        </p>
      );
      break;
    case 'none':
      body = (
        <div className="ca-notice">
          <p>{i18n._('ca-program.application.none')}</p>
          <ButtonLink to="/ca-register">{i18n._('ca-program.application.applyNow')}</ButtonLink>
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
        {i18n._('ca-program.application.title')}
      </h1>
      {body}
    </section>
  );
}
