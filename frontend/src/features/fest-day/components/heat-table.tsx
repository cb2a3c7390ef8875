import { laneResult, type RaceHeat } from '@/lib/races';

import { readableDay } from '../lib/days';
import { MSG } from '../messages';

const R = MSG.racePage;

/** Where and when a heat is run, as far as it is known: venue, day, time. */
function whenWhere(heat: RaceHeat): string[] {
  let time = '';
  if (heat.start && heat.end) time = MSG.timeRange(heat.start, heat.end);
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
  return (
    <div className="fest-day__table-wrap">
      <table className="fest-day__table race-table">
        <caption>{R.caption([heat.name, ...whenWhere(heat)])}</caption>
        <thead>
          <tr>
            <th scope="col">{field ? R.order : R.lane}</th>
            <th scope="col">{R.athlete}</th>
            <th scope="col">{R.college}</th>
            <th scope="col">{field ? R.mark : R.time}</th>
            <th scope="col">{R.place}</th>
          </tr>
        </thead>
        <tbody>
          {heat.lanes.map((lane) => (
            <tr key={lane.lane}>
              <td>{lane.lane}</td>
              <th scope="row">{lane.name}</th>
              <td>{lane.college}</td>
              <td>{laneResult(lane) ?? R.none}</td>
              <td>{lane.place ?? R.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
