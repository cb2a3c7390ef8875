import type { ReactNode } from 'react';

import { useI18n } from '@/components/i18n';

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
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  /** Default: Confirm (in the active language). */
  confirmLabel?: string;
  /** Default: Cancel (in the active language). */
  cancelLabel?: string;
  /** While the action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useI18n();
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
          {cancelLabel ?? i18n._('ui.confirm.cancel')}
        </Button>
        <Button disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {confirmLabel ?? i18n._('ui.confirm.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
