import type { Standings } from '../api/types';
import { useI18n } from '../i18n';

/** The championship of the colleges: rank, college and points. */
export function StandingsTable({ standings }: { standings: Standings }) {
  const { i18n } = useI18n();
  if (standings.rows.length === 0)
    return <p className="fest-day__note">{i18n._('fest-day.live.standingsEmpty')}</p>;
  return (
    <div className="fest-day__table-wrap">
      <table className="fest-day__table">
        <caption>
          {i18n._('fest-day.live.decided', {
            decided: standings.decided,
            published: standings.published,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('fest-day.table.rank')}</th>
            <th scope="col">{i18n._('fest-day.race.college')}</th>
            <th scope="col">{i18n._('fest-day.table.points')}</th>
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
