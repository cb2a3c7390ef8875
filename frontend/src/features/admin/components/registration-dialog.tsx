import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import type { RegistrationView, RevealedAadhaar } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';

import { useRefundRegistration } from '../api/refund-registration';
import { useRevealAadhaar } from '../api/reveal-aadhaar';
import { useI18n } from '../i18n';
import { formatDateTime } from '../lib/format';
import { canRefund } from '../lib/registration';
import { MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';
import { RefundDialog } from './refund-dialog';
import { RegistrationHistory } from './registration-history';
import { RegistrationReceipts } from './registration-receipts';

/**
 * The raw record of one registration, pretty-printed, with a copy button, under its payment status
 * and amount and, once cancelled, when and where its refund stands. Aadhaar numbers in it are
 * masked; admins can reveal them in full (an audited call). Admins can also refund a paid
 * registration (it is cancelled with a full refund) or ask again for a refund that failed, with a
 * reason; the record then shows the server's answer. Below the record, admins see the changes
 * made to the team (its history).
 */
export function RegistrationDialog({
  registration,
  isAdmin = false,
  onClose,
}: {
  registration: RegistrationView;
  isAdmin?: boolean;
  onClose: () => void;
}) {
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  const [current, setCurrent] = useState(registration);
  const json = JSON.stringify(current, null, 2);
  const { mutateAsync: reveal, isPending: revealing } = useRevealAadhaar();
  const [numbers, setNumbers] = useState<RevealedAadhaar[] | null>(null);
  const { mutateAsync: refund, isPending: refundBusy } = useRefundRegistration();
  const [refunding, setRefunding] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** After a refund, once its dialog has gone (its button may have gone too): focus the summary. */
  const focusSummary = useRef(false);

  useEffect(() => {
    if (refunding || !focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify.success(MSG.copied);
    } catch (error) {
      console.error('Copy failed', error);
      notify.error(MSG.copyFailed);
    }
  };
  const revealNumbers = async () => {
    try {
      const response = await reveal(current._id);
      setNumbers(response.numbers);
    } catch (error) {
      notify.error(errorMessage(error, MSG.revealFailed));
    }
  };
  const confirmRefund = async (reason: string) => {
    setRefundError(null);
    try {
      const response = await refund({ id: current._id, reason });
      const message = textOr(response.message, MSG.refundRequested);
      // The gateway may refuse at once: the registration is cancelled, its refund to be retried.
      if (response.registration.refundStatus === 'failed') notify.warning(message);
      else notify.success(message);
      setCurrent(response.registration);
      focusSummary.current = true;
      setRefunding(false);
    } catch (error) {
      console.error('Failed to refund the registration', error);
      const reasonErrors = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
      setRefundError(reasonErrors?.join(' ') ?? errorMessage(error));
    }
  };

  const summary: [string, ReactNode][] = [
    [MSG.paymentStatus, <Badge key="status" value={current.paymentStatus} />],
    [MSG.amount, rupees(current.amount)],
  ];
  if (current.refundStatus) {
    summary.push([MSG.refundStatus, <Badge key="refund" value={current.refundStatus} />]);
  }
  if (typeof current.refundAmount === 'number') {
    summary.push([MSG.refundAmount, rupees(current.refundAmount)]);
  }
  if (current.cancelledAt) summary.push([MSG.cancelledAt, formatDateTime(current.cancelledAt)]);

  return (
    <Modal
      title={i18n._('admin.registration.details')}
      onClose={onClose}
      className="admin-dialog admin-dialog--wide"
    >
      <div ref={summaryRef} tabIndex={-1}>
        <Details items={summary} />
      </div>
      <pre className="admin-json" tabIndex={0} aria-label={i18n._('admin.registration.json')}>
        {json}
      </pre>
      {isAdmin && <RegistrationHistory id={current._id} />}
      {isAdmin && <RegistrationReceipts id={current._id} />}
      {numbers && (
        <section aria-label={MSG.aadhaarNumbers} aria-live="polite">
          <h3>{MSG.aadhaarNumbers}</h3>
          {numbers.length === 0 ? (
            <p>{MSG.noAadhaar}</p>
          ) : (
            <table className="admin-aadhaar">
              <thead>
                <tr>
                  <th scope="col">{i18n._('admin.registration.person')}</th>
                  <th scope="col">{i18n._('admin.registration.name')}</th>
                  <th scope="col">{i18n._('admin.registration.aadhaar')}</th>
                </tr>
              </thead>
              <tbody>
                {numbers.map((n) => (
                  <tr key={n.path}>
                    <td>
                      <code>{n.path}</code>
                    </td>
                    <td>{n.fullname ?? '—'}</td>
                    <td>{n.aadharId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <div className="admin-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
        {isAdmin && canRefund(current) && (
          <Button
            variant="ghost"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              setRefundError(null);
              setRefunding(true);
            }}
          >
            {MSG.refund}
          </Button>
        )}
        {isAdmin && numbers === null && (
          <Button
            variant="ghost"
            disabled={revealing}
            onClick={() => {
              void revealNumbers();
            }}
          >
            {revealing ? MSG.loading : MSG.revealAadhaar}
          </Button>
        )}
        <Button
          onClick={() => {
            void copy();
          }}
        >
          {MSG.copy}
        </Button>
      </div>
      {refunding && (
        <RefundDialog
          registration={current}
          busy={refundBusy}
          error={refundError}
          onRefund={(reason) => {
            void confirmRefund(reason);
          }}
          onCancel={() => {
            setRefunding(false);
          }}
        />
      )}
    </Modal>
  );
}
