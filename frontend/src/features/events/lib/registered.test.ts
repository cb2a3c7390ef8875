import { describe, expect, it } from 'vitest';

import { isRegistered, normaliseEventName } from './registered';

describe('the already-registered check', () => {
  it('lower-cases names and turns spaces into underscores', () => {
    expect(normaliseEventName('Table Tennis')).toBe('table_tennis');
    expect(normaliseEventName(' Lawn  Tennis ')).toBe('lawn_tennis');
    expect(normaliseEventName('lawn-tennis')).toBe('lawn_tennis');
  });

  it('matches the event id', () => {
    expect(isRegistered({ id: 'football', aliases: [] }, ['Football'])).toBe(true);
    expect(isRegistered({ id: 'table_tennis', aliases: ['tt'] }, ['Table Tennis'])).toBe(true);
    expect(isRegistered({ id: 'football', aliases: [] }, ['cricket'])).toBe(false);
    expect(isRegistered({ id: 'football', aliases: [] }, [])).toBe(false);
  });

  it("matches the catalogue's older names (the server's athletic is athletics)", () => {
    expect(isRegistered({ id: 'athletics', aliases: ['athletic'] }, ['athletic'])).toBe(true);
    expect(isRegistered({ id: 'kabaddi', aliases: ['kabbadi'] }, ['Kabbadi'])).toBe(true);
  });
});
