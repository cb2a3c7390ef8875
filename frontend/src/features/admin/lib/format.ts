/**
 * Display helpers of the admin portal: dates and counts in the active language's Indian locale
 * (en-IN, hi-IN: src/lib/i18n/format.ts), short ids.
 */
import { formatCalendarDay, formatNumber } from '@/lib/i18n/format';

export { formatTime } from '@/lib/dates';
export { formatDate, formatDateTime, formatFestDateTime } from '@/lib/i18n/format';

/* eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's options, never shown */
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar date ('2025-02-19') as '19 Feb' ('19 फ़र॰'); the text itself when it is not one. */
export const formatDay = (value: string): string => formatCalendarDay(value);

/** A calendar date as '25 February 2027' ('25 फ़रवरी 2027'); the text itself when it is not one. */
export const formatLongDay = (value: string): string => formatCalendarDay(value, LONG);

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
