/**
 * Amounts as the site shows them in the active language. The amount's text comes from the shared
 * rules' rupee formatter (`formatRupees`: "Rs. 6500", "Rs. 6500.50"; DESIGN: no paise arithmetic
 * here): English shows it as it is (the SPEC's form); Hindi writes the same amount the way Intl
 * writes rupees for hi-IN ("₹6,500", "₹6,500.50"). Its own module: it brings the shared rules'
 * loader, which the pages that show no amount do without.
 */
import { useFormatRupees } from '@/lib/money';

import { LOCALE_TAGS, type Language } from './languages';
import { useI18n } from './use-i18n';

/** The shared formatter's text ("Rs. 6500.50") in `language`; anything else (a placeholder) as it is. */
export function localiseRupees(text: string, language: Language): string {
  if (language === 'en' || !text.startsWith('Rs.')) return text;
  const amount = text.slice('Rs.'.length).trim();
  if (amount === '' || !Number.isFinite(Number(amount))) return text;
  return new Intl.NumberFormat(LOCALE_TAGS[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: amount.includes('.') ? 2 : 0,
  }).format(amount as Intl.StringNumericLiteral);
}

/** (paise) => the amount in the active language, from the shared rules (loaded on first use). */
export function useFormatMoney(): (paise: number) => string {
  const rupees = useFormatRupees();
  const { language } = useI18n();
  return (paise) => localiseRupees(rupees(paise), language);
}
