import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatRupees } from '@/lib/money';

import type { Resolution } from '../api/resolve-registration';
import { orDash } from '../lib/format';
import { MSG } from '../messages';

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
  const rupees = useFormatRupees();
  const reasonId = useId();
  const errorId = useId();
  const [action, setAction] = useState<Resolution>('refund');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const message = missing ? MSG.reasonRequired : error;
  return (
    <ConfirmDialog
      title={`Resolve the flagged registration of ${registration.userId?.email ?? registration._id}?`}
      confirmLabel={MSG.resolve}
      busy={busy}
      onConfirm={() => {
        if (reason.trim() === '') {
          setMissing(true);
          return;
        }
        onResolve(action, reason.trim());
      }}
      onCancel={onCancel}
    >
      <p>
        {orDash(registration.collegeName)}, {rupees(registration.amount)}.{' '}
        {registration.flagReason ? `Flagged: ${registration.flagReason}` : ''}
      </p>
      <fieldset className="admin-resolve">
        <legend>Decision</legend>
        <label>
          <input
            type="radio"
            name="resolution"
            value="refund"
            checked={action === 'refund'}
            onChange={() => {
              setAction('refund');
            }}
          />{' '}
          {MSG.resolveRefund}
        </label>
        <label>
          <input
            type="radio"
            name="resolution"
            value="accept"
            checked={action === 'accept'}
            onChange={() => {
              setAction('accept');
            }}
          />{' '}
          {MSG.resolveAccept}
        </label>
      </fieldset>
      <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
      <textarea
        id={reasonId}
        className="ui-select admin-resolve__reason"
        rows={3}
        maxLength={500}
        value={reason}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
      />
      {message && (
        <p id={errorId} className="admin-resolve__error" role="alert">
          {message}
        </p>
      )}
    </ConfirmDialog>
  );
}
