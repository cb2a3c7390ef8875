import { afterEach, describe, expect, it } from 'vitest';

import { formatFestDateTime as englishFestDateTime } from '@/lib/dates';
import { FEST } from '@/lib/fest';
import { messages as english } from '@/locales/en/messages';

import { formatDate, formatDateTime, formatFestDateTime, formatNumber } from './format';
import { activateLanguage, activeLocale, i18n } from './i18n';
import { localiseRupees } from './money';

afterEach(async () => {
  await activateLanguage('en');
});

describe('numbers in the active locale', () => {
  it('group the Indian way, as Intl writes en-IN and hi-IN', async () => {
    expect(formatNumber(1234567.5)).toBe('12,34,567.5');
    expect(formatNumber(1234567.5)).toBe(new Intl.NumberFormat('en-IN').format(1234567.5));
    await activateLanguage('hi');
    expect(activeLocale()).toBe('hi-IN');
    expect(formatNumber(1234567.5)).toBe(new Intl.NumberFormat('hi-IN').format(1234567.5));
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(0.25, { style: 'percent' })).toBe(
      new Intl.NumberFormat('hi-IN', { style: 'percent' }).format(0.25),
    );
  });
});

describe('dates in the active locale', () => {
  const sent = '2026-02-20T04:30:00Z';

  it('are in English exactly what lib/dates gives', () => {
    expect(formatFestDateTime(sent)).toBe(englishFestDateTime(sent));
    expect(formatFestDateTime(sent)).toBe('20 Feb 2026, 10:00 am IST');
    expect(formatFestDateTime(null)).toBe('—');
  });

  it("are in Hindi as Intl writes hi-IN (India time for the fest's)", async () => {
    await activateLanguage('hi');
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('hi-IN', options).format(new Date(sent));
    expect(formatDate(sent)).toBe(intl({ dateStyle: 'medium' }));
    expect(formatDateTime(sent)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatFestDateTime(sent)).toBe(
      intl({
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
        timeZoneName: 'short',
      }),
    );
    expect(formatFestDateTime(sent)).not.toBe(englishFestDateTime(sent));
  });

  it('take a locale of their own when given', () => {
    expect(formatDate(sent, 'hi-IN')).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }).format(new Date(sent)),
    );
  });
});

describe('amounts', () => {
  it("are the shared formatter's text in English, Intl's rupees in Hindi", () => {
    expect(localiseRupees('Rs. 6500', 'en')).toBe('Rs. 6500');
    const rupees = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
    });
    expect(localiseRupees('Rs. 650000', 'hi')).toBe(rupees.format(650000));
    expect(localiseRupees('Rs. 650000', 'hi')).toContain('6,50,000');
    expect(localiseRupees('Rs. 6500.50', 'hi')).toContain('6,500.50');
    // A placeholder (the rules still loading) stays as it is.
    expect(localiseRupees('…', 'hi')).toBe('…');
  });
});

describe('the English catalogue', () => {
  it("holds the fest's tagline and address as lib/fest has them", () => {
    expect(i18n._('footer.tagline')).toBe(FEST.tagline);
    expect(i18n._('fest.address')).toBe(FEST.address);
    expect(i18n._('footer.copyright', { year: FEST.copyrightYear, name: FEST.name })).toBe(
      '© 2025 Infinito. All rights reserved.',
    );
  });

  it('is bundled: every key has its text without fetching anything', () => {
    expect(Object.keys(english).length).toBeGreaterThan(20);
    expect(i18n.locale).toBe('en');
    expect(i18n._('nav.home')).toBe('Home');
  });
});
