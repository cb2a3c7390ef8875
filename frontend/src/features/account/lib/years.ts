/** The years of study as the profile's dropdown shows them, in the active language. */
import { sayRule } from '@/lib/wasm-i18n';

import { i18n } from '../i18n';

/**
 * A year of study of the shared rules ("First Year" ... "Fifth Year", the value sent) in words: the
 * rules' catalogue says it in the active language (shared/src/i18n), as the rules' other texts.
 */
export function yearLabel(year: string): string {
  return sayRule(year, i18n.locale);
}
