/**
 * Numbers and dates in the active language's Indian locale (en-IN, hi-IN), as Intl writes them:
 * Indian digit grouping (1,00,000) in both, month names and "am/pm" in the visitor's language.
 * English gives exactly what src/lib/dates.ts gives (the same options), so a page converted to these
 * helpers reads as before in English. Formatters are made on first use and kept per locale: making
 * one loads locale data, which a slow phone feels.
 */
import { calendarDate, FEST_TIME_ZONE } from '@/lib/dates';

import { activeLocale } from './i18n';

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format as Intl.NumberFormat;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format as Intl.DateTimeFormat;
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 1,00,000 (Indian grouping) in the active locale; `options` as Intl.NumberFormat takes them. */
export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  locale = activeLocale(),
): string {
  return numberFormat(locale, options).format(value);
}

/** '10 Jan 2025' / '10 जन॰ 2025', or a dash when there is no date. */
export function formatDate(value: string | null | undefined, locale = activeLocale()): string {
  const date = parse(value);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : '—';
}

/** '10 Jan 2025, 3:30 pm' in the visitor's time zone, or a dash. */
export function formatDateTime(value: string | null | undefined, locale = activeLocale()): string {
  const date = parse(value);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '—';
}

/** '1 Mar 2025, 6:00 pm IST' (India time, as the fest's notices and deadlines are given), or a dash. */
export function formatFestDateTime(
  value: string | null | undefined,
  locale = activeLocale(),
): string {
  const date = parse(value);
  return date
    ? dateFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: FEST_TIME_ZONE,
        timeZoneName: 'short',
      }).format(date)
    : '—';
}

/**
 * A calendar date ('2025-02-19', as schedules, stays and bookings give days) in the active locale,
 * the same day wherever the reader is: '19 Feb' / '19 फ़र॰' with the default options, or as
 * `options` ask ('Friday, 27 November 2026'); the text itself when it is not such a date.
 */
export function formatCalendarDay(
  value: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
  locale = activeLocale(),
): string {
  const date = calendarDate(value);
  return date ? dateFormat(locale, { ...options, timeZone: 'UTC' }).format(date) : value;
}
