import type { CollegeDirectory } from 'fest-shared-wasm';
import { beforeAll, describe, expect, it } from 'vitest';

import { chooseCollege, collegeOf, isBlankCollege, NO_COLLEGE } from './college';
import { loadShared } from './wasm';

let directory: CollegeDirectory;

beforeAll(async () => {
  directory = (await loadShared()).colleges();
});

describe('the college choice', () => {
  it('takes a directory college with its address; Other and the blank option clear', () => {
    expect(chooseCollege(directory, 'Indian Institute of Technology Patna')).toEqual({
      collegeSelect: 'Indian Institute of Technology Patna',
      collegeName: 'Indian Institute of Technology Patna',
      collegeAddress: 'Patna, Bihar',
    });
    expect(chooseCollege(directory, directory.other)).toEqual({
      collegeSelect: directory.other,
      collegeName: '',
      collegeAddress: '',
    });
    expect(chooseCollege(directory, '')).toEqual(NO_COLLEGE);
    expect(chooseCollege(directory, 'Not a college of the list')).toEqual(NO_COLLEGE);
  });

  it("shows a saved college: the directory's entry, else Other with the saved name and address", () => {
    expect(collegeOf(directory, 'Indian Institute of Technology Patna', '')).toEqual({
      collegeSelect: 'Indian Institute of Technology Patna',
      collegeName: 'Indian Institute of Technology Patna',
      collegeAddress: 'Patna, Bihar',
    });
    expect(collegeOf(directory, ' Some New College ', ' Gaya, Bihar ')).toEqual({
      collegeSelect: directory.other,
      collegeName: 'Some New College',
      collegeAddress: 'Gaya, Bihar',
    });
    expect(collegeOf(directory, null, 'Gaya, Bihar')).toEqual(NO_COLLEGE);
    expect(collegeOf(directory, undefined, undefined)).toEqual(NO_COLLEGE);
  });

  it('knows a blank choice', () => {
    expect(isBlankCollege(NO_COLLEGE)).toBe(true);
    expect(isBlankCollege({ ...NO_COLLEGE, collegeSelect: directory.other })).toBe(false);
    expect(isBlankCollege({ ...NO_COLLEGE, collegeName: 'x' })).toBe(false);
  });
});
