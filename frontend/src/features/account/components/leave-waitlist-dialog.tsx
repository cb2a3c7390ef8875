import type { WaitlistEntryView } from '@/lib/api-types';

import { useLeaveWaitlist } from '../api/leave-waitlist';
import { MSG } from '../messages';
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
  return (
    <AccountConfirmDialog
      title={MSG.leaveTitle(title)}
      confirmLabel={MSG.leaveWaitlist}
      busyLabel={MSG.leaving}
      cancelLabel={MSG.stayOnWaitlist}
      busy={leave.isPending}
      run={() => leave.mutateAsync(entry.event)}
      doneMessage={MSG.leftWaitlist}
      failedMessage={MSG.leaveFailed}
      onClose={onClose}
      onDone={onLeft}
    >
      <p>{MSG.leaveExplained}</p>
      {entry.status === 'offered' && <p>{MSG.leaveOffered}</p>}
    </AccountConfirmDialog>
  );
}
