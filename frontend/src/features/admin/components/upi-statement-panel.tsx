import { useId, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { StatementResult, UpiMatchLine, UpiWaiting } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';

import { useConfirmUpi, useMatchStatement, useUpiWaiting } from '../api/upi';
import { i18n, useI18n } from '../i18n';
import { formatDateTime, orDash } from '../lib/format';
import { UPI_MSG, UPI_OUTCOME_LABELS, UPI_REASON_LABELS } from '../messages';
import { LoadError } from './load-error';

/** What a line's outcome says, with why it matched nothing. */
function outcomeText(line: UpiMatchLine): string {
  const outcome = UPI_OUTCOME_LABELS[line.outcome];
  return line.reason
    ? i18n._('admin.upi.outcomeWhy', { outcome, reason: UPI_REASON_LABELS[line.reason] })
    : outcome;
}

/**
 * UPI payments (payments mode `upi`, admins only), on the Payments tab: the UTRs payers submitted
 * that wait for the organisers (each may be confirmed by hand, after a confirmation), and the bank
 * statement: pasted, or read from a CSV file, then matched on the server (UTR and exact amount).
 * The result lists every line: confirmed, confirmed before, flagged, or unmatched with why.
 */
export function UpiStatementPanel() {
  useI18n();
  const titleId = useId();
  const statementId = useId();
  const fileId = useId();
  const rupees = useFormatMoney();
  const waiting = useUpiWaiting();
  const match = useMatchStatement();
  const confirm = useConfirmUpi();
  // The server reads the statement; here only a blank one is refused.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const form = useSharedForm({ defaultValues: { statement: '' }, shown: ['statement'] });
  const { attach } = form;
  const statement = form.values.statement;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const errors = form.errorsAt('statement');
  const [result, setResult] = useState<StatementResult | null>(null);
  const [confirming, setConfirming] = useState<UpiWaiting | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    form.set('statement', await file.text());
  };

  const submit = async () => {
    if (statement.trim() === '') {
      form.showErrors({ statement: [UPI_MSG.statementMissing] });
      return;
    }
    try {
      const answer = await match.mutateAsync(statement);
      setResult(answer);
      form.clear();
      notify.success(UPI_MSG.matched(answer.confirmed));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors?.statement : undefined;
      form.showErrors({ statement: fieldErrors ?? [errorMessage(error, UPI_MSG.matchFailed)] });
    }
  };

  const confirmOne = async () => {
    if (!confirming) return;
    try {
      const line = await confirm.mutateAsync(confirming.orderId);
      notify.success(
        i18n._('admin.upi.confirmed', {
          reference: confirming.reference,
          outcome: outcomeText(line),
        }),
      );
    } catch (error) {
      notify.error(errorMessage(error, UPI_MSG.confirmFailed));
    }
    setConfirming(null);
  };

  const orders = waiting.data?.orders ?? [];

  return (
    <section className="admin-health admin-upi" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-section-title">
        {UPI_MSG.title}
      </h3>
      <p className="admin-hint">{UPI_MSG.hint}</p>

      <h4>{UPI_MSG.waitingTitle(orders.length)}</h4>
      {waiting.status === 'error' && (
        <LoadError message={waiting.message} onRetry={waiting.reload} />
      )}
      {orders.length === 0 ? (
        <p role="status">{UPI_MSG.noneWaiting}</p>
      ) : (
        <ul className="admin-health__list" aria-label={UPI_MSG.waitingList}>
          {orders.map((o) => (
            <li key={o.orderId} className="admin-health-item">
              <p className="admin-health-item__head">
                <strong>{o.reference}</strong> · {i18n._('admin.upi.utr', { utr: orDash(o.utr) })} ·{' '}
                {rupees(o.amount)} · {orDash(o.payer?.email)}
                {o.submittedAt && (
                  <span className="admin-health-item__since"> {formatDateTime(o.submittedAt)}</span>
                )}
              </p>
              <Button
                variant="ghost"
                className="admin-small-button"
                onClick={() => {
                  setConfirming(o);
                }}
              >
                {UPI_MSG.confirmByHand}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form ref={attach} className="admin-upi__form" onSubmit={form.onSubmit(submit)} noValidate>
        <label htmlFor={statementId} className="ui-field__label">
          {UPI_MSG.statementLabel}
        </label>
        <textarea
          id={statementId}
          className="ui-field__input admin-upi__statement"
          rows={8}
          value={statement}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${statementId}-errors` : undefined}
          onChange={(event) => {
            form.set('statement', event.target.value);
          }}
        />
        {errors && (
          <ul id={`${statementId}-errors`} className="ui-field__errors" role="alert">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <label htmlFor={fileId} className="ui-field__label">
          {UPI_MSG.fileLabel}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readFile(event)}
        />
        <Button type="submit" disabled={match.isPending} aria-busy={match.isPending || undefined}>
          {UPI_MSG.match}
        </Button>
      </form>

      {result && (
        <div role="region" aria-label={UPI_MSG.resultTitle}>
          <p role="status">
            {UPI_MSG.summary(
              result.confirmed,
              result.alreadyConfirmed,
              result.flagged,
              result.unmatched,
            )}
          </p>
          <table className="admin-upi__result">
            <thead>
              <tr>
                <th scope="col">{UPI_MSG.colLine}</th>
                <th scope="col">{i18n._('admin.upi.colUtr')}</th>
                <th scope="col">{UPI_MSG.colAmount}</th>
                <th scope="col">{UPI_MSG.colOutcome}</th>
                <th scope="col">{UPI_MSG.colReference}</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.line} data-outcome={line.outcome}>
                  <td>{line.line}</td>
                  <td>{orDash(line.utr)}</td>
                  <td>{line.amount == null ? '—' : rupees(line.amount)}</td>
                  <td>
                    {outcomeText(line)}
                    {line.reason === 'amount_differs' && line.orderAmount != null && (
                      <> ({UPI_MSG.orderAmount(rupees(line.orderAmount))})</>
                    )}
                  </td>
                  <td>{orDash(line.reference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {confirming && (
        <ConfirmDialog
          title={UPI_MSG.confirmTitle(confirming.reference)}
          confirmLabel={UPI_MSG.confirmByHand}
          busy={confirm.isPending}
          onConfirm={() => void confirmOne()}
          onCancel={() => {
            setConfirming(null);
          }}
        >
          <p>{UPI_MSG.confirmBody(orDash(confirming.utr), rupees(confirming.amount))}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
