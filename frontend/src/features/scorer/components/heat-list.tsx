import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { isField, type Race, type RaceHeat } from '@/lib/races';

import { useTimedRaceList, useTimedRaces } from '../api/races';
import { i18n, useI18n } from '../i18n';
import { athletesText } from '../lib/texts';

/** A heat to time (or, for staff, to correct), with its race. */
export interface HeatItem {
  race: Race;
  heat: RaceHeat;
}

/**
 * The heats a user may time: a scorer, those without times; staff, those too and the timed ones to
 * correct, but not a heat whose times the final was drawn from (the server refuses those). Untimed
 * first, each in race order.
 */
export function heatsToTime(races: readonly Race[], staff: boolean): HeatItem[] {
  const items = races.flatMap((race) => {
    const hasFinal = race.heats.some((h) => h.final);
    return race.heats
      .filter((heat) => (staff ? heat.final || !hasFinal : !heat.timed))
      .map((heat) => ({ race, heat }));
  });
  return [...items.filter((i) => !i.heat.timed), ...items.filter((i) => i.heat.timed)];
}

/** Whether a heat is timed (a field event's flight: marked) or still to be. */
function stateOf({ race, heat }: HeatItem): string {
  if (isField(race))
    return heat.timed ? i18n._('scorer.heats.marked') : i18n._('scorer.heats.toMark');
  return heat.timed ? i18n._('scorer.heats.timed') : i18n._('scorer.heats.toTime');
}

/**
 * The published races' heats to time (and field events' flights to mark, named as the server names
 * them), each opening its times form.
 */
export function HeatList({ staff, onOpen }: { staff: boolean; onOpen: (item: HeatItem) => void }) {
  const { i18n } = useI18n();
  const titleId = useId();
  const list = useTimedRaceList();
  const details = useTimedRaces(list.data?.map((r) => r.id) ?? []);
  const failed = details.filter((d) => d.isError && !d.isFetching);
  const loaded = details.flatMap((d) => (d.data ? [d.data] : []));
  const items = heatsToTime(loaded, staff);
  const loading = list.isPending || details.some((d) => d.isPending);

  let body;
  if (list.isError) {
    body = (
      <LoadFailure
        message={failureText(i18n._('scorer.heats.failed'), list.error)}
        retryLabel={i18n._('scorer.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (failed[0]) {
    body = (
      <LoadFailure
        message={failureText(i18n._('scorer.heats.failed'), failed[0].error)}
        retryLabel={i18n._('scorer.tryAgain')}
        onRetry={() => {
          for (const d of failed) void d.refetch();
        }}
      />
    );
  } else if (loading) {
    body = <LoadingStatus label={i18n._('scorer.heats.loading')} className="scorer__note" />;
  } else if (items.length === 0) {
    body = <p className="scorer__note">{i18n._('scorer.heats.empty')}</p>;
  }

  return (
    <section className="scorer__races" aria-labelledby={titleId}>
      <h2 id={titleId} className="scorer__subtitle">
        {i18n._('scorer.heats.title')}
      </h2>
      {body}
      {items.length > 0 && (
        <ul className="scorer-list" aria-label={i18n._('scorer.heats.label')}>
          {items.map((item) => (
            <li
              key={`${item.race.id}/${String(item.heat.number)}`}
              className="scorer-list__item"
              data-status={item.heat.timed ? 'played' : 'ready'}
            >
              <Button
                variant="ghost"
                block
                className="scorer-list__button"
                onClick={() => {
                  onOpen(item);
                }}
              >
                <span className="scorer-list__meta">{item.race.title}</span>
                <span className="scorer-list__teams">{item.heat.name}</span>
                <span className="scorer-list__meta">
                  {[athletesText(item.heat.lanes.length), stateOf(item)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
