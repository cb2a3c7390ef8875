/**
 * Dates as the site shows them: the Indian English style, in the visitor's own time zone; the fest's
 * deadlines in India's time zone (the organisers set them in it, and every team reads the same time).
 */

/**
 * A formatter made on first use. Making one loads its locale's and time zone's data, tens of
 * milliseconds on a slow phone: a page pays only for the ones it shows, and not while it loads.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const dateFormat = formatter('en-IN', { dateStyle: 'medium' });
const dateTimeFormat = formatter('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const timeFormat = formatter('en-IN', {
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
  return date ? dateFormat().format(date) : '—';
}

/** '10 Jan 2025, 3:30 pm', or a dash. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat().format(date) : '—';
}

/** '10:42' (24-hour clock), or a dash. */
export function formatTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? timeFormat().format(date) : '—';
}

const dayFormat = formatter('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const longDayFormat = formatter('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ('2025-02-19') as midnight UTC of that day, or null when it is not such a date. */
export function calendarDate(value: string): Date | null {
  const parts = value.trim().split('-');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [year = 0, month = 1, day = 1] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date ('2025-02-19', as the stay rules and bookings give nights and check-in days) as
 * '19 Feb', the same day wherever the visitor is; the text itself when it is not such a date.
 */
export function formatDay(value: string): string {
  const date = calendarDate(value);
  return date ? dayFormat().format(date) : value;
}

/**
 * A calendar date ('2027-02-25', as deadlines counted in days are given) in full, as '25 February
 * 2027', the same day wherever the visitor is; the text itself when it is not such a date.
 */
export function formatLongDay(value: string): string {
  const date = calendarDate(value);
  return date ? longDayFormat().format(date) : value;
}

/** The fest's time zone: deadlines are set and shown in India time. */
export const FEST_TIME_ZONE = 'Asia/Kolkata';

const festDateTimeFormat = formatter('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: FEST_TIME_ZONE,
  timeZoneName: 'short',
});

/** '1 Mar 2025, 6:00 pm IST' (India time), or a dash. */
export function formatFestDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? festDateTimeFormat().format(date) : '—';
}

/** The fields of a wall-clock time in India, numbered as a datetime-local input writes them. */
const festPartsFormat = formatter('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: FEST_TIME_ZONE,
});

function festParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(
    festPartsFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/**
 * An instant as a datetime-local input shows it in India time ('2025-03-01T18:00'), or '' when there
 * is none (or it cannot be read).
 */
export function toFestLocalInput(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  const p = festParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * A datetime-local input's value, read as India time, as an RFC 3339 instant in UTC
 * ('2025-03-01T12:30:00Z'); null when it is blank or not such a value.
 */
export function fromFestLocalInput(value: string): string | null {
  const fields = value.trim().split(/[-T:]/).map(Number);
  if (fields.length < 5 || fields.length > 6 || !fields.every(Number.isInteger)) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  // The wall-clock time as if it were UTC, then moved back by India's offset from UTC.
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const p = festParts(new Date(asUtc));
  const shown = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  const instant = new Date(asUtc - (shown - asUtc) + second * 1000);
  if (Number.isNaN(instant.getTime())) return null;
  // Whole seconds: '2025-03-01T12:30:00.000Z' without its milliseconds.
  return `${instant.toISOString().slice(0, 19)}Z`;
}
