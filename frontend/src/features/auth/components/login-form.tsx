import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';

import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { checkLogin } from '../lib/validate';
import { MSG } from '../messages';
import type { LoginInput } from '../types';
import { EmailField, PasswordField } from './auth-fields';
import { FormErrors } from './form-errors';
import { GoogleLogin } from './google-login';

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

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const input = { ...values, email: values.email.trim() };
    await submit(checkLogin(input), MSG.loginFailed, async () => {
      const response = await mutate(input);
      complete(response, { success: MSG.loginSuccess, failure: MSG.loginFailed, celebrate: true });
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
            {MSG.forgotPassword}
          </Button>
        </p>
        <FormErrors errors={errors} shown={['email', 'password']} />
        <Button type="submit" block disabled={isPending}>
          {isPending ? MSG.loggingIn : MSG.login}
        </Button>
      </form>
      <GoogleLogin />
    </>
  );
}
