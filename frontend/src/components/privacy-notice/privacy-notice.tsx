import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';

import { i18n, useI18n } from '@/components/i18n';
import { useRetentionDays } from '@/lib/queries/config';
import { useSharedOrNull } from '@/lib/use-shared';
import type { CollectionPoint, Notice } from '@/lib/wasm';

import './privacy-notice.css';

/**
 * The words around the notice, in the active language (the components' catalogue); the notice
 * itself comes from the shared rules, already in that language.
 */
export const PRIVACY_NOTICE_MSG = {
  get label() {
    return i18n._('privacyNotice.label');
  },
  get more() {
    return i18n._('privacyNotice.more');
  },
  get loading() {
    return i18n._('privacyNotice.loading');
  },
  get collected() {
    return i18n._('privacyNotice.collected');
  },
  get retention() {
    return i18n._('privacyNotice.retention');
  },
  get rights() {
    return i18n._('privacyNotice.rights');
  },
  get grievance() {
    return i18n._('privacyNotice.grievance');
  },
  version: (version: string) => i18n._('privacyNotice.version', { version }),
};

/** The grievance page's address as the notices name it. */
const GRIEVANCE_PATH = '/grievance';
/** The grievance page, and an e-mail address, in the notice's sentence. */
const LINKED = /(\/grievance\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** The notice's grievance sentence, with the grievance page as a link and the address as mailto. */
function GrievanceText({ text }: { text: string }) {
  const parts = text.split(LINKED);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capture group puts the matches at the odd indices.
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        return part === GRIEVANCE_PATH ? (
          <Link key={index} to={GRIEVANCE_PATH}>
            {part}
          </Link>
        ) : (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        );
      })}
    </>
  );
}

/**
 * The notice of a collection point from the shared rules (`privacyNotices(retentionDays)`, the
 * retention from GET /config), or null until both are there. When the configuration cannot be read
 * the shared rules' default retention is stated (the server's own default). The rules answer in the
 * active language: the notice is made again when it changes.
 */
export function usePrivacyNotice(point: CollectionPoint): Notice | null {
  const shared = useSharedOrNull();
  const days = useRetentionDays();
  const { language } = useI18n();
  return useMemo(() => {
    if (!shared || days === undefined) return null;
    // Anything but a whole number of days reads as the default in the shared rules.
    return shared.privacyNotices(days ?? Number.NaN).find((n) => n.point === point) ?? null;
    // `language`: the rules' texts are read in it (src/lib/wasm.ts), so a switch makes them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, days, point, language]);
}

/**
 * The privacy notice of a form that collects personal data (DPDP Act, section 5), placed just above
 * its submit button: a collapsed block (a native <details>, opened with Enter or Space on its
 * summary) naming the notice, which lists what is collected and why, how long it is kept, the
 * person's rights and whom to complain to (the grievance page as a link); under it, always shown,
 * the consent that submitting the form gives. Until the rules and the configuration are there it
 * shows a line of the same height, so the submit button hardly moves.
 */
export function PrivacyNotice({
  point,
  className,
}: {
  point: CollectionPoint;
  className?: string;
}) {
  // Drawn again in the new language when it changes (usePrivacyNotice reads it).
  const notice = usePrivacyNotice(point);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
  const classes = ['privacy-notice', className].filter(Boolean).join(' ');

  if (!notice) {
    return (
      <div className={classes} data-point={point} aria-busy="true">
        <p role="status" className="privacy-notice__loading">
          {PRIVACY_NOTICE_MSG.loading}
        </p>
        <p
          className="privacy-notice__consent privacy-notice__consent--pending"
          aria-hidden="true"
        />
      </div>
    );
  }

  return (
    <div className={classes} data-point={point}>
      <details className="privacy-notice__details">
        <summary className="privacy-notice__summary">
          <span className="privacy-notice__label">{PRIVACY_NOTICE_MSG.label}: </span>
          <span className="privacy-notice__title">{notice.title}</span>
          <span className="privacy-notice__more"> ({PRIVACY_NOTICE_MSG.more})</span>
        </summary>
        <div className="privacy-notice__body">
          <p className="privacy-notice__heading">{PRIVACY_NOTICE_MSG.collected}</p>
          <dl className="privacy-notice__items">
            {notice.items.map((item) => (
              <div key={item.data} className="privacy-notice__item">
                <dt>{item.data}</dt>
                <dd>{item.purpose}</dd>
              </div>
            ))}
          </dl>
          <dl className="privacy-notice__terms">
            <div>
              <dt className="privacy-notice__heading">{PRIVACY_NOTICE_MSG.retention}</dt>
              <dd className="privacy-notice__retention">{notice.retention}</dd>
            </div>
            <div>
              <dt className="privacy-notice__heading">{PRIVACY_NOTICE_MSG.rights}</dt>
              <dd>
                <ul className="privacy-notice__rights">
                  {notice.rights.map((right) => (
                    <li key={right}>{right}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="privacy-notice__heading">{PRIVACY_NOTICE_MSG.grievance}</dt>
              <dd className="privacy-notice__grievance">
                <GrievanceText text={notice.grievance} />
              </dd>
            </div>
          </dl>
          <p className="privacy-notice__version">{PRIVACY_NOTICE_MSG.version(notice.version)}</p>
        </div>
      </details>
      <p className="privacy-notice__consent">{notice.consent}</p>
    </div>
  );
}
