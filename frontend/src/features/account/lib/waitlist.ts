/** How the account page shows a waiting-list entry: its status in words, what it allows, time left. */
import type { WaitlistEntryView, WaitlistStatus } from '@/lib/api-types';

/** Every status in words (the type keeps the list complete). */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Place offered',
  registered: 'Registered',
  lapsed: 'Offer lapsed',
  left: 'Left',
  removed: 'Removed',
};

/** Whether the entry still holds a place in line or an offer (so its owner may leave). */
export const isActive = (entry: Pick<WaitlistEntryView, 'status'>): boolean =>
  entry.status === 'waiting' || entry.status === 'offered';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left of an offer: '1 day 3 h left', '2 h 5 min left', '12 min left', 'under a minute left'. */
export function timeLeftText(ms: number): string {
  if (ms < MINUTE) return 'under a minute left';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} ${hours} h left`;
  if (hours > 0) return `${hours} h ${minutes} min left`;
  return `${minutes} min left`;
}

/** Milliseconds until `instant` (RFC 3339) from `now`; null without one (or one that cannot be read). */
export function msUntil(instant: string | null | undefined, now: number): number | null {
  if (!instant) return null;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : time - now;
}
