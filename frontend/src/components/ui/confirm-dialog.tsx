import type { ReactNode } from 'react';

import { Button } from './button';
import { Modal } from './modal';
import './confirm-dialog.css';

/**
 * Asks before an action that changes something: the question as the dialog's title, an optional
 * explanation, Cancel (focused first, and what Escape does) and the confirming button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      className="ui-confirm"
    >
      {children}
      <div className="ui-confirm__actions">
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
