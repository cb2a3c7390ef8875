import { useState } from 'react';

import { useRuntimeConfig } from '@/lib/queries/config';
import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { GoogleButton } from '@/components/ui/google-button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import { useSharedForm } from '@/lib/use-shared-form';

import { useDeleteAccount, type DeleteAccountConfirmation } from '../api/delete-account';
import { useI18n } from '../i18n';

type Mode = 'password' | 'google';

/** Google's button when the server has a client id configured (GET /config), else why not. */
function GoogleConfirm({
  busy,
  onCredential,
}: {
  busy: boolean;
  onCredential: (credential: string) => void;
}) {
  const config = useRuntimeConfig();
  const { i18n } = useI18n();
  if (config === null) {
    return (
      <p role="status" className="account-muted">
        {i18n._('account.delete.loadingGoogle')}
      </p>
    );
  }
  if (!config.googleClientId) {
    return <p className="account-alert">{i18n._('account.delete.googleUnavailable')}</p>;
  }
  return (
    <GoogleButton
      clientId={config.googleClientId}
      busy={busy}
      failedMessage={i18n._('account.delete.googleFailed')}
      onCredential={onCredential}
    />
  );
}

/**
 * Confirms the deletion of the account (DELETE /user/me): says what happens, then asks for the
 * password, or, for an account made with Google (which may have none), a fresh Google sign-in whose
 * credential is sent instead; such an account can switch to its password, and the server's field
 * errors switch to what it wants. A wrong password shows under the password; a refusal (a paid
 * registration while the fest is not over, the last admin) and any other failure show in the dialog,
 * and nothing else changes. Escape and Cancel close it (not while the request runs); after a
 * deletion `onDeleted` gets the server's message.
 */
export function DeleteAccountDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: User;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
  const [mode, setMode] = useState<Mode>(user.authProvider === 'google' ? 'google' : 'password');
  // The server checks the password; nothing here to check first.
  const form = useSharedForm({
    defaultValues: { password: '' },
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
    shown: mode === 'password' ? ['password'] : [],
  });
  const { attach, showErrors } = form;
  const password = form.values.password;
  const remove = useDeleteAccount();
  const busy = remove.isPending;
  const { i18n } = useI18n();

  async function confirm(confirmation: DeleteAccountConfirmation) {
    form.clear();
    try {
      const response = await remove.mutateAsync(confirmation);
      onDeleted(textOr(response.message, i18n._('account.delete.done')));
    } catch (error) {
      const message = errorMessage(error, i18n._('account.delete.failed'));
      if (error instanceof ApiError && error.fieldErrors) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
        if ('password' in error.fieldErrors) setMode('password');
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
        else if ('credential' in error.fieldErrors) setMode('google');
        showErrors(error.fieldErrors);
      } else if (error instanceof ApiError && error.status === 400 && 'password' in confirmation) {
        showErrors({ password: [message] });
      } else {
        showErrors({ form: [message] });
      }
    }
  }

  const otherErrors = form.otherErrors;

  return (
    <Modal
      title={i18n._('account.delete.title')}
      className="account-dialog"
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <p>{i18n._('account.delete.explained')}</p>
      <form
        ref={attach}
        className="account-form"
        noValidate
        onSubmit={form.onSubmit(
          () => confirm({ password }),
          busy || mode !== 'password' || password === '',
        )}
      >
        {mode === 'password' ? (
          <TextField
            label={i18n._('account.delete.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint={i18n._('account.delete.passwordHint')}
            value={password}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
            errors={form.errorsAt('password')}
            onChange={(event) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
              form.set('password', event.target.value);
            }}
          />
        ) : (
          <>
            <p>{i18n._('account.delete.google')}</p>
            <GoogleConfirm
              busy={busy}
              onCredential={(credential) => {
                if (!busy) void confirm({ credential });
              }}
            />
          </>
        )}
        {otherErrors.length > 0 && (
          <ul role="alert" className="account-alert">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {user.authProvider === 'google' && (
          <Button
            variant="text"
            className="account-dialog__switch"
            disabled={busy}
            onClick={() => {
              form.clear();
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the dialog's modes and the field's name
              setMode(mode === 'google' ? 'password' : 'google');
            }}
          >
            {mode === 'google'
              ? i18n._('account.delete.usePassword')
              : i18n._('account.delete.useGoogle')}
          </Button>
        )}
        <div className="account-actions account-actions--end">
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {i18n._('account.delete.cancel')}
          </Button>
          {mode === 'password' && (
            <Button
              type="submit"
              className="account-danger-button"
              disabled={busy || password === ''}
              aria-busy={busy || undefined}
            >
              {busy ? i18n._('account.delete.deleting') : i18n._('account.delete.submit')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
