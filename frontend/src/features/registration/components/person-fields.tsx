import type { Messages, PersonInput, PlayerRole } from 'fest-shared-wasm';
import { useState, type ReactNode } from 'react';

import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';
import { formPath } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import type { PersonRules } from '../lib/check-person';
import { cleanInput, type PersonField } from '../lib/form';
import { MSG } from '../lib/messages';
import { fieldPath, messagesAt } from '../lib/paths';
import { SelectField } from './select-field';

/** The fields with an inline hint of the shared rules, and its name among their messages. */
type HintedField = Exclude<PersonField, 'collegeId' | 'role'>;
const HINT_OF: Record<HintedField, keyof Messages> = {
  fullname: 'nameHint',
  email: 'emailHint',
  phoneNumber: 'phoneHint',
  aadharId: 'aadhaarHint',
};
const hintOf = (field: PersonField): keyof Messages | undefined =>
  field in HINT_OF ? HINT_OF[field as HintedField] : undefined;

/**
 * One person's fields (name, e-mail, phone, Aadhaar; college ID and playing role where the event
 * has them) in a fieldset labelled '{who} (Required)' or '{who} (Optional)'. The phone keeps what
 * numbers are written with ("+91 98765 43210", shown as its ten digits once left), the Aadhaar only
 * digits (capped at the rules' digit count) and the e-mail is trimmed as they are typed; `role`
 * says whom the rules check (`coach`, `captain`, `runner` or a roster role field). The wizard's errors
 * for `{path}.{field}` show at the field and those for `path` itself above the fields (the fieldset is
 * then invalid, and its first field takes the focus after a refusal); besides, a
 * required person's field shows its inline hint once it has been left (blurred) while invalid. Each
 * input carries its field's path (`data-path`, as the errors name it: `team.players.2.email`), so a
 * pasted roster's report can take the focus to it. The playing role shows the shared labels
 * ('Wicket-keeper') and keeps the stored value; a value the event does not know (pasted) is shown as
 * it is until another is chosen.
 */
export function PersonFields({
  who,
  role,
  required,
  person,
  path,
  errors,
  messages,
  personRules,
  onChange,
  collegeId = false,
  roles = [],
  actions,
}: {
  who: string;
  role: string;
  required: boolean;
  person: PersonInput;
  path: string;
  errors: FieldErrors;
  messages: Messages;
  personRules: PersonRules;
  onChange: (field: PersonField, value: string) => void;
  collegeId?: boolean;
  roles?: readonly PlayerRole[];
  actions?: ReactNode;
}) {
  const { i18n } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<PersonField>>(new Set());
  const problems =
    required && touched.size > 0 ? personRules.check(role, person) : new Set<PersonField>();
  const own = messagesAt(errors, path);
  const onFile = personRules.isOnFile?.(person.aadharId) === true;

  const touch = (field: PersonField) => () => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };

  const shown = (field: PersonField): readonly string[] => {
    const fromRules = messagesAt(errors, fieldPath(path, field));
    if (fromRules.length > 0) return fromRules;
    const hint = hintOf(field);
    if (hint && touched.has(field) && problems.has(field)) return [messages[hint]];
    return [];
  };

  const input = (field: PersonField) => ({
    value: person[field] ?? '',
    errors: shown(field),
    onBlur: () => {
      touch(field)();
      // A phone typed as "+91 98765 43210" is shown as the ten digits it is, once left.
      if (field === 'phoneNumber') {
        const number = personRules.phoneNumber(person.phoneNumber);
        if (number !== null && number !== person.phoneNumber) onChange(field, number);
      }
    },
    onChange: (event: { target: { value: string } }) => {
      onChange(field, cleanInput(field, event.target.value, personRules));
    },
    'aria-required': required && field !== 'collegeId' ? true : undefined,
    'data-path': formPath(fieldPath(path, field)),
  });
  const playingRole = person.role ?? roles[0]?.value ?? '';
  const knownRole = roles.some((known) => known.value === playingRole);

  return (
    <fieldset
      className="reg-person"
      data-invalid={own.length > 0 || undefined}
      aria-invalid={own.length > 0 || undefined}
    >
      <legend className="reg-person__legend">
        {who} <span className="reg-person__need">{required ? MSG.required : MSG.optional}</span>
      </legend>
      {own.length > 0 && (
        <ul className="reg-errors" role="alert">
          {own.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="reg-person__grid">
        <TextField
          label={i18n._('registration.person.fullName')}
          autoComplete="off"
          maxLength={personRules.limits.personNameMaxChars}
          {...input('fullname')}
        />
        <TextField
          label={i18n._('registration.person.email')}
          type="email"
          autoComplete="off"
          {...input('email')}
        />
        <TextField
          label={i18n._('registration.person.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...input('phoneNumber')}
        />
        <TextField
          label={i18n._('registration.person.aadhaar')}
          inputMode="numeric"
          autoComplete="off"
          hint={onFile ? MSG.aadhaarOnFile : undefined}
          {...input('aadharId')}
        />
        {collegeId && (
          <TextField
            label={i18n._('registration.person.collegeId', { optional: MSG.optional })}
            autoComplete="off"
            maxLength={personRules.limits.collegeIdMaxChars}
            {...input('collegeId')}
          />
        )}
        {roles.length > 0 && (
          <SelectField
            label={i18n._('registration.person.playingRole')}
            value={playingRole}
            errors={shown('role')}
            data-path={formPath(fieldPath(path, 'role'))}
            onChange={(event) => {
              onChange('role', event.target.value);
            }}
          >
            {!knownRole && (
              <option value={playingRole} disabled>
                {playingRole}
              </option>
            )}
            {roles.map((known) => (
              <option key={known.value} value={known.value}>
                {known.label}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {actions}
    </fieldset>
  );
}
