import type { Messages } from '@lingui/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage, defineCatalogue, i18n as core } from './i18n';
import { textsHook } from './use-i18n';

afterEach(async () => {
  await activateLanguage('en');
});

/** A feature's texts and hook, as its i18n.ts makes them. */
function featureTexts(english: Messages, others: Parameters<typeof defineCatalogue>[1]) {
  const i18n = defineCatalogue(english, others);
  return { i18n, useI18n: textsHook(i18n) };
}

/** A catalogue's Hindi, fetched when asked for, and answered when the test says so. */
function hindiLater(messages: Messages) {
  let asked = 0;
  let answer: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const load = async () => {
    asked += 1;
    await arrived;
    return { messages };
  };
  return { load, answer, asked: () => asked };
}

describe("a feature's catalogue", () => {
  it('reads its own English at once, and its Hindi once Hindi is shown', async () => {
    const hindi = hindiLater({ 'demo.title': ['नमस्ते ', ['name']] });
    hindi.answer();
    const { i18n } = featureTexts({ 'demo.title': ['Hello ', ['name']] }, { hi: hindi.load });
    expect(i18n._('demo.title', { name: 'Asha' })).toBe('Hello Asha');
    // Nothing is fetched for English.
    expect(hindi.asked()).toBe(0);
    // Its own keys only: the core's are not in it.
    expect(i18n._('nav.home')).toBe('nav.home');

    await activateLanguage('hi');
    expect(hindi.asked()).toBe(1);
    expect(i18n.locale).toBe('hi');
    expect(i18n._('demo.title', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(core._('nav.home')).toBe('होम');

    await activateLanguage('en');
    await activateLanguage('hi');
    // Fetched once.
    expect(hindi.asked()).toBe(1);
  });

  it('known while Hindi is shown (a page that came later): English until its Hindi is here, then drawn again', async () => {
    await activateLanguage('hi');
    const hindi = hindiLater({ 'late.title': 'बाद में' });
    const { i18n, useI18n } = featureTexts({ 'late.title': 'Later' }, { hi: hindi.load });
    const { result } = renderHook(() => {
      const { i18n: texts, language } = useI18n();
      return `${language}: ${texts._('late.title')}`;
    });
    expect(hindi.asked()).toBe(1);
    expect(result.current).toBe('hi: Later');

    await act(async () => {
      hindi.answer();
      await activateLanguage('hi');
    });
    expect(i18n._('late.title')).toBe('बाद में');
    expect(result.current).toBe('hi: बाद में');
  });

  it('known while Hindi is on its way is fetched before the switch', async () => {
    const early = hindiLater({ 'early.title': 'पहले' });
    const { i18n: earlyTexts } = featureTexts({ 'early.title': 'Early' }, { hi: early.load });
    const switching = activateLanguage('hi');
    const late = hindiLater({ 'midway.title': 'बीच में' });
    const { i18n } = featureTexts({ 'midway.title': 'Midway' }, { hi: late.load });
    early.answer();
    late.answer();
    await switching;
    expect(earlyTexts._('early.title')).toBe('पहले');
    expect(i18n._('midway.title')).toBe('बीच में');
  });
});
