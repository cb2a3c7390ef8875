import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { UserView } from '@/lib/api-types';

import { formatDateTime, orDash } from '../lib/format';
import { MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';

/**
 * How the account's e-mail was verified. The server marks accounts made with an e-mailed code as
 * verified too, so the sign-up method decides: Google, else the code (OTP).
 */
export function verificationText(user: Pick<UserView, 'authProvider'>): string {
  return user.authProvider === 'google' ? MSG.verifiedByGoogle : MSG.verifiedByOtp;
}

/** 'User Details': every field of one account. */
export function UserDetailsDialog({ user, onClose }: { user: UserView; onClose: () => void }) {
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
            user.caApplication ? <Badge key="ca" value={user.caApplication.status} /> : 'None',
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
