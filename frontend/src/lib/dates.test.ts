import { describe, expect, it } from 'vitest';

import {
  formatDay,
  formatFestDateTime,
  formatLongDay,
  fromFestLocalInput,
  toFestLocalInput,
} from './dates';

describe('deadlines in India time', () => {
  it('shows an instant in India time, with the zone', () => {
    expect(formatFestDateTime('2025-03-01T12:30:00Z')).toBe('1 Mar 2025, 6:00 pm IST');
    expect(formatFestDateTime(null)).toBe('—');
    expect(formatFestDateTime('not a date')).toBe('—');
  });

  it('fills a datetime-local input with the India wall-clock time', () => {
    expect(toFestLocalInput('2025-03-01T12:30:00Z')).toBe('2025-03-01T18:00');
    expect(toFestLocalInput('2025-03-01T20:00:00+00:00')).toBe('2025-03-02T01:30');
    expect(toFestLocalInput(null)).toBe('');
    expect(toFestLocalInput('')).toBe('');
  });

  it('reads a datetime-local value as India time and gives RFC 3339 in UTC', () => {
    expect(fromFestLocalInput('2025-03-01T18:00')).toBe('2025-03-01T12:30:00Z');
    expect(fromFestLocalInput('2025-03-02T01:30')).toBe('2025-03-01T20:00:00Z');
    expect(fromFestLocalInput('2025-03-01T05:00:30')).toBe('2025-02-28T23:30:30Z');
    expect(fromFestLocalInput('')).toBeNull();
    expect(fromFestLocalInput('tomorrow')).toBeNull();
  });

  it('goes there and back unchanged', () => {
    for (const instant of [
      '2025-01-01T00:00:00Z',
      '2024-12-31T18:29:00Z',
      '2025-06-15T09:45:00Z',
    ]) {
      expect(fromFestLocalInput(toFestLocalInput(instant))).toBe(instant);
    }
  });
});

describe('calendar days', () => {
  it("shows a night or a check-out day as '19 Feb', whatever the time zone", () => {
    expect(formatDay('2025-02-19')).toBe('19 Feb');
    expect(formatDay('2025-02-22')).toBe('22 Feb');
    expect(formatDay('2025-03-01')).toBe('1 Mar');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it("writes a deadline's day in full, as '25 February 2027', whatever the time zone", () => {
    expect(formatLongDay('2027-02-25')).toBe('25 February 2027');
    expect(formatLongDay('2026-11-01')).toBe('1 November 2026');
    expect(formatLongDay('soon')).toBe('soon');
  });
});
