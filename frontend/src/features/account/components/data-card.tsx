import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { useSessionActions, type User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';

import { useExportAccount } from '../api/export-account';
import { useI18n } from '../i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * After the account is deleted: home (/), and the session ends as a logout ends it (the token and
 * the user forgotten). It ends once this page has gone: ended while the page is still up, the guard
 * of the signed-in pages would send the visitor to /auth instead.
 */
function useLeaveDeletedAccount(): () => void {
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) signOut();
    },
    [signOut],
  );
  return () => {
    deleted.current = true;
    void navigate('/');
  };
}

/**
 * The 'Your data' card: Download my data (GET /user/me/export, saved under the server's file name),
 * and Delete my account, which asks in a dialog first. After a deletion the server's message is a
 * toast, the visitor goes home and is signed out.
 */
export function DataCard({ user }: { user: User }) {
  const exportAccount = useExportAccount();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveDeletedAccount();
  const { i18n } = useI18n();

  async function download() {
    try {
      const { blob, fileName } = await exportAccount.mutateAsync();
      saveFile(blob, fileName);
    } catch {
      // The mutation cache has toasted the failure.
    }
  }

  return (
    <section className="account-card" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="account-card__title">
        {i18n._('account.data.title')}
      </h2>
      <p className="account-muted">{i18n._('account.data.exportIntro')}</p>
      <Button
        variant="ghost"
        className="account-form__submit"
        disabled={exportAccount.isPending}
        aria-busy={exportAccount.isPending || undefined}
        onClick={() => {
          void download();
        }}
      >
        {exportAccount.isPending
          ? i18n._('account.data.downloading')
          : i18n._('account.data.download')}
      </Button>
      <div className="account-danger">
        <p className="account-muted">{i18n._('account.data.deleteIntro')}</p>
        <Button
          variant="ghost"
          className="account-form__submit account-danger-button"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {i18n._('account.delete.submit')}
        </Button>
      </div>
      {confirming && (
        <DeleteAccountDialog
          user={user}
          onClose={() => {
            setConfirming(false);
          }}
          onDeleted={(message) => {
            notify.success(message);
            leave();
          }}
        />
      )}
    </section>
  );
}
