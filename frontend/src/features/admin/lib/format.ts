/**
 * Display helpers of the admin portal: dates and counts in the active language's Indian locale
 * (en-IN, hi-IN: src/lib/i18n/format.ts), short ids.
 */
import { formatDay as formatDayEnglish, formatLongDay as formatLongDayEnglish } from '@/lib/dates';
import { activeLocale } from '@/lib/i18n/i18n';
import { formatNumber } from '@/lib/i18n/format';

export { formatTime } from '@/lib/dates';
export { formatDate, formatDateTime, formatFestDateTime } from '@/lib/i18n/format';

/** Formatters of calendar days per locale and style, made on first use. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ('2025-02-19') in the active locale, as src/lib/dates.ts writes it in English. */
function calendarDay(value: string, month: 'short' | 'long', english: (value: string) => string) {
  const locale = activeLocale();
  if (locale === 'en-IN') return english(value);
  const parts = value.trim().split('-');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return value;
  const [year = 0, monthNumber = 1, day = 1] = parts.map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1, day));
  if (Number.isNaN(date.getTime())) return value;
  const key = `${locale} ${month}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month,
      ...(month === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(date);
}

/** A calendar date ('2025-02-19') as '19 Feb' ('19 फ़र॰'); the text itself when it is not one. */
export const formatDay = (value: string): string => calendarDay(value, 'short', formatDayEnglish);

/** A calendar date as '25 February 2027' ('25 फ़रवरी 2027'); the text itself when it is not one. */
export const formatLongDay = (value: string): string =>
  calendarDay(value, 'long', formatLongDayEnglish);

/** SPEC 9: a user's id is shown as its first 6 characters. */
export const shortId = (id: string): string => id.slice(0, 6);

/** '1,234' (Indian grouping: 1,23,456). */
export const formatCount = (value: number): string => formatNumber(value);

/** The text, or a dash when it is blank or missing. */
export function orDash(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.trim() === '' ? '—' : text;
}

/** 'awaiting_payment' -> 'awaiting payment'. */
export const humanise = (value: string): string => value.replace(/_/g, ' ');

/** The non-empty values (no undefined, no ''), as the query of a typed call. */
export function nonEmpty<T extends Record<string, string | number | undefined>>(
  params: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** Query string of the non-empty values, with a leading '?' (or nothing at all). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
