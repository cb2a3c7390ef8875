import type { GroupTable } from '../api/types';
import { MSG } from '../messages';

/** A short column heading, named in full for screen readers and in a tooltip. */
function ShortHeading({ short, long }: { short: string; long: string }) {
  return (
    <th scope="col" aria-label={long}>
      <abbr title={long}>{short}</abbr>
    </th>
  );
}

/**
 * The group tables (or the one table of a round robin or a Swiss, `oneTable`, headed by its own name:
 * "League", "Standings"): rank, team, P W D L, +/- and points.
 */
export function GroupTables({
  tables,
  oneTable = false,
}: {
  tables: readonly GroupTable[];
  oneTable?: boolean;
}) {
  const f = MSG.fixtures;
  const only = oneTable && tables.length === 1 ? tables[0] : undefined;
  return (
    <section className="fest-day__section" aria-labelledby="groups-title">
      <h2 id="groups-title" className="fest-day__heading">
        {only ? f.oneTable(only.group) : f.groups}
      </h2>
      <div className="fest-day__tables">
        {tables.map((table) => (
          <div key={table.group} className="fest-day__table-wrap">
            <table className="fest-day__table" aria-labelledby={only ? 'groups-title' : undefined}>
              {!only && (
                <caption>{oneTable ? f.oneTable(table.group) : f.groupTable(table.group)}</caption>
              )}
              <thead>
                <tr>
                  <th scope="col">{f.rank}</th>
                  <th scope="col">{f.team}</th>
                  <ShortHeading short={f.played} long={f.playedLong} />
                  <ShortHeading short={f.won} long={f.wonLong} />
                  <ShortHeading short={f.drawn} long={f.drawnLong} />
                  <ShortHeading short={f.lost} long={f.lostLong} />
                  <ShortHeading short={f.difference} long={f.differenceLong} />
                  <th scope="col">{f.points}</th>
                </tr>
              </thead>
              <tbody>
                {table.standings.map((row) => (
                  <tr key={row.entrant}>
                    <td>{row.rank}</td>
                    <th scope="row">{row.name}</th>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.drawn}</td>
                    <td>{row.lost}</td>
                    <td>{row.scoreDifferenceText}</td>
                    <td>{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
