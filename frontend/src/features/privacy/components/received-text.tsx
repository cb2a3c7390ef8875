import type { GrievanceReceipt } from '@/lib/api-types';

import { useI18n } from '../i18n';
import { formatLongDay } from '../lib/days';

/** Where and by when a grievance (or a member's request) is answered, and its reference to keep. */
export function ReceivedText({ receipt }: { receipt: GrievanceReceipt }) {
  const { i18n } = useI18n();
  return (
    <>
      <p>
        {i18n._('privacy.received', {
          reference: receipt.reference,
          email: receipt.email,
          dueOn: formatLongDay(receipt.dueOn),
        })}
      </p>
      <p className="grievance__muted">{i18n._('privacy.keepReference')}</p>
    </>
  );
}
