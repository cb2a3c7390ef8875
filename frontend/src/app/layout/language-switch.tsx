import { useEffect, useId } from 'react';

import { LANGUAGE_NAMES, LANGUAGES, LOCALE_TAGS, isLanguage } from '@/lib/i18n/languages';
import { useI18n } from '@/lib/i18n/use-i18n';
import type { User } from '@/lib/session';

/**
 * The language switch in the header (GIGW 3.0): a native select, so it works from the keyboard and
 * is announced with its label ("Language / भाषा", in both languages so that either reader finds it).
 * Each language is named in its own script. The choice shows at once, is remembered on this device
 * and, when signed in, on the account; a signed-in account's language applies on a device where none
 * was chosen yet. The code that does so (lib/i18n/choose-language.ts) is fetched when the switch is
 * used or an account keeps a language: a visitor who only reads does not load it.
 */
export function LanguageSwitch({ user }: { user: User | null }) {
  const { i18n, language } = useI18n();
  const id = useId();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!isLanguage(accountLanguage)) return;
    void import('@/lib/i18n/choose-language').then(({ adoptAccountLanguage }) =>
      adoptAccountLanguage(accountLanguage),
    );
  }, [accountLanguage]);
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {i18n._('language.label')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={language}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (!isLanguage(chosen)) return;
          void import('@/lib/i18n/choose-language').then(({ chooseLanguage }) =>
            chooseLanguage(chosen, { signedIn: user !== null }),
          );
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={LOCALE_TAGS[option]}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
