import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { CaApplicationView } from '@/lib/api-types';

import type { Decision } from '../api/decide-application';
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
  const reviewer = a.reviewedBy
    ? [a.reviewedBy.username, a.reviewedBy.email && `<${a.reviewedBy.email}>`]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <Modal title={i18n._('admin.ca.details')} onClose={onClose} className="admin-dialog">
      <Details
        items={[
          [i18n._('admin.users.fullName'), a.fullName],
          [i18n._('admin.users.username'), orDash(a.username)],
          [i18n._('admin.users.email'), orDash(a.email)],
          [i18n._('admin.ca.alternativeEmail'), orDash(a.alternativeEmail)],
          [i18n._('admin.ca.phone'), a.phoneNumber],
          [i18n._('admin.users.college'), a.collegeName],
          [i18n._('admin.ca.collegeAddress'), a.collegeAddress],
          [i18n._('admin.ca.year'), a.collegeYear],
          [i18n._('admin.ca.rollNumber'), a.rollno],
          [i18n._('admin.users.por'), orDash(a.por)],
          [i18n._('admin.ca.howDidYouKnow'), a.howDidYouKnow],
          [
            i18n._('admin.ca.statement'),
            <p key="statement" className="admin-prose">
              {a.applicationStatement}
            </p>,
          ],
          [i18n._('admin.ca.status'), <Badge key="status" value={a.status} />],
          [i18n._('admin.ca.applied'), formatDateTime(a.applicationDate)],
          [i18n._('admin.ca.reviewedBy'), orDash(reviewer)],
          [i18n._('admin.ca.reviewed'), formatDateTime(a.reviewedAt)],
          [i18n._('admin.ca.referralCode'), orDash(a.referralCode)],
          [i18n._('admin.ca.applicationId'), <code key="id">{a._id}</code>],
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
