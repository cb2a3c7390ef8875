import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { CaApplicationView } from '@/lib/api-types';

import type { Decision } from '../api/decide-application';
import { formatDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';

/** Every field of one CA application; Approve and Reject while it is pending, else view only. */
export function ApplicationDialog({
  application: a,
  busy,
  onDecide,
  onClose,
}: {
  application: CaApplicationView;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}) {
  const reviewer = a.reviewedBy
    ? [a.reviewedBy.username, a.reviewedBy.email && `<${a.reviewedBy.email}>`]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <Modal title="Application Details" onClose={onClose} className="admin-dialog">
      <Details
        items={[
          ['Full name', a.fullName],
          ['Username', orDash(a.username)],
          ['Email', orDash(a.email)],
          ['Alternative email', orDash(a.alternativeEmail)],
          ['Phone number', a.phoneNumber],
          ['College', a.collegeName],
          ['College address', a.collegeAddress],
          ['Year', a.collegeYear],
          ['Roll number', a.rollno],
          ['Position of responsibility', orDash(a.por)],
          ['How did you know', a.howDidYouKnow],
          [
            'Application statement',
            <p key="statement" className="admin-prose">
              {a.applicationStatement}
            </p>,
          ],
          ['Status', <Badge key="status" value={a.status} />],
          ['Applied', formatDateTime(a.applicationDate)],
          ['Reviewed by', orDash(reviewer)],
          ['Reviewed', formatDateTime(a.reviewedAt)],
          ['Referral code', orDash(a.referralCode)],
          ['Application ID', <code key="id">{a._id}</code>],
        ]}
      />
      <div className="admin-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
        {a.status === 'pending' && (
          <>
            <Button
              disabled={busy}
              onClick={() => {
                onDecide('accept');
              }}
            >
              {MSG.approve}
            </Button>
            <Button
              variant="ghost"
              className="admin-danger"
              disabled={busy}
              onClick={() => {
                onDecide('reject');
              }}
            >
              {MSG.reject}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
