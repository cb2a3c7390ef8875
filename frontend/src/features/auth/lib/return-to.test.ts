import { describe, expect, it } from 'vitest';

import { returnPath, safeReturnPath } from './return-to';

const ORIGIN = 'https://fest.example.org';

describe('safeReturnPath', () => {
  it.each([
    ['/events/football', '/events/football'],
    ['/events/football?ref=CA123#team', '/events/football?ref=CA123#team'],
    ['/account', '/account'],
    ['/admin/events/chess', '/admin/events/chess'],
    ['/events/../passes', '/passes'],
  ])('takes the path %s of this site', (raw, path) => {
    expect(safeReturnPath(raw, ORIGIN)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/events/football',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/.//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com/events/football',
    'https://fest.example.org/events/football',
    'javascript:alert(1)',
    'events/football',
    '',
    '/auth',
    '/auth?next=/account',
    '/auth/',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['/account']])('refuses the non-text %j', (raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it("reads this page's origin by default", () => {
    expect(safeReturnPath('/passes')).toBe('/passes');
    expect(safeReturnPath(`//${window.location.host}.evil.com/`)).toBeNull();
  });
});

describe('returnPath', () => {
  it("takes the guard's router state", () => {
    expect(returnPath({ from: '/events/football' })).toBe('/events/football');
  });

  it.each([undefined, null, 'from', {}, { from: '//evil.com' }, { from: 7 }])(
    'gives nothing for %j',
    (state) => {
      expect(returnPath(state)).toBeNull();
    },
  );
});
