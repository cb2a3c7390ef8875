import { useEffect, useMemo } from 'react';

import type { User } from '@/lib/session';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';
import { useSharedOrNull } from '@/lib/use-shared';

import { useApplyCa } from '../api/apply';
import { preloadRules } from '../lib/validate';
import { MSG } from '../messages';
import type { CaApplicationInput } from '../types';
import { SelectField, TextAreaField } from './fields';

/** The fields the form shows; errors of any other path are listed above the button. */
const SHOWN = [
  'fullName',
  'collegeName',
  'collegeYear',
  'rollno',
  'por',
  'collegeAddress',
  'phoneNumber',
  'alternativeEmail',
  'howDidYouKnow',
  'applicationStatement',
] as const;

/**
 * SPEC 3: fullName, collegeName, collegeYear, por, collegeAddress (the college's, else the postal
 * address) and phoneNumber are pre-filled from the profile; howDidYouKnow starts blank and then reads
 * as the shared rules' first option (Instagram).
 */
function prefilled(user: User): CaApplicationInput {
  const collegeAddress = user.collegeAddress ?? '';
  return {
    fullName: user.fullname,
    collegeName: user.collegeName ?? '',
    collegeYear: user.collegeYear ?? '',
    rollno: '',
    por: user.por ?? '',
    collegeAddress: collegeAddress !== '' ? collegeAddress : (user.address ?? ''),
    phoneNumber: user.phoneNumber ?? '',
    alternativeEmail: '',
    howDidYouKnow: '',
    applicationStatement: '',
  };
}

/**
 * The CA application form (SPEC 2.10, 3 and 5): checked with the shared rules before it is sent;
 * the server's field errors (422) are shown at their fields. `onApplied` runs after a success;
 * `onRefused` after a 403 or 409 (already a CA, already applied), when the session is out of date.
 */
export function CaApplicationForm({
  user,
  onApplied,
  onRefused,
}: {
  user: User;
  onApplied: () => void;
  onRefused: () => void;
}) {
  const shared = useSharedOrNull();
  const options = useMemo(() => shared?.caOptions(), [shared]);
  /** The form as shown and sent: an unchosen source is the first option. */
  const withSource = (values: CaApplicationInput): CaApplicationInput => ({
    ...values,
    howDidYouKnow: values.howDidYouKnow || (options?.howDidYouKnow[0] ?? ''),
  });
  const form = useSharedForm<CaApplicationInput>({
    defaultValues: prefilled(user),
    check: (rules, values) => rules.validateCaApplication(withSource(values)),
    shown: SHOWN,
  });
  const { attach } = form;
  const current = withSource(form.values);
  const apply = useApplyCa();

  useEffect(() => {
    preloadRules();
  }, []);

  const field = (name: keyof CaApplicationInput) => ({
    name,
    value: current[name],
    errors: form.errorsAt(name),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
    },
  });

  async function submit(values: CaApplicationInput) {
    const input = withSource(values);
    try {
      const response = await apply.mutateAsync({
        ...input,
        username: user.username,
        email: user.email,
      });
      notify.success(textOr(response.message, MSG.applySuccess));
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) onRefused();
    }
  }

  const otherErrors = form.otherErrors;

  return (
    <form
      ref={attach}
      className="ca-form"
      noValidate
      onSubmit={form.onSubmit(submit, apply.isPending)}
    >
      <div className="ca-form__grid">
        <TextField label="Username" name="username" value={user.username} readOnly />
        <TextField label="Email" name="email" type="email" value={user.email} readOnly />
        <TextField label="Full Name" autoComplete="name" required {...field('fullName')} />
        <TextField
          label="College Name"
          autoComplete="organization"
          required
          {...field('collegeName')}
        />
        <SelectField label="College Year" required {...field('collegeYear')}>
          <option value="">{MSG.chooseYear}</option>
          {options?.collegeYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField label="Roll Number" required {...field('rollno')} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...field('phoneNumber')}
        />
        <TextField
          label="Alternative Email (optional)"
          type="email"
          autoComplete="off"
          {...field('alternativeEmail')}
        />
      </div>
      <TextField label="College Address" required {...field('collegeAddress')} />
      <TextField
        label="Positions of Responsibility (optional)"
        hint="Clubs, societies or student bodies you lead or help run."
        {...field('por')}
      />
      <SelectField label="How did you come to know about us?" required {...field('howDidYouKnow')}>
        {options?.howDidYouKnow.map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Application Statement"
        placeholder="Why would you make a great Campus Ambassador?"
        rows={5}
        required
        {...field('applicationStatement')}
      />
      {otherErrors.length > 0 && (
        <ul role="alert" className="ca-alert">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <PrivacyNotice point="campus_ambassador" />
      <Button type="submit" block disabled={apply.isPending}>
        {apply.isPending ? MSG.submitting : MSG.register}
      </Button>
    </form>
  );
}
