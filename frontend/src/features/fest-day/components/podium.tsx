import { useFormatMoney } from '@/lib/i18n/money';

import type { PodiumPlace } from '../api/types';
import { useI18n } from '../i18n';
import { placeText } from '../lib/texts';

/** The places decided so far, with the prize of each (formatted by the shared rules). */
export function Podium({ places }: { places: readonly PodiumPlace[] }) {
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  return (
    <section className="fest-day__section" aria-labelledby="podium-title">
      <h2 id="podium-title" className="fest-day__heading">
        {i18n._('fest-day.podium.title')}
      </h2>
      {places.length === 0 ? (
        <p className="fest-day__note">{i18n._('fest-day.podium.empty')}</p>
      ) : (
        <ol className="podium">
          {places.map((p) => (
            <li
              key={`${p.place}/${p.entrant}`}
              className={`podium__place podium__place--${p.place}`}
            >
              <span className="podium__rank">{placeText(p.place)}</span>
              <span className="podium__name">{p.name}</span>
              <span className="podium__prize">
                {p.prizePaise === null || p.prizePaise === undefined ? '—' : rupees(p.prizePaise)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
