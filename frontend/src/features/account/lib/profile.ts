/* eslint-disable lingui/no-unlocalized-strings -- the profile's field names, never shown */
/**
 * The profile form's values, read from the account, and the change a save sends: only the fields
 * that differ from the account (the college's name and address go together).
 */
import type { CollegeDirectory, ProfileForm } from 'fest-shared-wasm';

import type { User } from '@/lib/session';
import { collegeOf, type CollegeChoice } from '@/lib/college';

export interface ProfileValues extends CollegeChoice {
  fullname: string;
  collegeYear: string;
  por: string;
  address: string;
  phoneNumber: string;
  isIITPStud: boolean;
}

/** The account's profile as the form shows it (the college picked from the directory when it is one). */
export function profileValues(user: User, directory: CollegeDirectory): ProfileValues {
  return {
    fullname: user.fullname,
    ...collegeOf(directory, user.collegeName, user.collegeAddress),
    collegeYear: user.collegeYear ?? '',
    por: user.por ?? '',
    address: user.address ?? '',
    phoneNumber: user.phoneNumber ?? '',
    isIITPStud: user.isIITPStud,
  };
}

const TEXT_FIELDS = ['fullname', 'collegeYear', 'por', 'address', 'phoneNumber'] as const;

/** What differs from `saved`: the body of PATCH /user/me (empty when nothing changed). */
export function profileChanges(values: ProfileValues, saved: ProfileValues): ProfileForm {
  const changes: ProfileForm = {};
  for (const name of TEXT_FIELDS) {
    if (values[name] !== saved[name]) changes[name] = values[name];
  }
  if (
    values.collegeSelect !== saved.collegeSelect ||
    values.collegeName !== saved.collegeName ||
    values.collegeAddress !== saved.collegeAddress
  ) {
    changes.collegeName = values.collegeName;
    changes.collegeAddress = values.collegeAddress;
  }
  if (values.isIITPStud !== saved.isIITPStud) changes.isIITPStud = values.isIITPStud;
  return changes;
}
