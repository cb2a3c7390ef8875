/* eslint-disable lingui/no-unlocalized-strings -- Intl's options, never shown */
/**
 * A calendar date ('2027-02-25', as the day a grievance's answer is due) in full: '25 February 2027'
 * in English (src/lib/dates.ts), '25 फ़रवरी 2027' in Hindi; the same day wherever the visitor is, and
 * the text itself when it is not such a date. (src/lib/i18n/format.ts has no such formatter yet.)
 */
import { formatLongDay as formatEnglishLongDay } from '@/lib/dates';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { i18n } from '../i18n';

const made = new Map<string, Intl.DateTimeFormat>();

export function formatLongDay(value: string): string {
  const language = i18n.locale;
  if (language === 'en') return formatEnglishLongDay(value);
  const match = /^\s*(\d+)-(\d+)-(\d+)\s*$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  let format = made.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    made.set(language, format);
  }
  return format.format(date);
}
