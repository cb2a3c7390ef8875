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
import { useI18n } from '../i18n';
import { checkForgotPassword, checkResetPassword } from '../lib/validate';
import { EmailField, PasswordField } from './auth-fields';
import { FormErrors } from './form-errors';

const FIELDS: readonly (keyof ResetPasswordForm)[] = [
  'email',
  'code',
  'password',
  'confirmPassword',
];

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
  const { i18n } = useI18n();

  const email = values.email.trim();

  async function requestCode(again: boolean) {
    const input = { email };
    await submit(checkForgotPassword(input), i18n._('auth.forgot.sendCodeFailed'), async () => {
      const response = await forgot.mutateAsync(input);
      const message = textOr(response.message, i18n._('auth.forgot.codeSent'));
      setSent(message);
      if (again) notify.success(message);
    });
  }

  async function resetWithCode() {
    const input: ResetPasswordForm = { ...values, email };
    await submit(checkResetPassword(input), i18n._('auth.forgot.resetFailed'), async () => {
      const response = await reset.mutateAsync(input);
      notify.success(textOr(response.message, i18n._('auth.forgot.passwordReset')));
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
        ? i18n._('auth.forgot.sendingCode')
        : i18n._('auth.forgot.sendCode')
      : reset.isPending
        ? i18n._('auth.forgot.resetting')
        : i18n._('auth.forgot.resetPassword');

  return (
    <>
      <form ref={attach} className="auth-form" noValidate onSubmit={onSubmit}>
        <p role="status" className="auth-note">
          {sent ?? i18n._('auth.forgot.intro')}
        </p>
        <EmailField {...field('email')} readOnly={sent !== null} />
        {sent !== null && (
          <>
            <div className="auth-otp">
              <TextField
                label={i18n._('auth.field.code')}
                name="code"
                inputMode="numeric"
                autoFocus
                autoComplete="one-time-code"
                maxLength={otpDigits}
                placeholder={
                  otpDigits
                    ? i18n._('auth.field.codePlaceholder', { digits: otpDigits })
                    : undefined
                }
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
                {i18n._('auth.forgot.resendCode')}
              </Button>
            </div>
            <PasswordField
              label={i18n._('auth.field.newPassword')}
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordField
              label={i18n._('auth.field.confirmNewPassword')}
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
          {i18n._('auth.forgot.backToLogin')}
        </Button>
      </p>
    </>
  );
}
