import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CheckedIn } from '@/lib/api-types';

import { formatDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { ReasonField, useReason } from './reason-field';

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
  const reason = useReason(error);
  return (
    <ConfirmDialog
      title={MSG.undoCheckinOf(checkin.pass.name)}
      confirmLabel={MSG.undo}
      busy={busy}
      onConfirm={() => {
        const given = reason.take();
        if (given !== null) onUndo(given);
      }}
      onCancel={onCancel}
    >
      <p>
        {checkin.pass.roleTitle}, pass <code className="admin-id">{checkin.pass.id}</code>: checked
        in {formatDateTime(checkin.checkedInAt)} at gate {orDash(checkin.gate)} by{' '}
        {orDash(checkin.by)}.
      </p>
      <ReasonField {...reason.field} />
    </ConfirmDialog>
  );
}
