import type { CollegeDirectory } from 'fest-shared-wasm';

import { useI18n } from '@/components/i18n';
import { chooseCollege, type CollegeChoice } from '@/lib/college';

import { SelectField } from './select-field';
import { TextField } from './text-field';
import './college-picker.css';

const unique = (messages: readonly string[]) => [...new Set(messages)];

/**
 * The college dropdown (the shared directory, then Other, after a blank option). A named college sets
 * the name and shows the directory's address; Other clears both and shows free-text name and address
 * fields; the blank option clears the choice. Errors of the name and the address show at the free-text
 * fields, else at the dropdown. `onChange` gets the changed fields and the error paths they clear.
 */
export function CollegePicker({
  value,
  directory,
  nameErrors,
  addressErrors,
  nameMaxChars,
  addressMaxChars,
  required = false,
  selectClassName,
  onChange,
}: {
  value: CollegeChoice;
  directory: CollegeDirectory;
  nameErrors: readonly string[];
  addressErrors: readonly string[];
  nameMaxChars?: number | undefined;
  addressMaxChars?: number | undefined;
  required?: boolean;
  /** Extra class of the dropdown (the feature's own look). */
  selectClassName?: string;
  onChange: (choice: Partial<CollegeChoice>, paths: readonly string[]) => void;
}) {
  const { i18n } = useI18n();
  const other = value.collegeSelect === directory.other;
  const needed = required || undefined;

  return (
    <>
      <SelectField
        label={i18n._('ui.college.label')}
        value={value.collegeSelect}
        errors={other ? [] : unique([...nameErrors, ...addressErrors])}
        aria-required={needed}
        {...(selectClassName ? { selectClassName } : {})}
        onChange={(event) => {
          onChange(
            chooseCollege(directory, event.target.value),
            // eslint-disable-next-line lingui/no-unlocalized-strings -- fields' names
            ['collegeName', 'collegeAddress'],
          );
        }}
      >
        <option value="">{i18n._('ui.college.select')}</option>
        {directory.colleges.map((college) => (
          <option key={college.name} value={college.name}>
            {college.name}
          </option>
        ))}
        <option value={directory.other}>{directory.other}</option>
      </SelectField>
      {other ? (
        <>
          <TextField
            label={i18n._('ui.college.name')}
            value={value.collegeName}
            errors={nameErrors}
            aria-required={needed}
            maxLength={nameMaxChars}
            onChange={(event) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
              onChange({ collegeName: event.target.value }, ['collegeName']);
            }}
          />
          <TextField
            label={i18n._('ui.college.address')}
            value={value.collegeAddress}
            errors={addressErrors}
            aria-required={needed}
            maxLength={addressMaxChars}
            onChange={(event) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
              onChange({ collegeAddress: event.target.value }, ['collegeAddress']);
            }}
          />
        </>
      ) : (
        value.collegeAddress !== '' && (
          <p className="ui-college-note">
            <span className="ui-college-note__label">{i18n._('ui.college.addressNote')}</span>{' '}
            {value.collegeAddress}
          </p>
        )
      )}
    </>
  );
}
