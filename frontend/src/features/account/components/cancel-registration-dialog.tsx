import { useState } from 'react';

import { useRuntimeConfig } from '@/app/api/get-config';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, textOr } from '@/lib/api-client';
import type { RegistrationView } from '@/lib/api-types';
import { useFormatRupees } from '@/lib/money';

import { useCancelRegistration } from '../api/cancel-registration';
import { wasPaid } from '../lib/registrations';
import { MSG } from '../messages';

/**
 * What a cancellation gives back: the amount paid in full when the server's cancellation fee
 * (GET /config) is 0, else the amount paid minus that fee, both as the server gives them.
 */
function RefundLine({ registration }: { registration: RegistrationView }) {
  const rupees = useFormatRupees();
  const config = useRuntimeConfig();
  const paid = rupees(registration.amount);
  const fee = config?.cancellationFeePaise ?? null;
  if (fee === null) return <p>{MSG.cancelRefundUnknownFee(paid)}</p>;
  if (fee === 0) return <p>{MSG.cancelRefundFull(paid)}</p>;
  return <p>{MSG.cancelRefundLessFee(paid, rupees(fee))}</p>;
}

/**
 * Asks before cancelling a registration (POST /events/{event}/cancel) and says what happens: the
 * place is freed, every pass of the team stops working, and what was paid comes back less the
 * cancellation fee (nothing to refund when nothing was paid). A refusal (the deadline has passed,
 * not cancellable) shows in the dialog, which stays open; after a cancellation `onCancelled` gets
 * the server's message. 'Keep my registration' and Escape close it (not while the request runs)
 * and send nothing.
 */
export function CancelRegistrationDialog({
  registration,
  title,
  onClose,
  onCancelled,
}: {
  registration: RegistrationView;
  /** The event's title. */
  title: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelRegistration();
  const [error, setError] = useState<string | null>(null);
  const paid = wasPaid(registration);
  const hasPasses = registration.paymentStatus === 'paid';

  async function confirm() {
    setError(null);
    try {
      const response = await cancel.mutateAsync(registration.event);
      onCancelled(textOr(response.message, MSG.cancelled));
    } catch (failure) {
      setError(errorMessage(failure, MSG.cancelFailed));
    }
  }

  return (
    <ConfirmDialog
      title={MSG.cancelTitle(title)}
      confirmLabel={cancel.isPending ? MSG.cancelling : MSG.cancelRegistration}
      cancelLabel={MSG.keepRegistration}
      busy={cancel.isPending}
      onConfirm={() => {
        if (!cancel.isPending) void confirm();
      }}
      onCancel={onClose}
    >
      <div className="account-dialog__text">
        <p>{MSG.cancelPlace(title)}</p>
        {hasPasses && <p>{MSG.cancelPasses}</p>}
        {paid ? (
          <>
            <RefundLine registration={registration} />
            {registration.paymentMode === 'offline' && <p>{MSG.cancelRefundOffline}</p>}
          </>
        ) : (
          <p>{MSG.cancelNothingPaid}</p>
        )}
        <p>{MSG.cancelFinal}</p>
      </div>
      {error && (
        <p role="alert" className="account-alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
