import type { CollegeDirectory, Limits } from 'fest-shared-wasm';

import { CollegePicker } from '@/components/ui/college-picker';
import type { FieldErrors } from '@/lib/api-client';

import { useI18n } from '../i18n';
import type { CollegeFields } from '../lib/form';
import { messagesAt, ROOT } from '../lib/paths';
import { SelectField } from './select-field';

/**
 * The college step (SPEC 2.17 and 4): the Category select when the event has categories, and the
 * college dropdown (the shared CollegePicker: the directory, then Other, after a blank option). A
 * named college sets the name and fills the address from the directory; Other clears both and shows
 * free-text fields; the blank option clears the choice.
 */
export function CollegeStep({
  fields,
  categories,
  directory,
  limits,
  errors,
  onChange,
  categoryLocked = false,
}: {
  fields: CollegeFields;
  categories: readonly string[];
  directory: CollegeDirectory;
  limits: Limits;
  errors: FieldErrors;
  onChange: (patch: Partial<CollegeFields>, paths: readonly string[]) => void;
  /** The category cannot change (a registration's team being changed). */
  categoryLocked?: boolean;
}) {
  const { i18n } = useI18n();
  return (
    <div className="reg-step">
      {categories.length > 0 && (
        <SelectField
          label={i18n._('registration.college.category')}
          value={fields.category}
          disabled={categoryLocked}
          errors={messagesAt(errors, ROOT.category)}
          onChange={(event) => {
            onChange({ category: event.target.value }, [ROOT.category]);
          }}
        >
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      )}
      <CollegePicker
        value={fields}
        directory={directory}
        nameErrors={messagesAt(errors, ROOT.collegeName)}
        addressErrors={messagesAt(errors, ROOT.collegeAddress)}
        nameMaxChars={limits.collegeMaxChars}
        addressMaxChars={limits.collegeMaxChars}
        required
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
        selectClassName="reg-select"
        onChange={onChange}
      />
    </div>
  );
}
