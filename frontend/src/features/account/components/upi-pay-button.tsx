import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { getUpiOrder } from '@/components/checkout/upi-api';
import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { MSG } from '../messages';

/**
 * 'Pay by UPI' on a registration still waiting for its UPI payment (payments mode `upi`): loads the
 * order (GET /payments/upi/{orderId}) and opens the UPI checkout on it, so a payer who closed it
 * before entering the UTR can pay or submit it later; an order whose UTR is in opens saying it waits
 * for the organisers. The list loads again once a UTR is submitted.
 */
export function UpiPayButton({
  orderId,
  title,
  describedBy,
}: {
  orderId: string;
  /** What the order pays for (the event's title). */
  title: string;
  describedBy: string;
}) {
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      const order = await getUpiOrder(orderId);
      await checkout.open(
        {
          mode: 'upi',
          key: '',
          orderId: order.orderId,
          amount: order.amount,
          currency: order.currency,
          name: title,
          description: '',
          ...(order.upi ? { upi: order.upi } : {}),
          ...(order.state !== 'created' && order.utr ? { upiSubmittedUtr: order.utr } : {}),
        },
        {
          onSuccess: () => undefined,
          onFailure: () => undefined,
          onDismiss: () => undefined,
          onSubmitted: () => {
            void queryClient.invalidateQueries();
          },
        },
      );
    } catch (error) {
      notify.error(errorMessage(error, MSG.upiOrderFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        className="account-form__submit"
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void open()}
      >
        {MSG.payByUpi}
      </Button>
      {checkout.element}
    </>
  );
}
