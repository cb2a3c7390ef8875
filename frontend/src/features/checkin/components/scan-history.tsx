import { formatTime } from '@/lib/dates';
import { useEventTitles } from '@/lib/use-event-titles';

import type { Verdict } from '../lib/scan-flow';
import { i18n, useI18n } from '../i18n';
import { headlineOf, holderOf } from './latest-scan';

function sourceOf(verdict: Verdict): string {
  if (verdict.source === 'server') return i18n._('checkin.history.fromServer');
  if (verdict.source === 'error') return '';
  const device = i18n._('checkin.history.fromDevice');
  return verdict.queued ? `${device} · ${i18n._('checkin.history.waiting')}` : device;
}

/** The last scans at this gate, newest first: time, result, holder and who decided. */
export function ScanHistory({ history }: { history: readonly Verdict[] }) {
  const { i18n } = useI18n();
  const eventTitle = useEventTitles();
  if (history.length === 0) return null;
  return (
    <section className="checkin-card" aria-labelledby="checkin-history-title">
      <h2 id="checkin-history-title" className="checkin-card__title">
        {i18n._('checkin.history.title')}
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
