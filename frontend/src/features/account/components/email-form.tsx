import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';

import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr, withoutField, type FieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { Shared } from '@/lib/wasm';

import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { MSG } from '../messages';

/** The fields the form shows; errors of any other path (`form`) are listed above the buttons. */
const SHOWN = ['email', 'code'];

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
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  /** The server's answer to Send code: step 2 (the code) once there is one. */
  const [sent, setSent] = useState<string | null>(null);
  /** The address the last code went to. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const busy = request.isPending || confirm.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusInvalid.current = true;
    setErrors(next);
  };

  async function requestCode(again: boolean) {
    const input = { email: email.trim() };
    const checked = shared.validateChangeEmail(input);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const response = await request.mutateAsync(input);
      const message = textOr(response.message, MSG.codeSent);
      setSent(message);
      setSentTo(input.email);
      setCode('');
      if (again) notify.success(message);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify.error(errorMessage(error, MSG.emailRequestFailed));
        return;
      }
      const message = errorMessage(error, MSG.emailRequestFailed);
      if (error.fieldErrors) {
        showErrors(error.fieldErrors);
      } else if (error.status === 400 || error.status === 409) {
        // About the address: already the account's, or another account's.
        showErrors(sent === null ? { email: [message] } : { form: [message] });
      } else if (error.status === 429) {
        const timeLeft = timeLeftOf(error);
        const wait = timeLeft === undefined ? message : `${message} ${MSG.tryAgainIn(timeLeft)}`;
        if (timeLeft !== undefined && sentTo === input.email) {
          // The code sent a moment ago to this very address is still good.
          setSent((current) => current ?? MSG.codeSent);
          notify.info(wait);
        } else showErrors({ form: [wait] });
      } else {
        notify.error(message);
      }
    }
  }

  async function confirmCode() {
    const input = { code };
    const checked = shared.validateConfirmEmail(input);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await confirm.mutateAsync(input);
      notify.success(MSG.emailChanged);
      setEmail('');
      setCode('');
      setSent(null);
      setSentTo(null);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify.error(errorMessage(error, MSG.emailConfirmFailed));
        return;
      }
      const message = errorMessage(error, MSG.emailConfirmFailed);
      if (error.fieldErrors) showErrors(error.fieldErrors);
      else if (error.status === 400) showErrors({ code: [message] });
      else if (error.status === 409) showErrors({ form: [message] });
      else notify.error(message);
    }
  }

  function cancel() {
    setSent(null);
    setCode('');
    setErrors({});
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (sent === null ? requestCode(false) : confirmCode());
  }

  const otherErrors = Object.entries(errors)
    .filter(([path]) => !SHOWN.includes(path))
    .flatMap(([, messages]) => messages);

  const mainLabel =
    sent === null
      ? request.isPending
        ? MSG.sendingCode
        : MSG.sendCode
      : confirm.isPending
        ? MSG.confirming
        : MSG.confirm;

  return (
    <section className="account-card" aria-labelledby="account-email-title">
      <h2 id="account-email-title" className="account-card__title">
        {MSG.email}
      </h2>
      <dl className="account-identity">
        <div>
          <dt>{MSG.currentEmail}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <p role="status" className="account-muted">
          {sent ?? MSG.emailIntro}
        </p>
        <TextField
          label="New email"
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={sent !== null}
          value={email}
          errors={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => withoutField(current, 'email'));
          }}
        />
        {sent !== null && (
          <div className="account-code">
            <TextField
              label="Code"
              name="code"
              inputMode="numeric"
              autoFocus
              autoComplete="one-time-code"
              maxLength={otpDigits}
              placeholder={`Enter ${otpDigits}-digit code`}
              required
              value={code}
              errors={errors.code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, otpDigits));
                setErrors((current) => withoutField(current, 'code'));
              }}
            />
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                void requestCode(true);
              }}
            >
              {MSG.resendCode}
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
              {MSG.cancel}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
