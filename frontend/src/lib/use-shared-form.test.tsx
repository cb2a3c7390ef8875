import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonInput } from 'fest-shared-wasm';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TextField } from '@/components/ui/text-field';

import { ApiError } from './api-client';
import type { ChangePasswordForm } from './api-types';
import {
  flatErrors,
  formErrorsOf,
  formPath,
  keepEqual,
  useSharedForm,
  type SharedSteps,
} from './use-shared-form';

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

/** A weightlifting entry in three steps: the college, the athlete, the referral code. */
interface Entry {
  collegeName: string;
  collegeAddress: string;
  accompanyingCoach: 'No';
  team: { athlete: PersonInput[] };
  referralCode: string;
}
type AthleteField = 'fullname' | 'email' | 'phoneNumber' | 'aadharId';

const ENTRY: Entry = {
  collegeName: '',
  collegeAddress: '',
  accompanyingCoach: 'No',
  team: { athlete: [{ fullname: '', email: '', phoneNumber: '', aadharId: '' }] },
  referralCode: '',
};

const STEPS: SharedSteps<Entry> = {
  names: ['college', 'team', 'receipt'],
  check: (shared, values, step) =>
    shared.validateStep('weightlifting', step as 'college' | 'team' | 'receipt', values),
  of: (path) =>
    path.startsWith('college') ? 'college' : path.startsWith('team') ? 'team' : 'receipt',
};

const ATHLETE: [AthleteField, string][] = [
  ['fullname', 'Full Name'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone Number'],
  ['aadharId', 'Aadhaar Number'],
];

/**
 * A form in steps built the one way: Next checks the step shown with the shared `validateStep`, the
 * submit every step with `validateRegistration`; a step reached by Next or Back focuses its heading.
 */
function EntryForm({ send }: { send: (values: Entry) => Promise<void> }) {
  const form = useSharedForm<Entry>({
    defaultValues: ENTRY,
    check: (shared, values) => shared.validateRegistration('weightlifting', values),
    steps: STEPS,
    shown: ['collegeName', 'collegeAddress', 'team', 'referralCode'],
  });
  const { attach, values } = form;
  const { name, moves } = form.step;
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const text = (path: 'collegeName' | 'collegeAddress' | 'referralCode', label: string) => (
    <TextField
      label={label}
      value={values[path]}
      errors={form.errorsAt(path)}
      onChange={(event) => {
        form.set(path, event.target.value);
      }}
    />
  );
  const athlete = values.team.athlete[0];

  return (
    <form ref={attach} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        Step {form.step.index + 1}: {name}
      </h2>
      {notice && <p role="alert">{notice}</p>}
      {name === 'college' && (
        <>
          {text('collegeName', 'College Name')}
          {text('collegeAddress', 'College Address')}
        </>
      )}
      {name === 'team' &&
        ATHLETE.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={athlete?.[field] ?? ''}
            // The shared rules' own path: the form finds it as `team.athlete.0.<field>`.
            errors={form.errorsAt(`team.athlete[0].${field}`)}
            onChange={(event) => {
              form.set(`team.athlete.0.${field}`, event.target.value);
            }}
          />
        ))}
      {name === 'receipt' && (
        <>
          {text('referralCode', 'Referral Code')}
          <button
            type="button"
            onClick={() => {
              // A change made away from the athlete's step.
              form.methods.setValue('team.athlete.0.email', '');
            }}
          >
            Forget the e-mail
          </button>
        </>
      )}
      {!form.step.last && (
        <button type="button" onClick={() => void form.step.next()}>
          Next
        </button>
      )}
      {form.step.index > 0 && (
        <button type="button" onClick={form.step.back}>
          Back
        </button>
      )}
      {form.step.last && (
        <button
          type="button"
          onClick={() =>
            void form.submit(
              async (checked) => {
                setNotice(null);
                try {
                  await send(checked);
                } catch (error) {
                  if (error instanceof ApiError && error.fieldErrors)
                    form.showErrors(error.fieldErrors);
                }
              },
              (errors) => {
                setNotice(`Refused: ${Object.keys(errors).sort().join(', ')}`);
              },
            )
          }
        >
          Send
        </button>
      )}
    </form>
  );
}

function renderEntry(send = vi.fn<(values: Entry) => Promise<void>>()) {
  const user = userEvent.setup();
  render(<EntryForm send={send} />);
  return { user, send };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 });

/** Fills the college step and the athlete's step, going on with Next (plain DOM events). */
function toReceipt() {
  fireEvent.change(screen.getByLabelText('College Name'), { target: { value: 'Some College' } });
  fireEvent.change(screen.getByLabelText('College Address'), { target: { value: 'Gaya, Bihar' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  for (const [field, value] of [
    ['Full Name', 'Asha Kumari'],
    ['Email', 'asha@example.com'],
    ['Phone Number', '9876543210'],
    ['Aadhaar Number', '123456789012'],
  ] as const) {
    fireEvent.change(screen.getByLabelText(field), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(stepHeading()).toHaveTextContent('Step 3: receipt');
}

describe('a form in steps', () => {
  it('checks the step shown on Next, at once, with its shared validator; Back checks nothing', async () => {
    const { user } = renderEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Refused at once (the rules are loaded): the same step, its messages, its first field focused.
    expect(stepHeading()).toHaveTextContent('Step 1: college');
    const name = screen.getByLabelText('College Name');
    expect(name).toHaveAccessibleDescription('Please fill in your College Name and Address.');
    expect(screen.getByLabelText('College Address')).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(name, 'Some College');
    await user.type(screen.getByLabelText('College Address'), 'Gaya, Bihar');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Step 2: team');
    expect(stepHeading()).toHaveFocus();

    // The athlete's messages, at the paths the shared rules name (`team.athlete[0].email`).
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Step 2: team');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email for Athlete #1',
    );
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    // Back: no check, and the errors are forgotten.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 1: college');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByLabelText('College Name')).toHaveValue('Some College');
    expect(screen.queryByRole('textbox', { description: /Enter a valid/ })).toBeNull();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('re-checks every step on submit and shows the first step with errors', async () => {
    const { user, send } = renderEntry();
    toReceipt();
    await user.click(screen.getByRole('button', { name: 'Forget the e-mail' }));
    await user.type(screen.getByLabelText('Referral Code'), 'not a code!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Refused: referralCode, team.athlete.0.email',
    );
    expect(stepHeading()).toHaveTextContent('Step 2: team');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter a valid email for Athlete #1');
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values once every step passes, and shows the server’s errors on their step', async () => {
    const refusal = new ApiError(422, 'Please check the form.', {
      success: false,
      message: 'Please check the form.',
      errors: { 'team.athlete[0].email': ['This e-mail is registered already.'] },
    });
    const { user, send } = renderEntry(vi.fn(() => Promise.reject(refusal)));
    toReceipt();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => {
      expect(stepHeading()).toHaveTextContent('Step 2: team');
    });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('This e-mail is registered already.');
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      ...ENTRY,
      collegeName: 'Some College',
      collegeAddress: 'Gaya, Bihar',
      team: {
        athlete: [
          {
            fullname: 'Asha Kumari',
            email: 'asha@example.com',
            phoneNumber: '9876543210',
            aadharId: '123456789012',
          },
        ],
      },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Editing the field forgets its error.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('paths and values as the form keeps them', () => {
  it('names the shared rules’ paths as react-hook-form does', () => {
    expect(formPath('team.players[2].email')).toBe('team.players.2.email');
    expect(formPath('relayTeams["4x100m (Mixed)"][0]')).toBe('relayTeams.4x100m (Mixed).0');
    expect(formPath('beds.Men')).toBe('beds.Men');
    expect(formPath('code')).toBe('code');
  });

  it('keeps the parts that did not change', () => {
    const before = { team: { a: [{ n: 1 }], b: [{ n: 2 }] }, code: 'X' };
    const after = keepEqual(before, { team: { a: [{ n: 1 }], b: [{ n: 3 }] }, code: 'X' });
    expect(after).toEqual({ team: { a: [{ n: 1 }], b: [{ n: 3 }] }, code: 'X' });
    expect(after.team.a).toBe(before.team.a);
    expect(after.team.b).not.toBe(before.team.b);
    expect(keepEqual(before, structuredClone(before))).toBe(before);
    expect(keepEqual({ list: [1, 2] }, { list: [1] }).list).toEqual([1]);
  });
});
