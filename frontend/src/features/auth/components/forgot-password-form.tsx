import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { textOr } from '@/lib/api-client';
import type { ResetPasswordForm } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { checkForgotPassword, checkResetPassword } from '../lib/validate';
import { MSG } from '../messages';
import { EmailField, PasswordField } from './auth-fields';
import { FormErrors } from './form-errors';

const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

/**
 * A forgotten password, in two steps. Step 1 asks for the account's e-mail (`initialEmail`, what was
 * typed on the login form) and sends it a code (Send code); the server's answer is the same whether or
 * not the address has an account, and is shown above step 2: the code (digits only, capped at the
 * shared rules' digit count), the new password twice, and Reset password. Both steps are checked with
 * the shared rules first; the server's refusals (a wrong or expired code, too many tries) are toasts.
 * After the reset `onDone` gets the e-mail, to log in with the new password; 'Back to login' hands the
 * e-mail to `onBack`.
 */
export function ForgotPasswordForm({
  initialEmail,
  onDone,
  onBack,
}: {
  initialEmail: string;
  onDone: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const [empty] = useState<ResetPasswordForm>(() => ({
    email: initialEmail,
    code: '',
    password: '',
    confirmPassword: '',
  }));
  const { values, errors, field, setValue, submit, attach } = useAuthForm(empty);
  /** The server's answer to Send code; step 2 once there is one. */
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const busy = forgot.isPending || reset.isPending;
  const otpDigits = useSharedOrNull()?.limits().otpDigits;

  const email = values.email.trim();

  async function requestCode(again: boolean) {
    const input = { email };
    await submit(checkForgotPassword(input), MSG.sendCodeFailed, async () => {
      const response = await forgot.mutateAsync(input);
      const message = textOr(response.message, MSG.codeSent);
      setSent(message);
      if (again) notify.success(message);
    });
  }

  async function resetWithCode() {
    const input: ResetPasswordForm = { ...values, email };
    await submit(checkResetPassword(input), MSG.resetFailed, async () => {
      const response = await reset.mutateAsync(input);
      notify.success(textOr(response.message, MSG.passwordReset));
      onDone(email);
    });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (sent === null ? requestCode(false) : resetWithCode());
  }

  const mainLabel =
    sent === null
      ? forgot.isPending
        ? MSG.sendingCode
        : MSG.sendCode
      : reset.isPending
        ? MSG.resetting
        : MSG.resetPassword;

  return (
    <>
      <form ref={attach} className="auth-form" noValidate onSubmit={onSubmit}>
        <p role="status" className="auth-note">
          {sent ?? MSG.forgotIntro}
        </p>
        <EmailField {...field('email')} readOnly={sent !== null} />
        {sent !== null && (
          <>
            <div className="auth-otp">
              <TextField
                label="Code"
                name="code"
                inputMode="numeric"
                autoFocus
                autoComplete="one-time-code"
                maxLength={otpDigits}
                placeholder={otpDigits ? `Enter ${otpDigits}-digit code` : undefined}
                required
                {...field('code')}
                onChange={(event) => {
                  setValue('code', event.target.value.replace(/\D/g, '').slice(0, otpDigits));
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
            <PasswordField
              label="New password"
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </>
        )}
        <FormErrors errors={errors} shown={FIELDS} />
        <Button type="submit" block disabled={busy}>
          {mainLabel}
        </Button>
      </form>
      <p className="auth-card__switch">
        <Button
          variant="text"
          onClick={() => {
            onBack(email);
          }}
        >
          {MSG.backToLogin}
        </Button>
      </p>
    </>
  );
}
