import type { RegistrationView } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/i18n/format';
import { localiseRupees } from '@/lib/i18n/money';
import type { Shared } from '@/lib/wasm';

import { useI18n } from '../i18n';
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
  const { i18n, language } = useI18n();
  const difference = feeAfter === null ? 0 : feeAfter - registration.feePaise;
  const rupees = (paise: number) => localiseRupees(shared.formatRupees(paise), language);
  return (
    <>
      <p>
        {i18n._('registration.edit.intro', {
          team: registration.collegeName || i18n._('registration.edit.yourTeam'),
        })}
      </p>
      {registration.changeDeadline && (
        <p>{changeUntil(formatFestDateTime(registration.changeDeadline))}</p>
      )}
      <p className="reg-fee-change" aria-live="polite">
        {difference > 0 && payMore(rupees(difference))}
        {difference < 0 && refundDue(rupees(-difference))}
      </p>
    </>
  );
}
