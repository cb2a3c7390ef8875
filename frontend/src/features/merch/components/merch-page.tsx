import { usePageMeta } from '@/lib/use-page-meta';

import { MERCH_ITEMS, MERCH_PAGE } from '../data';
import { FlipCard } from './flip-card';
import './merch.css';

/** Merchandise (/merch and /merchandise, SPEC 2.8). */
export function MerchPage() {
  usePageMeta('Merchandise', MERCH_PAGE.description);
  return (
    <div className="merch-page">
      <header className="merch-page__head">
        <p className="merch-page__badge">{MERCH_PAGE.badge}</p>
        <h1 className="merch-page__title">{MERCH_PAGE.heading}</h1>
        <p className="merch-page__lead">{MERCH_PAGE.lead}</p>
        <ul className="merch-page__fabrics">
          {MERCH_PAGE.fabrics.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="merch-page__hint">{MERCH_PAGE.hint}</p>
      </header>
      <ul className="merch-grid">
        {MERCH_ITEMS.map((item) => (
          <FlipCard key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
