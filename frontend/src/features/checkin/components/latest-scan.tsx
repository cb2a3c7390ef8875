import { formatTime } from '@/lib/dates';
import { useEventTitles } from '@/lib/use-event-titles';

import type { Verdict } from '../lib/scan-flow';
import { i18n, useI18n } from '../i18n';

/**
 * A verdict's headline, as the scanner itself words it ('Let in', 'Let out', 'Not admitted', ...);
 * 'Not recorded' when the server refused the scan itself.
 */
export function headlineOf(verdict: Verdict): string {
  switch (verdict.result) {
    case null:
      return i18n._('checkin.verdict.notRecorded');
    case 'ok':
      return verdict.direction === 'out'
        ? i18n._('checkin.verdict.letOut')
        : i18n._('checkin.verdict.letIn');
    case 'duplicate':
      return i18n._('checkin.verdict.duplicate');
    case 'revoked':
      return i18n._('checkin.revoked');
    case 'invalid':
      return i18n._('checkin.verdict.invalid');
    case 'refused':
      return i18n._('checkin.verdict.notAdmitted');
  }
}

/** Name · role · event of a verdict's holder, when known. */
export function holderOf(verdict: Verdict, eventTitle: (event: string) => string): string {
  return [verdict.name, verdict.role, verdict.event ? eventTitle(verdict.event) : null]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');
}

/**
 * The latest scan's answer, coloured by its result (a pass the list does not admit is a problem, as
 * a revoked one is): the server's when it answered ('Checked in.', 'Already checked in at 10:42 at
 * gate North by asha', 'No stay is booked for this pass.'), else the scanner's own verdict and that
 * the scan waits on this device. Announced to screen readers as it changes.
 */
export function LatestScan({ verdict }: { verdict: Verdict | undefined }) {
  const { i18n } = useI18n();
  const eventTitle = useEventTitles();
  return (
    <section className="checkin-card" aria-labelledby="checkin-latest-title">
      <h2 id="checkin-latest-title" className="checkin-card__title">
        {i18n._('checkin.latest.title')}
      </h2>
      <div
        className="checkin-answer"
        data-testid="server-answer"
        data-result={verdict?.result ?? (verdict ? 'error' : undefined)}
        data-source={verdict?.source}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {!verdict ? (
          <p className="checkin-muted">{i18n._('checkin.latest.none')}</p>
        ) : (
          <>
            <p className="checkin-answer__headline">{headlineOf(verdict)}</p>
            {verdict.message && <p className="checkin-answer__message">{verdict.message}</p>}
            {holderOf(verdict, eventTitle) && (
              <p className="checkin-answer__holder">{holderOf(verdict, eventTitle)}</p>
            )}
            {verdict.source === 'device' && (
              <p className="checkin-answer__note">
                {verdict.queued
                  ? i18n._('checkin.latest.savedOnDevice')
                  : i18n._('checkin.latest.notSaved')}
              </p>
            )}
            <p className="checkin-answer__time">{formatTime(verdict.at)}</p>
          </>
        )}
      </div>
    </section>
  );
}
