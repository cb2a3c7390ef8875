import { describe, expect, it } from 'vitest';

import { fileNameFrom } from '@/lib/api-client';

import { formatCount, formatDate, humanise, orDash, queryString, shortId } from './format';
import { leadName } from './registration';
import { athleticsEntry, person, registration } from '../testing/mock-api';

describe('admin display helpers', () => {
  it('shortens ids to 6 characters and formats dates and counts', () => {
    expect(shortId('6650f0c2a1b2c3d4e5f60718')).toBe('6650f0');
    expect(formatDate('2025-01-10T10:00:00Z')).toBe('10 Jan 2025');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(humanise('awaiting_payment')).toBe('awaiting payment');
    expect(orDash('  ')).toBe('—');
    expect(orDash(undefined)).toBe('—');
    expect(orDash('x')).toBe('x');
  });

  it('builds query strings without empty values', () => {
    expect(queryString({ search: '', role: 'ca', page: 2, limit: 5 })).toBe(
      '?role=ca&page=2&limit=5',
    );
    expect(queryString({ search: 'a b&c' })).toBe('?search=a+b%26c');
    expect(queryString({ status: undefined })).toBe('');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFrom('attachment; filename="chess.csv"')).toBe('chess.csv');
    expect(fileNameFrom('attachment; filename=chess.xlsx')).toBe('chess.xlsx');
    expect(
      fileNameFrom(`attachment; filename="fallback.json"; filename*=UTF-8''chess%20%E2%9C%93.json`),
    ).toBe('chess ✓.json');
    expect(fileNameFrom('attachment')).toBeUndefined();
    expect(fileNameFrom(null)).toBeUndefined();
  });

  it('names the captain or lead of a registration', () => {
    expect(leadName(registration(1))).toBe('Captain 1');
    expect(leadName(registration(1, {}, athleticsEntry(person('Lead Runner'))))).toBe(
      'Lead Runner',
    );
    expect(leadName(registration(1, {}, { team: { athlete: [person('Solo Lifter')] } }))).toBe(
      'Solo Lifter',
    );
    expect(leadName(registration(1, {}, { team: {} }))).toBe('Player 1');
    expect(leadName(registration(1, { userId: null }, { team: {} }))).toBe('—');
  });
});
