/** A language chosen with the switch in the header, or kept by the signed-in account. */
import { saveAccountLanguage } from './account-language';
import { activateLanguage } from './i18n';
import { isLanguage, type Language } from './languages';
import { storedLanguage, storeLanguage } from './preference';

/**
 * The visitor picked `language` (the switch in the header): shown at once, remembered on this
 * device and, when signed in, on the account.
 */
export async function chooseLanguage(
  language: Language,
  { signedIn }: { signedIn: boolean },
): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
  if (signedIn) {
    // The device keeps the choice whatever the server says.
    await saveAccountLanguage(language).catch((error: unknown) => {
      console.error('Keeping the language on the account failed', error);
    });
  }
}

/**
 * A signed-in account that keeps a language (`user.language`), on a device where none was chosen:
 * the site takes the account's, and remembers it here.
 */
export async function adoptAccountLanguage(language: unknown): Promise<void> {
  if (!isLanguage(language) || storedLanguage() !== null) return;
  storeLanguage(language);
  await activateLanguage(language);
}
