import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CheckedIn } from '@/lib/api-types';

import { useI18n } from '../i18n';
import { formatDateTime, orDash } from '../lib/format';
import { withCode } from '../lib/with-code';
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
  const { i18n } = useI18n();
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
        {withCode(
          (id) =>
            i18n._('admin.checkin.undoText', {
              role: checkin.pass.roleTitle,
              id,
              when: formatDateTime(checkin.checkedInAt),
              gate: orDash(checkin.gate),
              by: orDash(checkin.by),
            }),
          checkin.pass.id,
        )}
      </p>
      <ReasonField {...reason.field} />
    </ConfirmDialog>
  );
}
