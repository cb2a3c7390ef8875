import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PaymentHealthAction, PaymentHealthItem } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import type { Resolution } from '../api/resolve-registration';
import { useI18n } from '../i18n';
import { HEALTH_ACTION_LABELS, MSG } from '../messages';
import { ReasonField, useReason } from './reason-field';
import { ResolutionField } from './resolution-field';

/** What the admin decided in the dialog. */
export interface HealthDecision {
  /** Trimmed; empty only where a reason is optional (asking the gateway again). */
  reason: string;
  /** For `resolve`: accept the money, or record it refunded. */
  resolution: Resolution;
}

/** Who an item is about, as dialogs and button labels name it. */
export function healthSubject(item: PaymentHealthItem): string {
  return (
    item.owner?.email ??
    item.registrationId ??
    item.webhookFailureId ??
    item.orphanCaptureId ??
    item.id
  );
}

/**
 * Confirms one action on a payment-health item, with its reason (kept in the audit log; optional
 * only when asking the gateway again). Resolving a flagged payment also chooses between accepting
 * the money and recording it refunded, as the registration's own Resolve does.
 */
export function HealthActionDialog({
  item,
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  item: PaymentHealthItem;
  action: PaymentHealthAction;
  busy: boolean;
  error: string | null;
  onConfirm: (decision: HealthDecision) => void;
  onCancel: () => void;
}) {
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
  const [resolution, setResolution] = useState<Resolution>('refund');
  // Asking the gateway again needs no reason; a received difference is audited without one.
  const optional = action === 'recheck' || action === 'mark_change_received';
  const reason = useReason(error, { optional });
  const who = healthSubject(item);
  const amount = typeof item.amount === 'number' ? rupees(item.amount) : null;

  const title = {
    recheck: MSG.healthRecheckOf(who),
    resolve: i18n._('admin.registration.resolveOf', { who }),
    refund: MSG.refundOf(who),
    retry_webhook: MSG.healthRetryOf(who),
    mark_refunded: MSG.healthMarkRefundedOf(who),
    mark_change_refunded: MSG.healthMarkRefundedOf(who),
    refund_orphan: MSG.orphanRefundOf(who),
    mark_change_received: MSG.changeReceivedOf(who),
    refund_stay: MSG.stayRefundOf(who),
    mark_stay_refunded: MSG.healthMarkRefundedOf(who),
  }[action];

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={HEALTH_ACTION_LABELS[action]}
      busy={busy}
      onConfirm={() => {
        const given = reason.take();
        if (given !== null) onConfirm({ reason: given, resolution });
      }}
      onCancel={onCancel}
    >
      <p>{item.detail}</p>
      {action === 'recheck' && <p>{MSG.healthRecheckHint}</p>}
      {action === 'retry_webhook' && <p>{MSG.healthRetryHint}</p>}
      {(action === 'mark_refunded' ||
        action === 'mark_change_refunded' ||
        action === 'mark_stay_refunded') &&
        amount && <p>{MSG.healthMarkRefundedHint(amount)}</p>}
      {action === 'refund' && amount && (
        <p>
          {item.kind === 'refund_failed'
            ? MSG.refundRetry(amount)
            : item.kind === 'refund_unknown'
              ? MSG.refundUnknownRetry(amount)
              : MSG.refundPaid(amount)}
        </p>
      )}
      {action === 'refund_orphan' && amount && <p>{MSG.orphanRefundHint(amount)}</p>}
      {action === 'refund_stay' && amount && <p>{MSG.stayRefundRetry(amount)}</p>}
      {action === 'mark_change_received' && amount && <p>{MSG.changeReceivedHint(amount)}</p>}
      {action === 'resolve' && (
        <ResolutionField name="health-resolution" value={resolution} onChange={setResolution} />
      )}
      {action !== 'mark_change_received' && (
        <ReasonField
          label={optional ? MSG.healthReasonOptional : MSG.reasonLabel}
          {...reason.field}
        />
      )}
    </ConfirmDialog>
  );
}
