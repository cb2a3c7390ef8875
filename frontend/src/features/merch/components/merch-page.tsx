import { usePageMeta } from '@/lib/use-page-meta';

import { MERCH_ITEMS, MERCH_PAGE } from '../data';
import { useI18n } from '../i18n';
import { FlipCard } from './flip-card';
import './merch.css';

/** Merchandise (/merch and /merchandise, SPEC 2.8). */
export function MerchPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._(MERCH_PAGE.metaTitle), i18n._(MERCH_PAGE.description));
  return (
    <div className="merch-page">
      <header className="merch-page__head">
        <p className="merch-page__badge">{i18n._(MERCH_PAGE.badge)}</p>
        <h1 className="merch-page__title">{i18n._(MERCH_PAGE.heading)}</h1>
        <p className="merch-page__lead">{i18n._(MERCH_PAGE.lead)}</p>
        <ul className="merch-page__fabrics">
          {MERCH_PAGE.fabrics.map((text) => (
            <li key={text}>{i18n._(text)}</li>
          ))}
        </ul>
        <p className="merch-page__hint">{i18n._(MERCH_PAGE.hint)}</p>
      </header>
      <ul className="merch-grid">
        {MERCH_ITEMS.map((item) => (
          <FlipCard key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
