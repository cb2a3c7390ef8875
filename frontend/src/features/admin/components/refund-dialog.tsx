import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import { useI18n } from '../i18n';
import { orDash } from '../lib/format';
import { MSG } from '../messages';
import { ReasonField, useReason } from './reason-field';

/**
 * Refunds a registration (admins only), always with a reason (kept in the audit log): a paid one
 * is cancelled with a full refund, a cancelled one whose refund failed is refunded again. Says
 * which, with the amounts the server gave; a refusal shows under the reason.
 */
export function RefundDialog({
  registration,
  busy,
  error,
  onRefund,
  onCancel,
}: {
  registration: RegistrationView;
  busy: boolean;
  error: string | null;
  onRefund: (reason: string) => void;
  onCancel: () => void;
}) {
  useI18n();
  const rupees = useFormatMoney();
  const reason = useReason(error);
  const retry = registration.paymentStatus === 'cancelled';
  const refundAmount =
    typeof registration.refundAmount === 'number' ? rupees(registration.refundAmount) : null;
  return (
    <ConfirmDialog
      title={MSG.refundOf(registration.userId?.email ?? registration._id)}
      confirmLabel={busy ? MSG.refunding : MSG.refund}
      busy={busy}
      onConfirm={() => {
        const given = reason.take();
        if (given !== null) onRefund(given);
      }}
      onCancel={onCancel}
    >
      <p>{`${orDash(registration.eventTitle ?? registration.event)}, ${orDash(registration.collegeName)}.`}</p>
      <p>{retry ? MSG.refundRetry(refundAmount) : MSG.refundPaid(rupees(registration.amount))}</p>
      {!retry && registration.paymentMode === 'offline' && <p>{MSG.refundOffline}</p>}
      {!retry && registration.paymentMode === 'upi' && <p>{MSG.refundUpi}</p>}
      <ReasonField {...reason.field} />
    </ConfirmDialog>
  );
}
