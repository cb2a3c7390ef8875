import type { Standings } from '../api/types';
import { MSG } from '../messages';

/** The championship of the colleges: rank, college and points. */
export function StandingsTable({ standings }: { standings: Standings }) {
  const m = MSG.livePage;
  if (standings.rows.length === 0) return <p className="fest-day__note">{m.standingsEmpty}</p>;
  return (
    <div className="fest-day__table-wrap">
      <table className="fest-day__table">
        <caption>{m.decided(standings.decided, standings.published)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.rank}</th>
            <th scope="col">{m.college}</th>
            <th scope="col">{m.points}</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr key={row.college}>
              <td>{row.rank}</td>
              <th scope="row">{row.college}</th>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
