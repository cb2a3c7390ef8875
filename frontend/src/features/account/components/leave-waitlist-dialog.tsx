import type { WaitlistEntryView } from '@/lib/api-types';

import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useI18n } from '../i18n';
import { AccountConfirmDialog } from './account-confirm-dialog';

/**
 * Asks before leaving a waiting list (DELETE /events/{event}/waitlist/me) and says what happens: the
 * place in line is given up (and a place offered goes to the next team). A refusal shows in the
 * dialog, which stays open; once left, `onLeft` gets the server's message. 'Stay on the waiting list'
 * and Escape close it (not while the request runs) and send nothing.
 */
export function LeaveWaitlistDialog({
  entry,
  title,
  onClose,
  onLeft,
}: {
  entry: WaitlistEntryView;
  /** The event's title. */
  title: string;
  onClose: () => void;
  onLeft: (message: string) => void;
}) {
  const leave = useLeaveWaitlist();
  const { i18n } = useI18n();
  return (
    <AccountConfirmDialog
      title={i18n._('account.waitlist.leaveTitle', { event: title })}
      confirmLabel={i18n._('account.waitlist.leave')}
      busyLabel={i18n._('account.waitlist.leaving')}
      cancelLabel={i18n._('account.waitlist.stay')}
      busy={leave.isPending}
      run={() => leave.mutateAsync(entry.event)}
      doneMessage={i18n._('account.waitlist.left')}
      failedMessage={i18n._('account.waitlist.leaveFailed')}
      onClose={onClose}
      onDone={onLeft}
    >
      <p>{i18n._('account.waitlist.leaveExplained')}</p>
      {entry.status === 'offered' && <p>{i18n._('account.waitlist.leaveOffered')}</p>}
    </AccountConfirmDialog>
  );
}
