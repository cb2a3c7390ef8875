import { setupI18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';

import { messages as components } from '@/components/locales/en/messages';
import { messages as english } from '@/locales/en/messages';
import { messages as hindi } from '@/locales/hi/messages';

import { activateLanguage, i18n, readEnglish } from './i18n';

/** Every compiled English catalogue: the core's, the shared components' and each feature's. */
const catalogues: Record<string, Messages> = {
  core: english,
  components,
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<Messages>('/src/features/*/locales/en/messages.ts', {
        eager: true,
        import: 'messages',
      }),
    ).map(([path, messages]) => [path.split('/')[3] ?? path, messages]),
  ),
};

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
  it('read as Lingui reads them, every one of every catalogue, placeholders filled', () => {
    expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(['core', 'components', 'home']));
    let count = 0;
    for (const [name, catalogue] of Object.entries(catalogues)) {
      const lingui = setupI18n({ locale: 'en', messages: { en: catalogue } });
      for (const key of Object.keys(catalogue)) {
        count += 1;
        const compiled = catalogue[key] as unknown;
        const values = Object.fromEntries(
          placeholders(compiled).map((placeholder) => [placeholder, `<${placeholder}>`]),
        );
        expect(readEnglish(key, values, catalogue), `${name}: ${key}`).toBe(lingui._(key, values));
        // Plain pieces and placeholders only: a plural or a select needs its reading in i18n.ts.
        for (const piece of Array.isArray(compiled) ? compiled : [compiled]) {
          if (Array.isArray(piece)) expect(piece, `${key}: a plural or select`).toHaveLength(1);
        }
      }
    }
    expect(Object.keys(english).length).toBeGreaterThan(20);
    expect(count).toBeGreaterThan(50);
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
