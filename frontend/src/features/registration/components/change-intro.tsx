import type { RegistrationView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/dates';
import type { Shared } from '@/lib/wasm';

import { changeUntil, payMore, refundDue } from '../lib/messages';

/**
 * The message block of a team change: until when the team can be changed (India time), and, when
 * the changed team's fee (priced by the shared rules) differs from what was paid, the difference:
 * 'You will pay Rs. X more.' or 'Rs. X will be refunded.' (announced as it changes).
 */
export function ChangeIntro({
  shared,
  registration,
  feeAfter,
}: {
  shared: Shared;
  registration: RegistrationView;
  /** The changed team's fee, null while it cannot be priced. */
  feeAfter: number | null;
}) {
  const difference = feeAfter === null ? 0 : feeAfter - registration.feePaise;
  return (
    <>
      <p>
        Change who plays for {registration.collegeName || 'your team'}: add, remove or correct
        people, then save. The whole team is checked again.
      </p>
      {registration.changeDeadline && (
        <p>{changeUntil(formatFestDateTime(registration.changeDeadline))}</p>
      )}
      <p className="reg-fee-change" aria-live="polite">
        {difference > 0 && payMore(shared.formatRupees(difference))}
        {difference < 0 && refundDue(shared.formatRupees(-difference))}
      </p>
    </>
  );
}
