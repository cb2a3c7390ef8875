import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import type {
  PaymentHealthAction,
  PaymentHealthItem,
  PaymentHealthKind,
  PaymentHealthResponse,
} from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';
import { usePaymentsMode } from '@/lib/queries/config';
import { LoadingStatus } from '@/components/ui/query-state';

import { usePaymentHealth } from '../api/get-payment-health';
import { useMarkBookingRefunded } from '../api/mark-booking-refunded';
import { useMarkChangeReceived } from '../api/mark-change-received';
import { useMarkChangeRefunded } from '../api/mark-change-refunded';
import { useMarkRefunded } from '../api/mark-refunded';
import { adminKeys, invalidate } from '../api/query-keys';
import { useRecheckRegistration } from '../api/recheck-registration';
import { useRefundBooking } from '../api/refund-booking';
import { useRefundOrphan } from '../api/refund-orphan';
import { useRefundRegistration } from '../api/refund-registration';
import { useResolveRegistration } from '../api/resolve-registration';
import { useRetryWebhook } from '../api/retry-webhook';
import { useI18n } from '../i18n';
import { formatCount, formatDateTime, humanise, orDash } from '../lib/format';
import { HEALTH_ACTION_LABELS, HEALTH_KIND_LABELS, MSG } from '../messages';
import { HealthActionDialog, healthSubject, type HealthDecision } from './health-action-dialog';
import { LoadError } from './load-error';
import { UpiStatementPanel } from './upi-statement-panel';

/** The items of each kind, in the order the server counted the kinds. */
function groups(data: PaymentHealthResponse) {
  return data.counts
    .filter((c) => c.count > 0)
    .map((c) => ({
      kind: c.kind,
      count: c.count,
      items: data.items.filter((i) => i.kind === c.kind),
    }));
}

/**
 * Payments (admins only): what about the money needs a human (GET /admin/payments/health). Counts
 * per kind, then the items grouped by kind, oldest first: who, which event, how much, since when
 * and why; each expands to its history (the audit log of its registration) and offers the actions
 * that fit, each confirmed in a dialog with a reason (kept in the audit log). The list loads again
 * after every action. In payments mode `upi`, the UPI panel comes first (UTRs waiting, the bank
 * statement to match).
 */
export function PaymentsTab() {
  useI18n();
  const health = usePaymentHealth();
  const paymentsMode = usePaymentsMode();
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const [acting, setActing] = useState<{
    item: PaymentHealthItem;
    action: PaymentHealthAction;
  } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const recheck = useRecheckRegistration();
  const resolve = useResolveRegistration();
  const refund = useRefundRegistration();
  const retry = useRetryWebhook();
  const markRefunded = useMarkRefunded();
  const markChangeRefunded = useMarkChangeRefunded();
  const markChangeReceived = useMarkChangeReceived();
  const refundOrphan = useRefundOrphan();
  const refundStay = useRefundBooking();
  const markStayRefunded = useMarkBookingRefunded();
  const busy =
    recheck.isPending ||
    resolve.isPending ||
    refund.isPending ||
    retry.isPending ||
    markRefunded.isPending ||
    markChangeRefunded.isPending ||
    markChangeReceived.isPending ||
    refundOrphan.isPending ||
    refundStay.isPending ||
    markStayRefunded.isPending;

  const run = async (
    item: PaymentHealthItem,
    action: PaymentHealthAction,
    { reason, resolution }: HealthDecision,
  ): Promise<string> => {
    const id = item.registrationId ?? '';
    switch (action) {
      case 'recheck':
        return (await recheck.mutateAsync({ id, reason: reason || undefined })).message;
      case 'resolve':
        return (await resolve.mutateAsync({ id, action: resolution, reason })).message;
      case 'refund': {
        const response = await refund.mutateAsync({ id, reason });
        const refundStatus = response.registration.refundStatus;
        if (refundStatus === 'failed' || refundStatus === 'unknown') {
          notify.warning(textOr(response.message, MSG.refundRequested));
          return '';
        }
        return response.message;
      }
      case 'retry_webhook':
        return (await retry.mutateAsync({ id: item.webhookFailureId ?? '', reason })).message;
      case 'mark_refunded':
        return (await markRefunded.mutateAsync({ id, reason })).message;
      case 'mark_change_refunded':
        await markChangeRefunded.mutateAsync({ id: item.changeId ?? '', reason });
        return MSG.healthChangeRefunded;
      case 'mark_change_received':
        return (await markChangeReceived.mutateAsync({ id: item.changeId ?? '' })).message;
      case 'refund_orphan': {
        const response = await refundOrphan.mutateAsync({
          id: item.orphanCaptureId ?? '',
          reason,
        });
        const refundStatus = response.capture.refundStatus;
        if (refundStatus === 'failed' || refundStatus === 'unknown') {
          notify.warning(textOr(response.message, MSG.refundRequested));
          return '';
        }
        return textOr(response.message, MSG.orphanRefunded);
      }
      case 'refund_stay': {
        const response = await refundStay.mutateAsync({ id: item.bookingId ?? '', reason });
        const refundStatus = response.booking.refundStatus;
        if (refundStatus === 'failed' || refundStatus === 'unknown') {
          notify.warning(MSG.refundRequested);
          return '';
        }
        return MSG.stayRefunded;
      }
      case 'mark_stay_refunded':
        await markStayRefunded.mutateAsync({ id: item.bookingId ?? '', reason });
        return MSG.healthChangeRefunded;
    }
  };

  const confirm = async (decision: HealthDecision) => {
    if (!acting) return;
    setActionError(null);
    try {
      const message = await run(acting.item, acting.action, decision);
      if (message !== '') notify.success(textOr(message, MSG.healthDone));
      // Resolve and refund are the registrations' own actions: the list follows them too.
      invalidate(queryClient, [adminKeys.paymentHealth]);
      setActing(null);
      // The item (and its button) may be gone: keep the focus in the tab.
      rootRef.current?.focus();
    } catch (error) {
      console.error('Failed to act on a payment-health item', error);
      const reasonErrors = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
      setActionError(reasonErrors?.join(' ') ?? errorMessage(error));
    }
  };

  const data = health.data;
  return (
    <div className="admin-tab" ref={rootRef} tabIndex={-1}>
      <div className="admin-toolbar">
        {data && (
          <p className="admin-toolbar__count">
            {MSG.healthCheckedAt(formatDateTime(data.checkedAt))}
          </p>
        )}
        <Button
          variant="ghost"
          className="admin-small-button admin-toolbar__end"
          disabled={health.status === 'loading'}
          aria-busy={health.status === 'loading' || undefined}
          onClick={health.reload}
        >
          {MSG.healthReload}
        </Button>
      </div>
      {paymentsMode === 'upi' && <UpiStatementPanel />}
      {health.status === 'error' && <LoadError message={health.message} onRetry={health.reload} />}
      {!data && health.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <ul className="admin-counters" aria-label={MSG.healthCounts}>
            {data.counts.map((c) => (
              <li
                key={c.kind}
                className={`admin-counter${c.count > 0 ? ' admin-counter--pending' : ''}`}
              >
                <span className="admin-counter__label">{HEALTH_KIND_LABELS[c.kind]}</span>
                <span className="admin-counter__value">{formatCount(c.count)}</span>
              </li>
            ))}
          </ul>
          {data.total === 0 ? (
            <p className="admin-health__empty" role="status">
              {MSG.healthEmpty}
            </p>
          ) : (
            groups(data).map((group) => (
              <HealthGroup
                key={group.kind}
                kind={group.kind}
                count={group.count}
                items={group.items}
                onAction={(item, action) => {
                  setActionError(null);
                  setActing({ item, action });
                }}
              />
            ))
          )}
        </>
      )}
      {acting && (
        <HealthActionDialog
          item={acting.item}
          action={acting.action}
          busy={busy}
          error={actionError}
          onConfirm={(decision) => {
            void confirm(decision);
          }}
          onCancel={() => {
            setActing(null);
          }}
        />
      )}
    </div>
  );
}

function HealthGroup({
  kind,
  count,
  items,
  onAction,
}: {
  kind: PaymentHealthKind;
  count: number;
  items: PaymentHealthItem[];
  onAction: (item: PaymentHealthItem, action: PaymentHealthAction) => void;
}) {
  useI18n();
  const titleId = useId();
  return (
    <section className="admin-health" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-section-title">
        {HEALTH_KIND_LABELS[kind]}{' '}
        <span className="admin-section-title__note">{formatCount(count)}</span>
      </h3>
      {count > items.length && (
        <p className="admin-hint">
          {MSG.healthOldest(formatCount(items.length), formatCount(count))}
        </p>
      )}
      <ul className="admin-health__list">
        {items.map((item) => (
          <HealthItemCard key={item.id} item={item} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}

function HealthItemCard({
  item,
  onAction,
}: {
  item: PaymentHealthItem;
  onAction: (item: PaymentHealthItem, action: PaymentHealthAction) => void;
}) {
  const { i18n } = useI18n();
  const rupees = useFormatMoney();
  const historyId = useId();
  const [open, setOpen] = useState(false);
  const who = healthSubject(item);
  return (
    <li className="admin-health-item" data-testid={`health-item-${item.id}`}>
      <p className="admin-health-item__head">
        <strong>
          {item.owner ? `${item.owner.name} <${item.owner.email}>` : MSG.healthUnknownOwner}
        </strong>
        <span>{orDash(item.eventTitle ?? item.event)}</span>
        {typeof item.amount === 'number' && <span>{rupees(item.amount)}</span>}
        <span className="admin-health-item__since">
          {MSG.healthSince(formatDateTime(item.since))}
        </span>
      </p>
      <p className="admin-health-item__detail">{item.detail}</p>
      {item.registrationId && (
        <p className="admin-hint">
          {MSG.healthRegistration} <code className="admin-id">{item.registrationId}</code>
        </p>
      )}
      <div className="admin-actions admin-health-item__actions">
        {item.actions.map((action) => (
          <Button
            key={action}
            variant="ghost"
            className="admin-small-button"
            aria-label={`${HEALTH_ACTION_LABELS[action]}: ${who}`}
            onClick={() => {
              onAction(item, action);
            }}
          >
            {HEALTH_ACTION_LABELS[action]}
          </Button>
        ))}
        <Button
          variant="ghost"
          className="admin-small-button"
          aria-expanded={open}
          aria-controls={historyId}
          aria-label={`${open ? MSG.healthHideHistory : MSG.healthHistory(item.history.length)}: ${who}`}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {open ? MSG.healthHideHistory : MSG.healthHistory(item.history.length)}
        </Button>
      </div>
      <div id={historyId} hidden={!open}>
        {item.history.length === 0 ? (
          <p className="admin-hint">{MSG.healthNoHistory}</p>
        ) : (
          <ol
            className="admin-health-history"
            aria-label={i18n._('admin.health.historyOf', { who })}
          >
            {item.history.map((entry, i) => (
              <li key={`${entry.at}-${String(i)}`} className="admin-health-history__entry">
                <span className="admin-health-history__when">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ·{' '}
                  {humanise(entry.action)} · {orDash(entry.actorEmail)}
                </span>
                {entry.detail !== '' && <span className="admin-audit-details">{entry.detail}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}
