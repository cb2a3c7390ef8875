import { usePaymentsMode } from '@/lib/queries/config';
import { MSG } from '../messages';

/** Says, on every tab, when the site runs on the sandbox gateway: no payment here is real money. */
export function TestModeBanner() {
  const mode = usePaymentsMode();
  if (mode !== 'sandbox') return null;
  return (
    <p className="admin-test-mode" role="note">
      <strong>{MSG.testModeTitle}</strong> {MSG.testModeText}
    </p>
  );
}
