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

let dayInWords: Intl.DateTimeFormat | undefined;

/**
 * A schedule day (`YYYY-MM-DD`) in words, 'Friday, 27 November 2026': the same day wherever the
 * visitor is; the text itself when it is not such a day.
 */
export function readableDay(day: string): string {
  // Midnight UTC of that day, shown in UTC: the same day in every time zone.
  const date = new Date(`${day.trim()}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  dayInWords ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayInWords.format(date);
}
