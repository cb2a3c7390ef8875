import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, withoutField, type FieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { checkLogin } from '../lib/validate';
import { MSG } from '../messages';
import type { LoginInput } from '../types';
import { FormErrors } from './form-errors';
import { GoogleLogin } from './google-login';

const EMPTY: LoginInput = { email: '', password: '' };

/** Login by e-mail and password (SPEC 2.13), then the OR divider and Google sign-in. */
export function LoginForm() {
  const [form, setForm] = useState<LoginInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync: mutate, isPending } = useLogin();
  const complete = useCompleteLogin();

  const update = (field: keyof LoginInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const input = { ...form, email: form.email.trim() };
    const checked = await checkLogin(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const response = await mutate(input);
      complete(response, { success: MSG.loginSuccess, failure: MSG.loginFailed, celebrate: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      notify.error(errorMessage(error, MSG.loginFailed));
    }
  }

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          errors={errors.email}
          onChange={(event) => {
            update('email')(event.target.value);
          }}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          errors={errors.password}
          onChange={(event) => {
            update('password')(event.target.value);
          }}
        />
        <FormErrors errors={errors} shown={['email', 'password']} />
        <Button type="submit" block disabled={isPending}>
          {isPending ? MSG.loggingIn : MSG.login}
        </Button>
      </form>
      <GoogleLogin />
    </>
  );
}
