import type { CaApplicationStatus } from '@/lib/api-types';

const LABELS: Record<CaApplicationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** An application's status: a coloured badge that also says it in words (colour is never the only cue). */
export function StatusBadge({ status }: { status: CaApplicationStatus }) {
  return (
    <span className={`ca-badge ca-badge--${status}`}>
      <span aria-hidden="true" className="ca-badge__dot" />
      {LABELS[status]}
    </span>
  );
}
