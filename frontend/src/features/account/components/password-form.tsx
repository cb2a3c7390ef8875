import { useState } from 'react';

import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, textOr } from '@/lib/api-client';
import type { ChangePasswordForm } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';
import type { Shared } from '@/lib/wasm';

import { useChangePassword } from '../api/change-password';
import { useI18n } from '../i18n';

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const SHOWN = ['currentPassword', 'password', 'confirmPassword'];

/**
 * The password card (PUT /user/me/password): the current password and the new one twice. An account
 * made with Google may have no password yet: it is offered 'Set a password' with only the new one
 * (twice); should the server ask for the current one after all (the account has one), its box
 * appears. Checked with the shared rules first; the server's message is a toast, and the form is
 * cleared after a success (other sessions end, this one stays).
 */
export function PasswordForm({ user }: { user: User; shared: Shared }) {
  const [askCurrent, setAskCurrent] = useState(user.authProvider !== 'google');
  const form = useSharedForm<ChangePasswordForm>({
    defaultValues: EMPTY,
    check: (rules, values) => rules.validateChangePassword(inputOf(values)),
    shown: askCurrent ? SHOWN : SHOWN.filter((path) => path !== 'currentPassword'),
  });
  const { attach } = form;
  const change = useChangePassword();
  const { i18n } = useI18n();

  /** What is checked and sent: without the current password when none is asked for. */
  function inputOf(values: ChangePasswordForm): ChangePasswordForm {
    return askCurrent ? values : { ...values, currentPassword: '' };
  }

  const field = (name: keyof ChangePasswordForm) => ({
    name,
    type: 'password',
    required: true,
    value: form.values[name],
    errors: form.errorsAt(name),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
    },
  });

  async function submit(values: ChangePasswordForm) {
    const input = inputOf(values);
    try {
      const response = await change.mutateAsync(input);
      notify.success(textOr(response.message, i18n._('account.password.changed')));
      form.methods.reset(EMPTY);
      setAskCurrent(true); // the account has a password now
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        if ('currentPassword' in error.fieldErrors) setAskCurrent(true);
        form.showErrors(error.fieldErrors);
      }
    }
  }

  const otherErrors = form.otherErrors;

  const label = askCurrent
    ? change.isPending
      ? i18n._('account.password.changing')
      : i18n._('account.password.change')
    : change.isPending
      ? i18n._('account.password.setting')
      : i18n._('account.password.set');

  return (
    <section className="account-card" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="account-card__title">
        {i18n._('account.password.title')}
      </h2>
      {!askCurrent && <p className="account-muted">{i18n._('account.password.setIntro')}</p>}
      <form
        ref={attach}
        className="account-form"
        noValidate
        onSubmit={form.onSubmit(submit, change.isPending)}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        {askCurrent && (
          <TextField
            label={i18n._('account.password.current')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
        <div className="account-form__grid">
          <TextField
            label={i18n._('account.password.new')}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label={i18n._('account.password.confirm')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </div>
        {otherErrors.length > 0 && (
          <ul role="alert" className="account-alert">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" className="account-form__submit" disabled={change.isPending}>
          {label}
        </Button>
      </form>
    </section>
  );
}
