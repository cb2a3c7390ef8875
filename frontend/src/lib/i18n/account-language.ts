import type { Language } from './languages';

/**
 * Keeps the chosen language on the signed-in account (`PUT /account/language`, answered 204), so
 * that the user's other devices start in it (the session's user carries it as `language`:
 * choose-language.ts, adoptAccountLanguage). The typed API client is loaded here, on demand: the
 * first page does not carry it.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const { answer, apiClient } = await import('@/lib/api-client');
  await answer(apiClient.PUT('/account/language', { body: { language } }));
}
