import { useFormatRupees } from '@/lib/money';

import type { PodiumPlace } from '../api/types';
import { MSG } from '../messages';

/** The places decided so far, with the prize of each (formatted by the shared rules). */
export function Podium({ places }: { places: readonly PodiumPlace[] }) {
  const rupees = useFormatRupees();
  return (
    <section className="fest-day__section" aria-labelledby="podium-title">
      <h2 id="podium-title" className="fest-day__heading">
        {MSG.fixtures.podium}
      </h2>
      {places.length === 0 ? (
        <p className="fest-day__note">{MSG.fixtures.podiumEmpty}</p>
      ) : (
        <ol className="podium">
          {places.map((p) => (
            <li
              key={`${p.place}/${p.entrant}`}
              className={`podium__place podium__place--${p.place}`}
            >
              <span className="podium__rank">{MSG.fixtures.place(p.place)}</span>
              <span className="podium__name">{p.name}</span>
              <span className="podium__prize">
                {p.prizePaise === null || p.prizePaise === undefined
                  ? MSG.fixtures.noPrize
                  : rupees(p.prizePaise)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
