import { formatTime } from '@/lib/dates';
import { useEventTitles } from '@/lib/use-event-titles';

import type { Verdict } from '../lib/scan-flow';
import { HEADLINES, MSG } from '../messages';

/**
 * A verdict's headline, as the scanner itself words it ('Let in', 'Let out', 'Not admitted', ...);
 * 'Not recorded' when the server refused the scan itself.
 */
export function headlineOf(verdict: Verdict): string {
  if (!verdict.result) return MSG.refused;
  if (verdict.result === 'ok' && verdict.direction === 'out') return MSG.letOut;
  return HEADLINES[verdict.result];
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
  const eventTitle = useEventTitles();
  return (
    <section className="checkin-card" aria-labelledby="checkin-latest-title">
      <h2 id="checkin-latest-title" className="checkin-card__title">
        {MSG.latest}
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
          <p className="checkin-muted">{MSG.noScans}</p>
        ) : (
          <>
            <p className="checkin-answer__headline">{headlineOf(verdict)}</p>
            {verdict.message && <p className="checkin-answer__message">{verdict.message}</p>}
            {holderOf(verdict, eventTitle) && (
              <p className="checkin-answer__holder">{holderOf(verdict, eventTitle)}</p>
            )}
            {verdict.source === 'device' && (
              <p className="checkin-answer__note">
                {verdict.queued ? MSG.savedOnDevice : MSG.notSaved}
              </p>
            )}
            <p className="checkin-answer__time">{formatTime(verdict.at)}</p>
          </>
        )}
      </div>
    </section>
  );
}
