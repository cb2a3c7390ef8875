import type { LeaderboardEntry } from '@/lib/api-types';

import { MSG } from '../messages';

/** The top CAs by paid referrals: rank, username, college and count (no contact details). */
export function Leaderboard({
  entries,
  currentUsername,
}: {
  entries: readonly LeaderboardEntry[];
  currentUsername: string;
}) {
  return (
    <section className="ca-card" aria-labelledby="ca-leaderboard-title">
      <h2 id="ca-leaderboard-title" className="ca-card__title">
        Leaderboard
      </h2>
      {entries.length === 0 ? (
        <p className="ca-muted">{MSG.emptyLeaderboard}</p>
      ) : (
        <div className="ca-table-wrap">
          <table className="ca-table">
            <caption className="visually-hidden">
              Top {entries.length} Campus Ambassadors by paid referrals
            </caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Username</th>
                <th scope="col">College</th>
                <th scope="col" className="ca-table__num">
                  Paid referrals
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
                    <td>{index + 1}</td>
                    <th scope="row">
                      {entry.username}
                      {mine && <span className="ca-table__you"> (you)</span>}
                    </th>
                    <td>{entry.collegeName}</td>
                    <td className="ca-table__num">{entry.paidReferrals}</td>
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
