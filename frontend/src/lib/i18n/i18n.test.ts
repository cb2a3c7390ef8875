import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';

import { messages as english } from '@/locales/en/messages';
import { messages as hindi } from '@/locales/hi/messages';

import { activateLanguage, i18n, readEnglish } from './i18n';

afterEach(async () => {
  await activateLanguage('en');
});

/** The names of a compiled message's placeholders (Lingui's form: pieces and [name, ...]). */
function placeholders(compiled: unknown): string[] {
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((piece: unknown) =>
    Array.isArray(piece) && typeof piece[0] === 'string' ? [piece[0]] : [],
  );
}

describe('the English texts', () => {
  it('read as Lingui reads them, every one, placeholders filled', () => {
    const lingui = setupI18n({ locale: 'en', messages: { en: english } });
    const keys = Object.keys(english);
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const compiled = (english as Record<string, unknown>)[key];
      const values = Object.fromEntries(placeholders(compiled).map((name) => [name, `<${name}>`]));
      expect(readEnglish(key, values), key).toBe(lingui._(key, values));
      // Plain pieces and placeholders only: a plural or a select needs its reading in i18n.ts.
      for (const piece of Array.isArray(compiled) ? compiled : [compiled]) {
        if (Array.isArray(piece)) expect(piece, `${key}: a plural or select`).toHaveLength(1);
      }
    }
  });

  it('fill numbers in as they are, and give the key of an unknown text', () => {
    expect(readEnglish('footer.copyright', { year: 2025, name: 'Infinito' })).toBe(
      '© 2025 Infinito. All rights reserved.',
    );
    expect(readEnglish('no.such.key')).toBe('no.such.key');
  });
});

describe('another language', () => {
  it("is read by Lingui's runtime once loaded, and tells the components", async () => {
    let changes = 0;
    const stop = i18n.on('change', () => {
      changes += 1;
    });
    await activateLanguage('hi');
    expect(i18n.locale).toBe('hi');
    expect(i18n._('nav.home')).toBe('होम');
    expect(i18n._('footer.copyright', { year: 2025, name: 'Infinito' })).toBe(
      setupI18n({ locale: 'hi', messages: { hi: hindi } })._('footer.copyright', {
        year: 2025,
        name: 'Infinito',
      }),
    );
    expect(document.documentElement.lang).toBe('hi-IN');
    await activateLanguage('en');
    expect(i18n._('nav.home')).toBe('Home');
    expect(changes).toBe(2);
    stop();
  });
});
