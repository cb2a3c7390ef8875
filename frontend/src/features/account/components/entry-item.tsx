import type { ReactNode } from 'react';

/**
 * One entry of an account card's list (a registration, a waiting-list entry): its event as the
 * heading it is labelled by, its status in words, `aboveDetails` (what stands out now), its details
 * as a description list, then `children` (its actions).
 */
export function EntryItem({
  id,
  tabIndex,
  titleId,
  title,
  status,
  statusLabel,
  details,
  aboveDetails,
  children,
}: {
  id?: string;
  tabIndex?: number;
  titleId: string;
  title: string;
  /** The status badge's `data-status` (its colour). */
  status: string;
  statusLabel: string;
  /** Label and value, in order. */
  details: readonly (readonly [string, string])[];
  aboveDetails?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li id={id} className="account-registration" aria-labelledby={titleId} tabIndex={tabIndex}>
      <div className="account-registration__head">
        <h3 id={titleId} className="account-registration__title">
          {title}
        </h3>
        <span className="account-status" data-status={status}>
          {statusLabel}
        </span>
      </div>
      {aboveDetails}
      <dl className="account-registration__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
