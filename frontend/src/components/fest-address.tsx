import { useI18n } from '@/lib/i18n/use-i18n';

/**
 * The fest's address in the active language: the core's text, as the footer shows it. Home's contact
 * section draws it, so it reads the core's catalogue (in the main chunk) and not the components'
 * (src/components/i18n.ts), whose English stays out of Home's JavaScript.
 */
export function FestAddress() {
  const { i18n } = useI18n();
  return i18n._('fest.address');
}
