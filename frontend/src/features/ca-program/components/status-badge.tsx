import type { CaApplicationStatus } from '@/lib/api-types';

import { useI18n } from '../i18n';

/** An application's status: a coloured badge that also says it in words (colour is never the only cue). */
export function StatusBadge({ status }: { status: CaApplicationStatus }) {
  const { i18n } = useI18n();
  const label =
    status === 'pending'
      ? i18n._('ca-program.status.pending')
      : status === 'accepted'
        ? i18n._('ca-program.status.accepted')
        : i18n._('ca-program.status.rejected');
  return (
    <span className={`ca-badge ca-badge--${status}`}>
      <span aria-hidden="true" className="ca-badge__dot" />
      {label}
    </span>
  );
}
