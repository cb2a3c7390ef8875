/** Display helpers of the admin portal (dates in the Indian English style, short ids). */

export { formatDate, formatDateTime } from '@/lib/dates';

const countFormat = new Intl.NumberFormat('en-IN');

/** SPEC 9: a user's id is shown as its first 6 characters. */
export const shortId = (id: string): string => id.slice(0, 6);

/** '1,234'. */
export const formatCount = (value: number): string => countFormat.format(value);

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
