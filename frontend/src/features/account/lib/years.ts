/** The years of study as the profile's dropdown shows them, in the active language. */
import { i18n } from '../i18n';

/** The shared rules' years ("First Year" ... "Fifth Year", the values sent) and their texts. */
const YEAR_KEYS: Readonly<Record<string, string>> = {
  'First Year': /*i18n*/ 'account.profile.yearFirst',
  'Second Year': /*i18n*/ 'account.profile.yearSecond',
  'Third Year': /*i18n*/ 'account.profile.yearThird',
  'Fourth Year': /*i18n*/ 'account.profile.yearFourth',
  'Fifth Year': /*i18n*/ 'account.profile.yearFifth',
};

/** A year of study in words: the value itself when the rules give one not known here. */
export function yearLabel(year: string): string {
  const key = YEAR_KEYS[year];
  return key === undefined ? year : i18n._(key);
}
