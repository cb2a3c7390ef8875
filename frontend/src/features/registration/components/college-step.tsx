import type { CollegeDirectory, Limits } from 'fest-shared-wasm';

import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';

import type { CollegeFields } from '../lib/form';
import { messagesAt } from '../lib/paths';
import { SelectField } from './select-field';

const unique = (messages: readonly string[]) => [...new Set(messages)];

/**
 * The college step (SPEC 2.17 and 4): the Category select when the event has categories, and the
 * college dropdown (the directory, then Other, after a blank option). A named college sets the name
 * and fills the address from the directory; Other clears both and shows free-text fields; the blank
 * option clears the choice.
 */
export function CollegeStep({
  fields,
  categories,
  directory,
  limits,
  errors,
  onChange,
}: {
  fields: CollegeFields;
  categories: readonly string[];
  directory: CollegeDirectory;
  limits: Limits;
  errors: FieldErrors;
  onChange: (patch: Partial<CollegeFields>, paths: readonly string[]) => void;
}) {
  const other = fields.collegeSelect === directory.other;
  const nameErrors = messagesAt(errors, 'collegeName');
  const addressErrors = messagesAt(errors, 'collegeAddress');

  const choose = (value: string) => {
    const paths = ['collegeName', 'collegeAddress'];
    if (value === directory.other) {
      onChange({ collegeSelect: value, collegeName: '', collegeAddress: '' }, paths);
      return;
    }
    const college = directory.colleges.find((c) => c.name === value);
    onChange(
      college
        ? { collegeSelect: value, collegeName: college.name, collegeAddress: college.address }
        : { collegeSelect: '', collegeName: '', collegeAddress: '' },
      paths,
    );
  };

  return (
    <div className="reg-step">
      {categories.length > 0 && (
        <SelectField
          label="Category"
          value={fields.category}
          errors={messagesAt(errors, 'category')}
          onChange={(event) => {
            onChange({ category: event.target.value }, ['category']);
          }}
        >
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="College"
        value={fields.collegeSelect}
        errors={other ? [] : unique([...nameErrors, ...addressErrors])}
        aria-required
        onChange={(event) => {
          choose(event.target.value);
        }}
      >
        <option value="">Select your college</option>
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
            label="College Name"
            value={fields.collegeName}
            errors={nameErrors}
            aria-required
            maxLength={limits.collegeMaxChars}
            onChange={(event) => {
              onChange({ collegeName: event.target.value }, ['collegeName']);
            }}
          />
          <TextField
            label="College Address"
            value={fields.collegeAddress}
            errors={addressErrors}
            aria-required
            maxLength={limits.collegeMaxChars}
            onChange={(event) => {
              onChange({ collegeAddress: event.target.value }, ['collegeAddress']);
            }}
          />
        </>
      ) : (
        fields.collegeAddress !== '' && (
          <p className="reg-note">
            <span className="reg-note__label">Address:</span> {fields.collegeAddress}
          </p>
        )
      )}
    </div>
  );
}
