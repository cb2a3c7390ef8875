import { useState, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, textOr } from '@/lib/api-client';

/**
 * Asks before one of the user's own actions that a single request does: `children` say what happens,
 * the confirming button runs `run` (once, while `busy` it reads `busyLabel`). A refusal shows in the
 * dialog (the server's message, else `failedMessage`), which stays open; once done, `onDone` gets the
 * server's message, else `doneMessage`. The cancelling button and Escape close it (not while the
 * request runs) and send nothing.
 */
export function AccountConfirmDialog({
  title,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  run,
  doneMessage,
  failedMessage,
  onClose,
  onDone,
  children,
}: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** While the request runs. */
  busy: boolean;
  run: () => Promise<{ message?: unknown }>;
  doneMessage: string;
  failedMessage: string;
  onClose: () => void;
  onDone: (message: string) => void;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      const response = await run();
      onDone(textOr(response.message, doneMessage));
    } catch (failure) {
      setError(errorMessage(failure, failedMessage));
    }
  }

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={busy ? busyLabel : confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onConfirm={() => {
        if (!busy) void confirm();
      }}
      onCancel={onClose}
    >
      <div className="account-dialog__text">{children}</div>
      {error && (
        <p role="alert" className="account-alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
