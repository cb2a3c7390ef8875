import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { UserListItem } from '@/lib/api-types';

import { useI18n } from '../i18n';
import { formatDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';

/** How the account's e-mail was verified: by Google sign-in, else by the e-mailed code (OTP). */
export function verificationText(user: Pick<UserListItem, 'authProvider'>): string {
  return user.authProvider === 'google' ? MSG.verifiedByGoogle : MSG.verifiedByOtp;
}

/** 'User Details': every field of one account. */
export function UserDetailsDialog({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { i18n } = useI18n();
  return (
    <Modal title={MSG.userDetails} onClose={onClose} className="admin-dialog">
      <Details
        items={[
          [i18n._('admin.users.id'), <code key="id">{user._id}</code>],
          [i18n._('admin.users.username'), user.username],
          [i18n._('admin.users.fullName'), orDash(user.fullname)],
          [i18n._('admin.users.email'), user.email],
          [i18n._('admin.users.emailVerification'), verificationText(user)],
          [i18n._('admin.users.role'), <Badge key="role" value={user.role} />],
          [i18n._('admin.users.registered'), formatDateTime(user.createdAt)],
          [
            i18n._('admin.users.iitpStudent'),
            user.isIITPStud ? i18n._('admin.common.yes') : i18n._('admin.common.no'),
          ],
          [
            i18n._('admin.users.caApplication'),
            user.caApplicationStatus ? (
              <Badge key="ca" value={user.caApplicationStatus} />
            ) : (
              i18n._('admin.users.none')
            ),
          ],
          [i18n._('admin.users.college'), orDash(user.collegeName)],
          [i18n._('admin.users.por'), orDash(user.por)],
          [i18n._('admin.users.address'), orDash(user.address)],
        ]}
      />
      <div className="admin-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
      </div>
    </Modal>
  );
}
