import { formatTime } from '@/lib/dates';
import { useEventTitles } from '@/lib/use-event-titles';

import type { Verdict } from '../lib/scan-flow';
import { MSG } from '../messages';
import { headlineOf, holderOf } from './latest-scan';

function sourceOf(verdict: Verdict): string {
  if (verdict.source === 'server') return MSG.fromServer;
  if (verdict.source === 'error') return '';
  return verdict.queued ? `${MSG.fromDevice} · ${MSG.waiting}` : MSG.fromDevice;
}

/** The last scans at this gate, newest first: time, result, holder and who decided. */
export function ScanHistory({ history }: { history: readonly Verdict[] }) {
  const eventTitle = useEventTitles();
  if (history.length === 0) return null;
  return (
    <section className="checkin-card" aria-labelledby="checkin-history-title">
      <h2 id="checkin-history-title" className="checkin-card__title">
        {MSG.history}
      </h2>
      <ol className="checkin-history" data-testid="scan-history">
        {history.map((verdict) => (
          <li
            key={verdict.key}
            className="checkin-history__item"
            data-result={verdict.result ?? 'error'}
          >
            <span className="checkin-history__time">{formatTime(verdict.at)}</span>
            <span className="checkin-history__result">{headlineOf(verdict)}</span>
            <span className="checkin-history__holder">
              {holderOf(verdict, eventTitle) || verdict.message}
            </span>
            <span className="checkin-history__source">{sourceOf(verdict)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
