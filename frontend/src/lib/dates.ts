/** Dates as the site shows them: the Indian English style, in the visitor's own time zone. */

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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

/** '10:42' (24-hour clock), or a dash. */
export function formatTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? timeFormat.format(date) : '—';
}
