/**
 * A calendar date ('2026-11-27', as a match's day is given) as '27 Nov' in English and as '27 नव॰' in
 * Hindi: the same day wherever the visitor is; the text itself when it is not such a date.
 */
import { formatCalendarDay } from '@/lib/i18n/format';
import { LOCALE_TAGS } from '@/lib/i18n/languages';

import { i18n } from '../i18n';

export function formatDay(value: string): string {
  return formatCalendarDay(value, undefined, LOCALE_TAGS[i18n.locale]);
}
