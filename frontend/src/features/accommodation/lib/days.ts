/**
 * A calendar date (a night of a stay, as the stay rules and bookings give it) as '19 Feb' in English
 * and as '19 फ़र॰' in Hindi: the same day wherever the visitor is; the text itself when it is not
 * such a date.
 */
import { formatCalendarDay } from '@/lib/i18n/format';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { i18n } from '../i18n';

export function formatDay(value: string): string {
  return formatCalendarDay(value, undefined, LOCALE_TAGS[i18n.locale]);
}
