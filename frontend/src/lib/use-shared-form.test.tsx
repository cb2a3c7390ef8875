import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TextField } from '@/components/ui/text-field';

import { ApiError } from './api-client';
import type { ChangePasswordForm } from './api-types';
import { flatErrors, formErrorsOf, useSharedForm } from './use-shared-form';

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/** A password form built the one way: the shared rules' `validateChangePassword` checks it. */
function PasswordForm({ send }: { send: (values: ChangePasswordForm) => Promise<void> }) {
  const form = useSharedForm<ChangePasswordForm>({
    defaultValues: EMPTY,
    check: (shared, values) => shared.validateChangePassword(values),
    shown: ['currentPassword', 'password', 'confirmPassword'],
  });
  const { attach } = form;
  const field = (name: keyof ChangePasswordForm, label: string) => (
    <TextField
      label={label}
      type="password"
      value={form.values[name]}
      errors={form.errorsAt(name)}
      onChange={(event) => {
        form.set(name, event.target.value);
      }}
    />
  );
  return (
    <form
      ref={attach}
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await send(values);
        } catch (error) {
          if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
        }
      })}
    >
      {field('currentPassword', 'Current password')}
      {field('password', 'New password')}
      {field('confirmPassword', 'Confirm new password')}
      {form.otherErrors.length > 0 && (
        <ul role="alert">
          {form.otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(send = vi.fn<(values: ChangePasswordForm) => Promise<void>>()) {
  const user = userEvent.setup();
  render(<PasswordForm send={send} />);
  return { user, send };
}

describe('useSharedForm', () => {
  it('shows the shared rules’ messages at their fields and focuses the first, sending nothing', async () => {
    const { user, send } = renderForm();
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const password = screen.getByLabelText('New password');
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
    });
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    // Editing a field forgets its errors only.
    await user.type(password, 'defghijk');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends the values once the rules pass', async () => {
    const { user, send } = renderForm(vi.fn(() => Promise.resolve()));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(send).toHaveBeenCalledWith({
        currentPassword: 'old-password',
        password: 'new-password',
        confirmPassword: 'new-password',
      });
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the server’s field errors (422) at their fields, lists the others, and focuses the first field', async () => {
    const refusal = new ApiError(422, 'Please check the form.', {
      success: false,
      message: 'Please check the form.',
      errors: {
        currentPassword: ['Your current password is not correct.'],
        form: ['Too many attempts today.'],
      },
    });
    const { user, send } = renderForm(vi.fn(() => Promise.reject(refusal)));
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('Your current password is not correct.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts today.');
    expect(current).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the errors as react-hook-form keeps them', () => {
  it('go both ways between field paths and nested errors, every message kept', () => {
    const paths = {
      'beds.Men': ['Enter a number of beds.'],
      beds: ['Say the beds of at least one block.'],
      'events[2]': ['Unknown event.', 'Not registrable.'],
      form: ['Please check the form.'],
    };
    expect(flatErrors(formErrorsOf(paths, 'server'))).toEqual({
      beds: ['Say the beds of at least one block.'],
      'beds.Men': ['Enter a number of beds.'],
      'events.2': ['Unknown event.', 'Not registrable.'],
      form: ['Please check the form.'],
    });
  });
});
