import { useEffect, useMemo } from 'react';

import type { User } from '@/lib/session';
import { AgeGate } from '@/components/age-question/age-gate';
import { useAgeGate } from '@/components/age-question/use-age-gate';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';
import { useSharedOrNull } from '@/lib/use-shared';

import { useApplyCa } from '../api/apply';
import { preloadRules } from '../lib/validate';
import { useI18n } from '../i18n';
import { sourceLabel, yearLabel } from '../lib/options';
import type { CaApplicationInput } from '../types';
import { SelectField, TextAreaField } from './fields';

/** The fields the form shows; errors of any other path are listed above the button. */
/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
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
/* eslint-enable lingui/no-unlocalized-strings */

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
 * the server's field errors (422) are shown at their fields. Above the privacy notice, the age
 * question while the account has not answered it (it is sent only once answered, and not while a
 * guardian's consent is awaited). `onApplied` runs after a success; `onRefused` after a 403 or 409
 * (already a CA, already applied), when the session is out of date.
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
  const age = useAgeGate(user.email);
  const { i18n } = useI18n();

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
    // Not answered, or under 18 without the guardian's consent yet: the question says so.
    if (!age.allows()) return;
    const input = withSource(values);
    try {
      const response = await apply.mutateAsync({
        ...input,
        username: user.username,
        email: user.email,
      });
      notify.success(textOr(response.message, i18n._('ca-program.register.applySuccess')));
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
        <TextField
          label={i18n._('ca-program.form.username')}
          name="username"
          value={user.username}
          readOnly
        />
        <TextField
          label={i18n._('ca-program.form.email')}
          name="email"
          type="email"
          value={user.email}
          readOnly
        />
        <TextField
          label={i18n._('ca-program.form.fullName')}
          autoComplete="name"
          required
          {...field('fullName')}
        />
        <TextField
          label={i18n._('ca-program.form.collegeName')}
          autoComplete="organization"
          required
          {...field('collegeName')}
        />
        <SelectField
          label={i18n._('ca-program.form.collegeYear')}
          required
          {...field('collegeYear')}
        >
          <option value="">{i18n._('ca-program.form.chooseYear')}</option>
          {options?.collegeYears.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year)}
            </option>
          ))}
        </SelectField>
        <TextField label={i18n._('ca-program.form.rollno')} required {...field('rollno')} />
        <TextField
          label={i18n._('ca-program.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...field('phoneNumber')}
        />
        <TextField
          label={i18n._('ca-program.form.alternativeEmail')}
          type="email"
          autoComplete="off"
          {...field('alternativeEmail')}
        />
      </div>
      <TextField
        label={i18n._('ca-program.form.collegeAddress')}
        required
        {...field('collegeAddress')}
      />
      <TextField
        label={i18n._('ca-program.form.por')}
        hint={i18n._('ca-program.form.porHint')}
        {...field('por')}
      />
      <SelectField
        label={i18n._('ca-program.form.howDidYouKnow')}
        required
        {...field('howDidYouKnow')}
      >
        {options?.howDidYouKnow.map((source) => (
          <option key={source} value={source}>
            {sourceLabel(source)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={i18n._('ca-program.form.statement')}
        placeholder={i18n._('ca-program.form.statementPlaceholder')}
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
      <AgeGate gate={age} />
      <PrivacyNotice point="campus_ambassador" />
      <Button type="submit" block disabled={apply.isPending}>
        {apply.isPending
          ? i18n._('ca-program.register.submitting')
          : i18n._('ca-program.register.submit')}
      </Button>
    </form>
  );
}
