/**
 * The college dropdown's state, shared by the registration wizards' college step and the account
 * page: a college of the shared directory (`colleges()`), the directory's Other label (free-text name
 * and address), or nothing chosen.
 */
import type { CollegeDirectory } from 'fest-shared-wasm';

export interface CollegeChoice {
  /** The dropdown: '' (nothing chosen), a directory name, or the Other label. */
  collegeSelect: string;
  collegeName: string;
  collegeAddress: string;
}

export const NO_COLLEGE: CollegeChoice = { collegeSelect: '', collegeName: '', collegeAddress: '' };

/**
 * What picking `value` in the dropdown gives: a directory college sets the name and the directory's
 * address; Other clears both (free text follows); anything else (the blank option) clears the choice.
 */
export function chooseCollege(directory: CollegeDirectory, value: string): CollegeChoice {
  if (value === directory.other) return { ...NO_COLLEGE, collegeSelect: value };
  const college = directory.colleges.find((c) => c.name === value);
  return college
    ? { collegeSelect: value, collegeName: college.name, collegeAddress: college.address }
    : NO_COLLEGE;
}

/**
 * The choice that shows a saved college (the profile's): its directory entry when the name is one
 * (with the directory's address), else Other with the saved name and address; nothing when no name
 * is saved.
 */
export function collegeOf(
  directory: CollegeDirectory,
  name: string | null | undefined,
  address: string | null | undefined,
): CollegeChoice {
  const saved = name?.trim() ?? '';
  if (saved === '') return NO_COLLEGE;
  const college = directory.colleges.find((c) => c.name === saved);
  if (college) return chooseCollege(directory, college.name);
  return {
    collegeSelect: directory.other,
    collegeName: saved,
    collegeAddress: address?.trim() ?? '',
  };
}

/** Whether nothing has been chosen or typed for the college yet. */
export const isBlankCollege = (choice: CollegeChoice) =>
  choice.collegeSelect === '' && choice.collegeName === '' && choice.collegeAddress === '';
