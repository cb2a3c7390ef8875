import type { GroupTable } from '../api/types';
import { useI18n } from '../i18n';

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
  const { i18n } = useI18n();
  const tableName = (name: string) => (name === '' ? i18n._('fest-day.table.table') : name);
  const groupName = (group: string) =>
    group === '' ? i18n._('fest-day.table.table') : i18n._('fest-day.table.group', { group });
  const only = oneTable && tables.length === 1 ? tables[0] : undefined;
  return (
    <section className="fest-day__section" aria-labelledby="groups-title">
      <h2 id="groups-title" className="fest-day__heading">
        {only ? tableName(only.group) : i18n._('fest-day.table.groups')}
      </h2>
      <div className="fest-day__tables">
        {tables.map((table) => (
          <div key={table.group} className="fest-day__table-wrap">
            <table className="fest-day__table" aria-labelledby={only ? 'groups-title' : undefined}>
              {!only && (
                <caption>{oneTable ? tableName(table.group) : groupName(table.group)}</caption>
              )}
              <thead>
                <tr>
                  <th scope="col">{i18n._('fest-day.table.rank')}</th>
                  <th scope="col">{i18n._('fest-day.table.team')}</th>
                  <ShortHeading
                    short={i18n._('fest-day.table.played')}
                    long={i18n._('fest-day.table.playedLong')}
                  />
                  <ShortHeading
                    short={i18n._('fest-day.table.won')}
                    long={i18n._('fest-day.table.wonLong')}
                  />
                  <ShortHeading
                    short={i18n._('fest-day.table.drawn')}
                    long={i18n._('fest-day.table.drawnLong')}
                  />
                  <ShortHeading
                    short={i18n._('fest-day.table.lost')}
                    long={i18n._('fest-day.table.lostLong')}
                  />
                  <ShortHeading
                    short={i18n._('fest-day.table.difference')}
                    long={i18n._('fest-day.table.differenceLong')}
                  />
                  <th scope="col">{i18n._('fest-day.table.points')}</th>
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
