import { describe, expect, it } from 'vitest';

import { closesInText, placesLeftText, untilNextMinute } from './availability';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the places and deadline texts', () => {
  it('counts the places left, one place in the singular, none as Full', () => {
    expect(placesLeftText(4)).toBe('4 places left');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(0)).toBe('Full');
  });

  it('counts down in days and hours, then hours and minutes, then minutes', () => {
    expect(closesInText(2 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('Closes in 2 days 4 h');
    expect(closesInText(DAY + 30 * MINUTE)).toBe('Closes in 1 day');
    expect(closesInText(3 * HOUR + 20 * MINUTE + 30_000)).toBe('Closes in 3 h 20 min');
    expect(closesInText(5 * HOUR)).toBe('Closes in 5 h');
    expect(closesInText(12 * MINUTE + 59_000)).toBe('Closes in 12 min');
    expect(closesInText(59_000)).toBe('Closes in less than a minute');
  });

  it('waits until the minute shown changes', () => {
    expect(untilNextMinute(5 * MINUTE + 1500)).toBe(1500);
    expect(untilNextMinute(5 * MINUTE)).toBe(MINUTE);
  });
});
