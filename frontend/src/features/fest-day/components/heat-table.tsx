import { laneResult, type RaceHeat } from '@/lib/races';

import { readableDay } from '../lib/days';
import { useI18n } from '../i18n';
import { timeRange } from '../lib/texts';

/** A lane without a time yet, or without a place. */
const NONE = '—';

/** Where and when a heat is run, as far as it is known: venue, day, time. */
function whenWhere(heat: RaceHeat): string[] {
  let time = '';
  if (heat.start && heat.end) time = timeRange(heat.start, heat.end);
  else if (heat.start) time = heat.start;
  return [heat.venue?.name ?? '', heat.day ? readableDay(heat.day) : '', time];
}

/**
 * A heat (or the final) as a table by lane: the athlete, their college, their time (or DNF, DQ, DNS)
 * and their place in the heat once timed. A field event's flight (`field`) is the same table by the
 * jumping or throwing order, with each athlete's mark (or NM, DQ, DNS). The caption names the heat
 * or flight and where and when it is run.
 */
export function HeatTable({ heat, field = false }: { heat: RaceHeat; field?: boolean }) {
  const { i18n } = useI18n();
  // The heat's name, then where and when it is run when known.
  const caption = [heat.name, ...whenWhere(heat)].filter((part) => part !== '').join(' · ');
  return (
    <div className="fest-day__table-wrap">
      <table className="fest-day__table race-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              {field ? i18n._('fest-day.race.order') : i18n._('fest-day.race.lane')}
            </th>
            <th scope="col">{i18n._('fest-day.race.athlete')}</th>
            <th scope="col">{i18n._('fest-day.race.college')}</th>
            <th scope="col">
              {field ? i18n._('fest-day.race.mark') : i18n._('fest-day.race.time')}
            </th>
            <th scope="col">{i18n._('fest-day.race.place')}</th>
          </tr>
        </thead>
        <tbody>
          {heat.lanes.map((lane) => (
            <tr key={lane.lane}>
              <td>{lane.lane}</td>
              <th scope="row">{lane.name}</th>
              <td>{lane.college}</td>
              <td>{laneResult(lane) ?? NONE}</td>
              <td>{lane.place ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
