import { usePaymentsMode } from '@/lib/queries/config';

import { useI18n } from '../i18n';
import { MSG } from '../messages';

/** Says, on every tab, when the site runs on the sandbox gateway: no payment here is real money. */
export function TestModeBanner() {
  useI18n();
  const mode = usePaymentsMode();
  if (mode !== 'sandbox') return null;
  return (
    <p className="admin-test-mode" role="note">
      <strong>{MSG.testModeTitle}</strong> {MSG.testModeText}
    </p>
  );
}
