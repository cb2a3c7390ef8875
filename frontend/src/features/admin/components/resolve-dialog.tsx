import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import type { Resolution } from '../api/resolve-registration';
import { useI18n } from '../i18n';
import { orDash } from '../lib/format';
import { MSG } from '../messages';
import { ReasonField, useReason } from './reason-field';
import { ResolutionField } from './resolution-field';

/**
 * Resolves a flagged registration: accept the money as right, or record that it was refunded,
 * always with a reason (kept in the audit log).
 */
export function ResolveDialog({
  registration,
  busy,
  error,
  onResolve,
  onCancel,
}: {
  registration: RegistrationView;
  busy: boolean;
  error: string | null;
  onResolve: (action: Resolution, reason: string) => void;
  onCancel: () => void;
}) {
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
  const [action, setAction] = useState<Resolution>('refund');
  const reason = useReason(error);
  return (
    <ConfirmDialog
      title={i18n._('admin.registration.resolveOf', {
        who: registration.userId?.email ?? registration._id,
      })}
      confirmLabel={MSG.resolve}
      busy={busy}
      onConfirm={() => {
        const given = reason.take();
        if (given !== null) onResolve(action, given);
      }}
      onCancel={onCancel}
    >
      <p>
        {orDash(registration.collegeName)}, {rupees(registration.amount)}.{' '}
        {registration.flagReason
          ? i18n._('admin.registration.flagged', { reason: registration.flagReason })
          : ''}
      </p>
      <ResolutionField name="resolution" value={action} onChange={setAction} />
      <ReasonField maxLength={500} {...reason.field} />
    </ConfirmDialog>
  );
}
