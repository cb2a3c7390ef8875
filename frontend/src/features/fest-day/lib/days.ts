/* eslint-disable lingui/no-unlocalized-strings -- Intl's locale tags and options, never shown */
import { FEST_TIME_ZONE } from '@/lib/dates';
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

/** Formatters made on first use, one per locale and form: making one loads locale data. */
const made = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A schedule day (`YYYY-MM-DD`) as midnight UTC of that day, or null when it is not such a day. */
function calendarDay(day: string): Date | null {
  const parts = day.trim().split('-');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [year = 0, month = 1, date = 1] = parts.map(Number);
  const midnight = new Date(Date.UTC(year, month - 1, date));
  return Number.isNaN(midnight.getTime()) ? null : midnight;
}

/**
 * A schedule day (`YYYY-MM-DD`) in words in the active language, 'Friday, 27 November 2026'
 * ('शुक्रवार, 27 नवंबर 2026'): the same day wherever the visitor is; the text itself when it is not
 * such a day.
 */
export function readableDay(day: string, locale: string = activeLocale()): string {
  // Midnight UTC of that day, shown in UTC: the same day in every time zone.
  const date = calendarDay(day);
  if (!date) return day;
  return dayFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A schedule day (`YYYY-MM-DD`) in short in the active language, '27 Nov' ('27 नव॰'), as the day
 * filter lists them; the text itself when it is not such a day.
 */
export function shortDay(day: string, locale: string = activeLocale()): string {
  const date = calendarDay(day);
  if (!date) return day;
  return dayFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
