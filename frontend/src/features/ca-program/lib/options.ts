/**
 * The CA form's choices in words, in the active language. Their values (sent, and kept on the
 * application) are the shared rules' own: "First Year" ... "Fifth Year", and "Instagram",
 * "WhatsApp Channel", ... "Others".
 */
import { sayRule } from '@/lib/wasm-i18n';

import { i18n } from '../i18n';

/** A year of study, said by the shared rules' own catalogue (shared/src/i18n). */
export function yearLabel(year: string): string {
  return sayRule(year, i18n.locale);
}

/** Where the applicant heard of the programme: the words of a choice; names of apps as they are. */
export function sourceLabel(source: string): string {
  switch (source) {
    case 'WhatsApp Channel':
      return i18n._('ca-program.source.whatsApp');
    case 'Friends':
      return i18n._('ca-program.source.friends');
    case 'News':
      return i18n._('ca-program.source.news');
    case 'Others':
      return i18n._('ca-program.source.others');
    default:
      // Instagram, UNSTOP, YouTube, Facebook: names.
      return source;
  }
}
