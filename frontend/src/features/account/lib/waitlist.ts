/** How the account page shows a waiting-list entry: its status in words, what it allows, time left. */
import type { WaitlistEntryView, WaitlistStatus } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';

import { i18n } from '../i18n';

/** Every status's text (the type keeps the list complete). */
const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: /*i18n*/ 'account.waitlistStatus.waiting',
  offered: /*i18n*/ 'account.waitlistStatus.offered',
  registered: /*i18n*/ 'account.waitlistStatus.registered',
  lapsed: /*i18n*/ 'account.waitlistStatus.lapsed',
  left: /*i18n*/ 'account.waitlistStatus.left',
  removed: /*i18n*/ 'account.waitlistStatus.removed',
};

/** A waiting-list status in words, in the active language. */
export const waitlistStatusLabel = (status: WaitlistStatus): string =>
  i18n._(WAITLIST_STATUS_LABELS[status]);

/** Whether the entry still holds a place in line or an offer (so its owner may leave). */
export const isActive = (entry: Pick<WaitlistEntryView, 'status'>): boolean =>
  entry.status === 'waiting' || entry.status === 'offered';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left of an offer: '1 day 3 h left', '2 h 5 min left', '12 min left', 'under a minute left'. */
export function timeLeftText(ms: number): string {
  if (ms < MINUTE) return i18n._('account.waitlist.leftUnderMinute');
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const n = {
    days: formatNumber(days),
    hours: formatNumber(hours),
    minutes: formatNumber(minutes),
  };
  if (days > 0) {
    return days === 1
      ? i18n._('account.waitlist.leftDay', n)
      : i18n._('account.waitlist.leftDays', n);
  }
  if (hours > 0) return i18n._('account.waitlist.leftHours', n);
  return i18n._('account.waitlist.leftMinutes', n);
}

/** Milliseconds until `instant` (RFC 3339) from `now`; null without one (or one that cannot be read). */
export function msUntil(instant: string | null | undefined, now: number): number | null {
  if (!instant) return null;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : time - now;
}
