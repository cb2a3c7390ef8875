/* eslint-disable lingui/no-unlocalized-strings -- Intl's locale tags and options, never shown */
import { FEST_TIME_ZONE } from '@/lib/dates';
import { formatCalendarDay } from '@/lib/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';

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

/**
 * A schedule day (`YYYY-MM-DD`) in words in the active language, 'Friday, 27 November 2026'
 * ('शुक्रवार, 27 नवंबर 2026'): the same day wherever the visitor is; the text itself when it is not
 * such a day.
 */
export function readableDay(day: string, locale: string = activeLocale()): string {
  return formatCalendarDay(
    day,
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    locale,
  );
}

/**
 * A schedule day (`YYYY-MM-DD`) in short in the active language, '27 Nov' ('27 नव॰'), as the day
 * filter lists them; the text itself when it is not such a day.
 */
export function shortDay(day: string, locale: string = activeLocale()): string {
  return formatCalendarDay(day, { day: 'numeric', month: 'short' }, locale);
}
