import { useI18n } from '@/lib/i18n/use-i18n';

/** The fest's address in the active language (the core's text, as the footer shows it). */
export function FestAddress() {
  const { i18n } = useI18n();
  return i18n._('fest.address');
}
