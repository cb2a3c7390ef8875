import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';

import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { CollegePicker } from '@/components/ui/college-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, withoutField, type FieldErrors } from '@/lib/api-client';
import type { CollegeChoice } from '@/lib/college';
import { notify } from '@/lib/toast';
import type { Shared } from '@/lib/wasm';

import { useUpdateProfile } from '../api/update-profile';
import { profileChanges, profileValues, type ProfileValues } from '../lib/profile';
import { MSG } from '../messages';

type TextName = 'fullname' | 'collegeYear' | 'por' | 'address' | 'phoneNumber';

/** The fields the form shows; errors of any other path (`form`) are listed above the button. */
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

/**
 * The profile card: full name, college (the shared directory, or Other with a free-text name and
 * address), year of study, positions of responsibility, address, phone (digits only, capped at the
 * shared rules' digit count) and whether the person studies at IIT Patna. Save sends only what changed
 * (PATCH /user/me), checked with the shared rules first; the server's field errors (422) show at their
 * fields. The saved profile becomes the session's user.
 */
export function ProfileForm({ user, shared }: { user: User; shared: Shared }) {
  const directory = useMemo(() => shared.colleges(), [shared]);
  const years = useMemo(() => shared.caOptions().collegeYears, [shared]);
  const limits = useMemo(() => shared.limits(), [shared]);
  const saved = useMemo(() => profileValues(user, directory), [user, directory]);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);

  // After a failed check, the first field with an error takes the focus.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusInvalid.current = true;
    setErrors(next);
  };

  const clear = (paths: readonly string[]) => {
    setErrors((current) => paths.reduce(withoutField, current));
  };

  const set = (name: TextName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clear([name]);
  };

  const text = (name: TextName) => ({
    name,
    value: values[name],
    errors: errors[name],
    onChange: (event: { target: { value: string } }) => {
      set(name, event.target.value);
    },
  });

  async function save() {
    const changes = profileChanges(values, saved);
    const checked = shared.validateProfile(changes);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const response = await update.mutateAsync(changes);
      setValues(profileValues(response.user, directory));
      notify.success(MSG.profileSaved);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    void save();
  }

  const otherErrors = Object.entries(errors)
    .filter(([path]) => !SHOWN.includes(path))
    .flatMap(([, messages]) => messages);

  return (
    <section className="account-card" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="account-card__title">
        {MSG.profile}
      </h2>
      <dl className="account-identity">
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <div className="account-form__grid">
          <TextField
            label="Full Name"
            autoComplete="name"
            maxLength={limits.caFullNameMaxChars}
            {...text('fullname')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...text('phoneNumber')}
            onChange={(event) => {
              set(
                'phoneNumber',
                event.target.value.replace(/\D/g, '').slice(0, limits.phoneDigits),
              );
            }}
          />
        </div>
        <div className="account-form__college">
          <CollegePicker
            value={values}
            directory={directory}
            nameErrors={errors.collegeName ?? []}
            addressErrors={errors.collegeAddress ?? []}
            nameMaxChars={limits.caCollegeNameMaxChars}
            addressMaxChars={limits.caCollegeAddressMaxChars}
            selectClassName="account-select"
            onChange={(choice: Partial<CollegeChoice>, paths) => {
              setValues((current) => ({ ...current, ...choice }));
              clear(paths);
            }}
          />
        </div>
        <SelectField
          label="Year of Study"
          selectClassName="account-select"
          {...text('collegeYear')}
        >
          <option value="">{MSG.chooseYear}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Positions of Responsibility"
          hint="Clubs, societies or student bodies you lead or help run."
          maxLength={limits.caPorMaxChars}
          {...text('por')}
        />
        <TextField label="Address" autoComplete="street-address" {...text('address')} />
        <div className="account-check">
          <label>
            <input
              type="checkbox"
              name="isIITPStud"
              checked={values.isIITPStud}
              aria-invalid={errors.isIITPStud ? true : undefined}
              onChange={(event) => {
                const checked = event.target.checked;
                setValues((current) => ({ ...current, isIITPStud: checked }));
                clear(['isIITPStud']);
              }}
            />
            {MSG.iitp}
          </label>
          {errors.isIITPStud && (
            <ul className="ui-field__errors">
              {errors.isIITPStud.map((message) => (
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
          {update.isPending ? MSG.saving : MSG.save}
        </Button>
      </form>
    </section>
  );
}
