import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CheckedIn } from '@/lib/api-types';

import { formatDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';

/**
 * Undoes a check-in (admins only), always with a reason (kept in the audit log): the pass can then
 * be scanned in again.
 */
export function UndoCheckinDialog({
  checkin,
  busy,
  error,
  onUndo,
  onCancel,
}: {
  checkin: CheckedIn;
  busy: boolean;
  error: string | null;
  onUndo: (reason: string) => void;
  onCancel: () => void;
}) {
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const message = missing ? MSG.reasonRequired : error;
  return (
    <ConfirmDialog
      title={MSG.undoCheckinOf(checkin.pass.name)}
      confirmLabel={MSG.undo}
      busy={busy}
      onConfirm={() => {
        if (reason.trim() === '') {
          setMissing(true);
          return;
        }
        onUndo(reason.trim());
      }}
      onCancel={onCancel}
    >
      <p>
        {checkin.pass.roleTitle}, pass <code className="admin-id">{checkin.pass.id}</code>: checked
        in {formatDateTime(checkin.checkedInAt)} at gate {orDash(checkin.gate)} by{' '}
        {orDash(checkin.by)}.
      </p>
      <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
      <textarea
        id={reasonId}
        className="ui-select admin-resolve__reason"
        rows={3}
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
