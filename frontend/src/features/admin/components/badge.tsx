import { useI18n } from '../i18n';
import { statusWord } from '../messages';

/** The colours of admin.css's badges. */
type Tone = 'fire' | 'accent' | 'warning' | 'success' | 'danger' | 'muted';

const TONES: Record<string, Tone> = {
  admin: 'fire',
  moderator: 'accent',
  volunteer: 'warning',
  ca: 'success',
  user: 'muted',
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  paid: 'success',
  awaiting_payment: 'warning',
  flagged: 'danger',
  expired: 'muted',
  refunded: 'muted',
  cancelled: 'muted',
  // refunds of cancelled registrations ('pending' as above)
  processed: 'success',
  failed: 'danger',
  manual: 'warning',
  open: 'success',
  closed: 'muted',
  // waiting-list entries
  waitlist_waiting: 'warning',
  waitlist_offered: 'accent',
  waitlist_registered: 'success',
  waitlist_lapsed: 'muted',
  waitlist_left: 'muted',
  waitlist_removed: 'muted',
  // roster changes ('expired' as above)
  applied: 'success',
  due: 'warning',
  // announcements ('cancelled' as above)
  scheduled: 'accent',
  sending: 'warning',
  sent: 'success',
  // certificates
  valid: 'success',
  revoked: 'danger',
  // grievances ('open' is theirs to answer) and breaches (the report to the Board)
  grievance_open: 'warning',
  overdue: 'danger',
  answered: 'success',
  board_overdue: 'danger',
  board_due: 'warning',
  board_told: 'success',
};

/**
 * A small coloured label for a role or a status, in its word (messages.ts's `statusWord`:
 * 'awaiting_payment' reads 'awaiting payment'), or `label`.
 */
export function Badge({ value, label }: { value: string; label?: string }) {
  useI18n();
  const tone: Tone = TONES[value] ?? 'muted';
  return <span className={`admin-badge admin-badge--${tone}`}>{label ?? statusWord(value)}</span>;
}
