import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { UserListItem } from '@/lib/api-types';

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
  return (
    <Modal title={MSG.userDetails} onClose={onClose} className="admin-dialog">
      <Details
        items={[
          ['ID', <code key="id">{user._id}</code>],
          ['Username', user.username],
          ['Full name', orDash(user.fullname)],
          ['Email', user.email],
          ['Email verification', verificationText(user)],
          ['Role', <Badge key="role" value={user.role} />],
          ['Registered', formatDateTime(user.createdAt)],
          ['IIT Patna student', user.isIITPStud ? 'Yes' : 'No'],
          [
            'CA application',
            user.caApplicationStatus ? <Badge key="ca" value={user.caApplicationStatus} /> : 'None',
          ],
          ['College', orDash(user.collegeName)],
          ['Position of responsibility', orDash(user.por)],
          ['Address', orDash(user.address)],
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
