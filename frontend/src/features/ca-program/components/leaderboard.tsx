import type { LeaderboardEntry } from '@/lib/api-types';

import { formatNumber } from '@/lib/i18n/format';

import { useI18n } from '../i18n';

/** The top CAs by paid referrals: rank, username, college and count (no contact details). */
export function Leaderboard({
  entries,
  currentUsername,
}: {
  entries: readonly LeaderboardEntry[];
  currentUsername: string;
}) {
  const { i18n } = useI18n();
  return (
    <section className="ca-card" aria-labelledby="ca-leaderboard-title">
      <h2 id="ca-leaderboard-title" className="ca-card__title">
        {i18n._('ca-program.leaderboard.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="ca-muted">{i18n._('ca-program.leaderboard.empty')}</p>
      ) : (
        <div className="ca-table-wrap">
          <table className="ca-table">
            <caption className="visually-hidden">
              {i18n._('ca-program.leaderboard.caption', { count: formatNumber(entries.length) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('ca-program.leaderboard.rank')}</th>
                <th scope="col">{i18n._('ca-program.leaderboard.username')}</th>
                <th scope="col">{i18n._('ca-program.leaderboard.college')}</th>
                <th scope="col" className="ca-table__num">
                  {i18n._('ca-program.leaderboard.paidReferrals')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const mine = entry.username === currentUsername;
                return (
                  <tr
                    key={entry.username}
                    className={mine ? 'ca-table__mine' : undefined}
                    aria-current={mine ? 'true' : undefined}
                  >
                    <td>{formatNumber(index + 1)}</td>
                    <th scope="row">
                      {entry.username}
                      {mine && (
                        <span className="ca-table__you">
                          {' '}
                          {i18n._('ca-program.leaderboard.you')}
                        </span>
                      )}
                    </th>
                    <td>{entry.collegeName}</td>
                    <td className="ca-table__num">{formatNumber(entry.paidReferrals)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
