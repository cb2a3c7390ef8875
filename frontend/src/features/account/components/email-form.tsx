import { useMemo, useState } from 'react';

import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedForm, type SharedCheck } from '@/lib/use-shared-form';
import type { Shared } from '@/lib/wasm';

import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { useI18n } from '../i18n';

/** The fields the form shows; errors of any other path (`form`) are listed above the buttons. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const SHOWN = ['email', 'code'];

interface EmailValues {
  email: string;
  code: string;
}

/** The address step: the new address, trimmed. */
const checkEmail: SharedCheck<EmailValues> = (rules, values) =>
  rules.validateChangeEmail({ email: values.email.trim() });

/** The code step. */
const checkCode: SharedCheck<EmailValues> = (rules, values) =>
  rules.validateConfirmEmail({ code: values.code });

/** The seconds before another code may be asked for, when a 429 says so. */
function timeLeftOf(error: ApiError): number | undefined {
  const timeLeft = error.body?.timeLeft;
  return typeof timeLeft === 'number' ? timeLeft : undefined;
}

/**
 * The e-mail card: the current address, then the new one. Send code (POST /user/me/email) sends a
 * code there and shows the server's answer with a box for the code (digits only, capped at the shared
 * rules' digit count); Confirm (POST /user/me/email/verify) moves the account, whose new self becomes
 * the session's user; Cancel goes back to the address. Both steps are checked with the shared rules
 * first. The server's refusals show in the card: at the address (already yours, taken by another
 * account), at the code (wrong or expired), or above the buttons (a code sent a moment ago, with how
 * long to wait); its field errors (422) at their fields.
 */
export function EmailForm({ user, shared }: { user: User; shared: Shared }) {
  const otpDigits = useMemo(() => shared.limits().otpDigits, [shared]);
  /** The server's answer to Send code: step 2 (the code) once there is one. */
  const [sent, setSent] = useState<string | null>(null);
  /** The address the last code went to. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSharedForm<EmailValues>({
    defaultValues: { email: '', code: '' },
    check: sent === null ? checkEmail : checkCode,
    shown: SHOWN,
  });
  const { attach, values, showErrors } = form;
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const busy = request.isPending || confirm.isPending;
  const { i18n } = useI18n();

  /** After the server's 429 message: when another code may be asked for. */
  const tryAgainIn = (seconds: number) =>
    seconds === 1
      ? i18n._('account.email.tryAgainInOne', { seconds })
      : i18n._('account.email.tryAgainIn', { seconds });

  async function requestCode(again: boolean) {
    // Resend checks the address again, outside the form's submit.
    if (again && !(await form.validate(checkEmail))) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    const input = { email: form.methods.getValues('email').trim() };
    try {
      const response = await request.mutateAsync(input);
      const message = textOr(response.message, i18n._('account.email.codeSent'));
      setSent(message);
      setSentTo(input.email);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
      form.methods.setValue('code', '');
      if (again) notify.success(message);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify.error(errorMessage(error, i18n._('account.email.requestFailed')));
        return;
      }
      const message = errorMessage(error, i18n._('account.email.requestFailed'));
      if (error.fieldErrors) {
        showErrors(error.fieldErrors);
      } else if (error.status === 400 || error.status === 409) {
        // About the address: already the account's, or another account's.
        showErrors(sent === null ? { email: [message] } : { form: [message] });
      } else if (error.status === 429) {
        const timeLeft = timeLeftOf(error);
        const wait = timeLeft === undefined ? message : `${message} ${tryAgainIn(timeLeft)}`;
        if (timeLeft !== undefined && sentTo === input.email) {
          // The code sent a moment ago to this very address is still good.
          setSent((current) => current ?? i18n._('account.email.codeSent'));
          notify.info(wait);
        } else showErrors({ form: [wait] });
      } else {
        notify.error(message);
      }
    }
  }

  async function confirmCode() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    const input = { code: form.methods.getValues('code') };
    try {
      await confirm.mutateAsync(input);
      notify.success(i18n._('account.email.changed'));
      form.methods.reset({ email: '', code: '' });
      setSent(null);
      setSentTo(null);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify.error(errorMessage(error, i18n._('account.email.confirmFailed')));
        return;
      }
      const message = errorMessage(error, i18n._('account.email.confirmFailed'));
      if (error.fieldErrors) showErrors(error.fieldErrors);
      else if (error.status === 400) showErrors({ code: [message] });
      else if (error.status === 409) showErrors({ form: [message] });
      else notify.error(message);
    }
  }

  function cancel() {
    setSent(null);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    form.methods.setValue('code', '');
    form.clear();
    form.formElement?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }

  const otherErrors = form.otherErrors;

  const mainLabel =
    sent === null
      ? request.isPending
        ? i18n._('account.email.sending')
        : i18n._('account.email.send')
      : confirm.isPending
        ? i18n._('account.email.confirming')
        : i18n._('account.email.confirm');

  return (
    <section className="account-card" aria-labelledby="account-email-title">
      <h2 id="account-email-title" className="account-card__title">
        {i18n._('account.email.title')}
      </h2>
      <dl className="account-identity">
        <div>
          <dt>{i18n._('account.email.current')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <form
        ref={attach}
        className="account-form"
        noValidate
        onSubmit={form.onSubmit(() => (sent === null ? requestCode(false) : confirmCode()), busy)}
      >
        <p role="status" className="account-muted">
          {sent ?? i18n._('account.email.intro')}
        </p>
        <TextField
          label={i18n._('account.email.new')}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={sent !== null}
          value={values.email}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('email')}
          onChange={(event) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            form.set('email', event.target.value);
          }}
        />
        {sent !== null && (
          <div className="account-code">
            <TextField
              label={i18n._('account.email.code')}
              name="code"
              inputMode="numeric"
              autoFocus
              autoComplete="one-time-code"
              maxLength={otpDigits}
              placeholder={i18n._('account.email.codePlaceholder', { digits: otpDigits })}
              required
              value={values.code}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              errors={form.errorsAt('code')}
              onChange={(event) => {
                // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
                form.set('code', event.target.value.replace(/\D/g, '').slice(0, otpDigits));
              }}
            />
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                void requestCode(true);
              }}
            >
              {i18n._('account.email.resend')}
            </Button>
          </div>
        )}
        {otherErrors.length > 0 && (
          <ul role="alert" className="account-alert">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div className="account-actions">
          <Button type="submit" disabled={busy}>
            {mainLabel}
          </Button>
          {sent !== null && (
            <Button variant="ghost" disabled={confirm.isPending} onClick={cancel}>
              {i18n._('account.email.cancel')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
