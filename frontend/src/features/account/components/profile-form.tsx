import { useMemo } from 'react';

import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { CollegePicker } from '@/components/ui/college-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import type { CollegeChoice } from '@/lib/college';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';
import type { Shared } from '@/lib/wasm';

import { useUpdateProfile } from '../api/update-profile';
import { profileChanges, profileValues, type ProfileValues } from '../lib/profile';
import { useI18n } from '../i18n';
import { yearLabel } from '../lib/years';

type TextName = 'fullname' | 'collegeYear' | 'por' | 'address' | 'phoneNumber';

/** The fields the form shows; errors of any other path (`form`) are listed above the button. */
/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
const SHOWN = [
  'fullname',
  'collegeName',
  'collegeAddress',
  'collegeYear',
  'por',
  'address',
  'phoneNumber',
  'isIITPStud',
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The profile card: full name, college (the shared directory, or Other with a free-text name and
 * address), year of study, positions of responsibility, address, phone (as people write it, "+91
 * 98765 43210", shown as its ten digits once left: the shared rules read it) and whether the person studies at IIT Patna. Save sends only what changed
 * (PATCH /user/me), checked with the shared rules first; the server's field errors (422) show at their
 * fields. The saved profile becomes the session's user.
 */
export function ProfileForm({ user, shared }: { user: User; shared: Shared }) {
  const directory = useMemo(() => shared.colleges(), [shared]);
  const years = useMemo(() => shared.caOptions().collegeYears, [shared]);
  const limits = useMemo(() => shared.limits(), [shared]);
  const saved = useMemo(() => profileValues(user, directory), [user, directory]);
  const form = useSharedForm<ProfileValues>({
    defaultValues: saved,
    check: (rules, values) => rules.validateProfile(profileChanges(values, saved)),
    shown: SHOWN,
  });
  const { attach, values, errorsAt } = form;
  const update = useUpdateProfile();
  const { i18n } = useI18n();

  const text = (name: TextName) => ({
    name,
    value: values[name],
    errors: errorsAt(name),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
    },
  });

  async function save(checked: ProfileValues) {
    const changes = profileChanges(checked, saved);
    try {
      const response = await update.mutateAsync(changes);
      form.methods.reset(profileValues(response.user, directory));
      notify.success(i18n._('account.profile.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
    }
  }

  const otherErrors = form.otherErrors;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const iitpErrors = errorsAt('isIITPStud');

  return (
    <section className="account-card" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="account-card__title">
        {i18n._('account.profile.title')}
      </h2>
      <dl className="account-identity">
        <div>
          <dt>{i18n._('account.profile.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{i18n._('account.profile.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <form
        ref={attach}
        className="account-form"
        noValidate
        onSubmit={form.onSubmit(save, update.isPending)}
      >
        <div className="account-form__grid">
          <TextField
            label={i18n._('account.profile.fullName')}
            autoComplete="name"
            maxLength={limits.caFullNameMaxChars}
            {...text('fullname')}
          />
          <TextField
            label={i18n._('account.profile.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...text('phoneNumber')}
            onChange={(event) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              form.set('phoneNumber', shared.phoneAsTyped(event.target.value));
            }}
            onBlur={() => {
              // "+91 98765 43210" is shown as the ten digits it is, once left.
              const number = shared.phoneNumber(values.phoneNumber);
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              if (number !== null && number !== values.phoneNumber) form.set('phoneNumber', number);
            }}
          />
        </div>
        <div className="account-form__college">
          <CollegePicker
            value={values}
            directory={directory}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
            nameErrors={errorsAt('collegeName') ?? []}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            addressErrors={errorsAt('collegeAddress') ?? []}
            nameMaxChars={limits.caCollegeNameMaxChars}
            addressMaxChars={limits.caCollegeAddressMaxChars}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
            selectClassName="account-select"
            onChange={(choice: Partial<CollegeChoice>, paths) => {
              for (const [name, value] of Object.entries(choice)) {
                form.methods.setValue(name as keyof CollegeChoice, value, { shouldDirty: true });
              }
              form.clear(...paths);
            }}
          />
        </div>
        <SelectField
          label={i18n._('account.profile.year')}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
          selectClassName="account-select"
          {...text('collegeYear')}
        >
          <option value="">{i18n._('account.profile.chooseYear')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={i18n._('account.profile.por')}
          hint={i18n._('account.profile.porHint')}
          maxLength={limits.caPorMaxChars}
          {...text('por')}
        />
        <TextField
          label={i18n._('account.profile.address')}
          autoComplete="street-address"
          {...text('address')}
        />
        <div className="account-check">
          <label>
            <input
              type="checkbox"
              name="isIITPStud"
              checked={values.isIITPStud}
              aria-invalid={iitpErrors ? true : undefined}
              onChange={(event) => {
                form.set('isIITPStud', event.target.checked);
              }}
            />
            {i18n._('account.profile.iitp')}
          </label>
          {iitpErrors && (
            <ul className="ui-field__errors">
              {iitpErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        {otherErrors.length > 0 && (
          <ul role="alert" className="account-alert">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" className="account-form__submit" disabled={update.isPending}>
          {update.isPending ? i18n._('account.profile.saving') : i18n._('account.profile.save')}
        </Button>
      </form>
    </section>
  );
}
