/**
 * A calendar date ('2027-02-25', as the day a grievance's answer is due) in full: '25 February 2027'
 * in English, '25 फ़रवरी 2027' in Hindi; the same day wherever the visitor is, and the text itself
 * when it is not such a date.
 */
import { formatCalendarDay } from '@/lib/i18n/format';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { i18n } from '../i18n';

/* eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's options, never shown */
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

export function formatLongDay(value: string): string {
  return formatCalendarDay(value, LONG, LOCALE_TAGS[i18n.locale]);
}
