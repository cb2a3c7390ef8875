/** Display helpers of the admin portal (dates in the Indian English style, short ids). */

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const countFormat = new Intl.NumberFormat('en-IN');

/** SPEC 9: a user's id is shown as its first 6 characters. */
export const shortId = (id: string): string => id.slice(0, 6);

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '10 Jan 2025', or a dash when there is no date. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '—';
}

/** '10 Jan 2025, 3:30 pm', or a dash. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '—';
}

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
