import type { ReactNode } from 'react';

/** Label / value pairs of a detail dialog. */
export function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-details">
      {items.map(([label, value]) => (
        <div key={label} className="admin-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
