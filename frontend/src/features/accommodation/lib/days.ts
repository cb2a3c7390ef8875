/* eslint-disable lingui/no-unlocalized-strings -- Intl's options, never shown */
/**
 * A calendar date (a night of a stay, as the stay rules and bookings give it) as '19 Feb' in English
 * (src/lib/dates.ts) and as '19 फ़र॰' in Hindi: the same day wherever the visitor is; the text itself
 * when it is not such a date. (src/lib/i18n/format.ts has no such formatter yet.)
 */
import { formatDay as formatEnglishDay } from '@/lib/dates';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { i18n } from '../i18n';

const made = new Map<string, Intl.DateTimeFormat>();

export function formatDay(value: string): string {
  const language = i18n.locale;
  if (language === 'en') return formatEnglishDay(value);
  const match = /^\s*(\d+)-(\d+)-(\d+)\s*$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  let format = made.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    made.set(language, format);
  }
  return format.format(date);
}
