import { useId, type ReactNode } from 'react';

import type { RosterChangeView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { LoadingStatus } from '@/components/ui/query-state';

import { useRegistrationHistory } from '../api/get-registration-history';
import { useI18n } from '../i18n';
import { formatFestDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';
import { LoadError } from './load-error';

/** A changed field's name in words: 'collegeName' -> 'college name'. */
const fieldLabel = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const names = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : '—');

/**
 * A registration's 'Changes' (GET /admin/registrations/{id}/history), newest first: when each was made
 * (India time) and by whom, the people added and removed, the other fields changed, the fee before
 * and after with the difference, and where the change stands (with its refund, when one is due).
 * While they load the section says so; a failure offers Retry.
 */
export function RegistrationHistory({ id }: { id: string }) {
  const { i18n } = useI18n();
  const history = useRegistrationHistory(id);
  const rupees = useFormatMoney();
  const headingId = useId();
  const changes = history.data?.changes;

  const difference = (change: RosterChangeView) => {
    if (change.difference > 0) {
      return i18n._('admin.changes.more', { amount: rupees(change.difference) });
    }
    if (change.difference < 0) {
      return i18n._('admin.changes.toRefund', { amount: rupees(-change.difference) });
    }
    return MSG.none;
  };

  const item = (change: RosterChangeView) => {
    const items: [string, ReactNode][] = [
      [MSG.changeStatus, <Badge key="status" value={change.status} />],
      [MSG.changedBy, change.by ? `${orDash(change.by.name)} (${change.by.email})` : MSG.theOwner],
      [MSG.added, names(change.added)],
      [MSG.removed, names(change.removed)],
    ];
    if (change.fields.length > 0) {
      items.push([MSG.otherFields, change.fields.map(fieldLabel).join(', ')]);
    }
    items.push([MSG.fee, `${rupees(change.feeBefore)} → ${rupees(change.feeAfter)}`]);
    items.push([MSG.difference, difference(change)]);
    if (change.refundStatus) {
      items.push([MSG.refundStatus, <Badge key="refund" value={change.refundStatus} />]);
    }
    if (change.appliedAt) items.push([MSG.appliedAt, formatFestDateTime(change.appliedAt)]);
    return (
      <li key={change.id} className="admin-change">
        <h4 className="admin-change__when">
          <time dateTime={change.createdAt}>{formatFestDateTime(change.createdAt)}</time>
        </h4>
        <Details items={items} />
      </li>
    );
  };

  return (
    <section className="admin-changes" aria-labelledby={headingId}>
      <h3 id={headingId}>{MSG.changes}</h3>
      {history.status === 'error' && (
        <LoadError message={history.message} onRetry={history.reload} />
      )}
      {!changes && history.status === 'loading' && <LoadingStatus label={MSG.loadingChanges} />}
      {changes?.length === 0 && <p className="admin-hint">{MSG.noChanges}</p>}
      {changes && changes.length > 0 && (
        <ol className="admin-changes__list" aria-busy={history.status === 'loading' || undefined}>
          {changes.map(item)}
        </ol>
      )}
    </section>
  );
}
