import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';

import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useI18n } from '../i18n';
import { checkLogin } from '../lib/validate';
import type { LoginInput } from '../types';
import { EmailField, PasswordField } from './auth-fields';
import { FormErrors } from './form-errors';
import { GoogleLogin } from './google-login';

const FIELDS: readonly (keyof LoginInput)[] = ['email', 'password'];

/**
 * Login by e-mail and password (SPEC 2.13), then the OR divider and Google sign-in. The e-mail starts
 * as `initialEmail` (after a password reset); 'Forgot password?' hands what was typed to `onForgot`.
 */
export function LoginForm({
  initialEmail = '',
  onForgot,
}: {
  initialEmail?: string;
  onForgot: (email: string) => void;
}) {
  const [empty] = useState<LoginInput>(() => ({ email: initialEmail, password: '' }));
  const { values, errors, field, submit, attach } = useAuthForm(empty);
  const { mutateAsync: mutate, isPending } = useLogin();
  const complete = useCompleteLogin();
  const { i18n } = useI18n();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const input = { ...values, email: values.email.trim() };
    const failure = i18n._('auth.toast.loginFailed');
    await submit(checkLogin(input), failure, async () => {
      const response = await mutate(input);
      complete(response, {
        success: i18n._('auth.toast.loginSuccess'),
        failure,
        celebrate: true,
      });
    });
  }

  return (
    <>
      <form
        ref={attach}
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <EmailField {...field('email')} />
        <PasswordField autoComplete="current-password" {...field('password')} />
        <p className="auth-form__forgot">
          <Button
            variant="text"
            onClick={() => {
              onForgot(values.email.trim());
            }}
          >
            {i18n._('auth.login.forgot')}
          </Button>
        </p>
        <FormErrors errors={errors} shown={FIELDS} />
        <Button type="submit" block disabled={isPending}>
          {isPending ? i18n._('auth.login.busy') : i18n._('auth.login.submit')}
        </Button>
      </form>
      <GoogleLogin />
    </>
  );
}
