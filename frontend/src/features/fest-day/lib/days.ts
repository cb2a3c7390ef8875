import { FEST_TIME_ZONE } from '@/lib/dates';

/** Today in the fest's time zone, as the schedule writes days (`YYYY-MM-DD`). */
export function festToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: FEST_TIME_ZONE,
  }).format(now);
}

/** The day to show first: today when it has matches, else the first day with matches. */
export function defaultDay(days: readonly string[], today: string = festToday()): string {
  return days.includes(today) ? today : (days[0] ?? '');
}
